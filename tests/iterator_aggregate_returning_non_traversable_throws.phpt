--TEST--
IteratorAggregate::getIterator() returning a non-Traversable: the engine's exception, same as foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* getIterator() returning a non-Traversable: the engine's exception, as foreach throws it. */
class Bad implements IteratorAggregate
{
    public function __construct(private mixed $what) {}
    #[ReturnTypeWillChange]
    public function getIterator()
    {
        echo "Bad::getIterator\n";
        return $this->what;
    }
}

class Outer implements IteratorAggregate
{
    public function getIterator(): Traversable { echo "Outer::getIterator\n"; return new Bad(new stdClass); }
}

function attempt(string $label, Closure $f): ?Throwable
{
    try {
        $f();
        echo "$label: no exception\n";
        return null;
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ': ', $e->getMessage(), "\n";
        return $e;
    }
}

$called = 0;
$cb = function () use (&$called) { $called++; return true; };
foreach ([[1, 2], null] as $what) {
    $e1 = attempt('foreach', function () use ($what) { foreach (new Bad($what) as $v) {} });
    $e2 = attempt('any', fn() => any(new Bad($what)));
    var_dump(get_class($e1) === get_class($e2) && $e1->getMessage() === $e2->getMessage());
    attempt('all with callback', fn() => all(new Bad($what), $cb));
    attempt('none, USE_BOTH', fn() => none(new Bad($what), $cb, ARRAY_FILTER_USE_BOTH));
    attempt('array_every', fn() => array_every(new Bad($what), $cb));
}
attempt('foreach', function () { foreach (new Outer as $v) {} });
attempt('any', fn() => any(new Outer, $cb, ARRAY_FILTER_USE_KEY));
echo "callback calls: $called\n";
--EXPECT--
Bad::getIterator
foreach: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
any: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
bool(true)
Bad::getIterator
all with callback: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
none, USE_BOTH: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
array_every: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
foreach: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
any: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
bool(true)
Bad::getIterator
all with callback: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
none, USE_BOTH: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Bad::getIterator
array_every: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Outer::getIterator
Bad::getIterator
foreach: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
Outer::getIterator
Bad::getIterator
any: Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
callback calls: 0
