--TEST--
getIterator() returning with an exception pending (a local's destructor threw): the walk stops before rewind, as foreach does
--EXTENSIONS--
iterpred
--FILE--
<?php
class Bomb {
    function __destruct() { throw new RuntimeException('destructor of a local in getIterator()'); }
}
class Agg implements IteratorAggregate {
    public function __construct(private Closure $make) {}
    function getIterator(): Iterator {
        $local = new Bomb;
        return ($this->make)();
    }
}
function gen() {
    echo "  generator body ran\n";
    try { yield 1; yield 2; } catch (Throwable $e) { echo "  generator caught ", $e->getMessage(), "\n"; }
    echo "  generator went on\n";
}
class LoggingIterator extends ArrayIterator {
    function rewind(): void { echo "  rewind\n"; parent::rewind(); }
    function valid(): bool { echo "  valid\n"; return parent::valid(); }
}
$cases = [
    'any, no callback' => fn($it) => any($it),
    'all, closure' => fn($it) => all($it, function ($v) { echo "  callback ran\n"; return true; }),
    'none, internal function' => fn($it) => none($it, 'is_int'),
    'any, ARRAY_FILTER_USE_BOTH' => fn($it) => any($it, fn($v, $k) => print("  callback ran\n"), ARRAY_FILTER_USE_BOTH),
    'array_every' => fn($it) => array_every($it, fn($v, $k) => print("  callback ran\n")),
];
foreach (['generator' => gen(...), 'Iterator' => fn() => new LoggingIterator([1, 2])] as $kind => $make) {
    foreach ($cases as $label => $walk) {
        echo "$kind, $label:\n";
        try {
            var_dump($walk(new Agg($make)));
        } catch (RuntimeException $e) {
            echo "  ", $e->getMessage(), "\n";
        }
    }
}
echo "foreach, for comparison:\n";
try {
    foreach (new Agg(gen(...)) as $v) { echo "  loop body ran\n"; }
} catch (RuntimeException $e) {
    echo "  ", $e->getMessage(), "\n";
}
--EXPECT--
generator, any, no callback:
  destructor of a local in getIterator()
generator, all, closure:
  destructor of a local in getIterator()
generator, none, internal function:
  destructor of a local in getIterator()
generator, any, ARRAY_FILTER_USE_BOTH:
  destructor of a local in getIterator()
generator, array_every:
  destructor of a local in getIterator()
Iterator, any, no callback:
  destructor of a local in getIterator()
Iterator, all, closure:
  destructor of a local in getIterator()
Iterator, none, internal function:
  destructor of a local in getIterator()
Iterator, any, ARRAY_FILTER_USE_BOTH:
  destructor of a local in getIterator()
Iterator, array_every:
  destructor of a local in getIterator()
foreach, for comparison:
  destructor of a local in getIterator()
