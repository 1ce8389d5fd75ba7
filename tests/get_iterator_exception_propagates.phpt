--TEST--
Exception from IteratorAggregate::getIterator() at any level of the chain propagates unchanged, as with foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* An exception from getIterator(), at any level of an aggregate chain, propagates unchanged. */
class Aggregate implements IteratorAggregate
{
    public function __construct(private string $name, private ?IteratorAggregate $inner) {}
    public function getIterator(): Traversable
    {
        echo "$this->name::getIterator\n";
        if ($this->inner === null) {
            throw $GLOBALS['thrown'] = new UnexpectedValueException("from $this->name", 3, new Exception('previous'));
        }
        return $this->inner;
    }
}

$calls = 0;
$callback = function () use (&$calls) { $calls++; return true; };
$walks = [
    'foreach' => function ($it) { foreach ($it as $v) {} },
    'any' => fn($it) => any($it),
    'all, callback' => fn($it) => all($it, $callback),
    'none, USE_KEY' => fn($it) => none($it, $callback, ARRAY_FILTER_USE_KEY),
    'array_every' => fn($it) => array_every($it, $callback),
];
foreach ($walks as $label => $walk) {
    foreach ([new Aggregate('single', null), new Aggregate('outer', new Aggregate('inner', null))] as $it) {
        try {
            $walk($it);
            echo "$label: no exception\n";
        } catch (Exception $e) {
            echo "$label: ", get_class($e), ' ', $e->getMessage(), ', previous ', $e->getPrevious()->getMessage(),
                $e === $thrown ? ', same object' : ', ANOTHER object', "\n";
        }
    }
}
echo "callback calls: $calls\n";
--EXPECT--
single::getIterator
foreach: UnexpectedValueException from single, previous previous, same object
outer::getIterator
inner::getIterator
foreach: UnexpectedValueException from inner, previous previous, same object
single::getIterator
any: UnexpectedValueException from single, previous previous, same object
outer::getIterator
inner::getIterator
any: UnexpectedValueException from inner, previous previous, same object
single::getIterator
all, callback: UnexpectedValueException from single, previous previous, same object
outer::getIterator
inner::getIterator
all, callback: UnexpectedValueException from inner, previous previous, same object
single::getIterator
none, USE_KEY: UnexpectedValueException from single, previous previous, same object
outer::getIterator
inner::getIterator
none, USE_KEY: UnexpectedValueException from inner, previous previous, same object
single::getIterator
array_every: UnexpectedValueException from single, previous previous, same object
outer::getIterator
inner::getIterator
array_every: UnexpectedValueException from inner, previous previous, same object
callback calls: 0
