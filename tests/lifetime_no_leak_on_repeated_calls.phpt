--TEST--
Refcounted values through every path and mode, thousands of calls: memory does not grow, objects freed when released
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Refcounted values (objects, strings built at run time) through every path and mode, many times:
 * memory does not grow, and every object is freed as soon as its last holder lets go. */
class D
{
    public static int $alive = 0;
    public function __construct() { self::$alive++; }
    public function __destruct() { self::$alive--; }
}

class StringIterator implements Iterator
{
    private int $i = 0;
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 6; }
    public function current(): mixed { return $this->i % 2 ? new D : str_repeat('v', $this->i + 1); }
    public function key(): mixed { return sprintf('key%d', $this->i); }
    public function next(): void { $this->i++; }
}

class Aggregate implements IteratorAggregate
{
    public function getIterator(): Iterator { return new StringIterator; }
}

function generate()
{
    for ($i = 0; $i < 6; $i++) {
        yield sprintf('key%d', $i) => $i % 2 ? new D : str_repeat('v', $i + 1);
    }
    yield new D => new D;
}

$array = [];
for ($i = 0; $i < 6; $i++) {
    $array[sprintf('key%d', $i)] = $i % 2 ? new D : str_repeat('v', $i + 1);
}
$arrayIterator = new ArrayIterator($array);
$aggregate = new Aggregate;

$paths = [
    'array' => fn() => $array,
    'ArrayIterator' => fn() => $arrayIterator,
    'generator' => fn() => generate(),
    'Iterator' => fn() => new StringIterator,
    'IteratorAggregate' => fn() => $aggregate,
];
$calls = 0;
$no = function () use (&$calls) { $calls++; return false; };
$yes = function () use (&$calls) { $calls++; return true; };
function walk_all(iterable|Closure $make, Closure $no, Closure $yes): void
{
    none($make(), null);                                  /* the first element is truthy */
    none($make(), null, ARRAY_FILTER_USE_KEY);
    any($make(), $no);
    all($make(), fn($v) => $v, 0);
    all($make(), $yes, ARRAY_FILTER_USE_KEY);
    none($make(), $no, ARRAY_FILTER_USE_BOTH);
    array_every($make(), $yes);
}

$aliveBefore = D::$alive;
foreach ($paths as $label => $make) {
    $rounds = $label === 'array' ? 10000 : 2000;
    for ($i = 0; $i < 50; $i++) {
        walk_all($make, $no, $yes);
    }
    $before = memory_get_usage();
    for ($i = 0; $i < $rounds; $i++) {
        walk_all($make, $no, $yes);
    }
    $grown = memory_get_usage() - $before;         /* a leak of one small block per call would be 100 KiB+ */
    echo "$label: memory did not grow: ", var_export($grown < 8192, true), ', objects alive as before: ', var_export(D::$alive === $aliveBefore, true), "\n";
}

$array = $arrayIterator = $paths = $make = null;
echo "callback calls: $calls\n";
echo "all objects freed once the array is released: ", var_export(D::$alive === 0, true), "\n";
--EXPECT--
array: memory did not grow: true, objects alive as before: true
ArrayIterator: memory did not grow: true, objects alive as before: true
generator: memory did not grow: true, objects alive as before: true
Iterator: memory did not grow: true, objects alive as before: true
IteratorAggregate: memory did not grow: true, objects alive as before: true
callback calls: 446200
all objects freed once the array is released: true
