--TEST--
10 million elements through every path with constant extra memory; any() on an infinite generator returns at once
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind and ASan'); ?>
--INI--
memory_limit=1G
--FILE--
<?php
const N = 10_000_000;

function growth(callable $walk): int
{
    gc_collect_cycles();
    $before = memory_get_usage();
    memory_reset_peak_usage();
    $walk();
    return memory_get_peak_usage() - $before;
}

class Counter implements Iterator
{
    private int $i = 0;
    public function current(): mixed { return $this->i; }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < N; }
}

$packed = range(1, N);
$hash = array_combine(array_map(fn($i) => "k$i", range(1, 2_000_000)), range(1, 2_000_000));
$gen = fn() => (function () { for ($i = 1; $i <= N; $i++) { yield $i; } })();
$never = fn($v) => false;
// The iterator owns its array alone: ArrayIterator separates a shared one when walked (as foreach does).
$arrayIterator = new ArrayIterator(range(1, N));

$paths = [
    'packed, no callback' => fn() => all($packed),
    'packed, closure' => fn() => any($packed, $never),
    'packed, internal function' => fn() => all($packed, 'is_int'),
    'packed, USE_KEY' => fn() => any($packed, fn($k) => $k < 0, ARRAY_FILTER_USE_KEY),
    'packed, USE_BOTH' => fn() => any($packed, fn($v, $k) => false, ARRAY_FILTER_USE_BOTH),
    'hash (2e6), no callback' => fn() => all($hash),
    'hash (2e6), array_every' => fn() => array_every($hash, fn($v, $k) => true),
    'generator, no callback' => fn() => all($gen()),
    'generator, closure' => fn() => any($gen(), $never),
    'ArrayIterator, closure' => fn() => any($arrayIterator, $never),
    'Iterator class, USE_KEY' => fn() => none(new Counter, fn($k) => $k < 0, ARRAY_FILTER_USE_KEY),
];
foreach ($paths as $name => $walk) {
    $bytes = growth($walk);
    // A byte per element would be 10 MB; the margin is for one-off engine allocations (JIT traces).
    printf("%-28s %s\n", $name, $bytes < 256 * 1024 ? 'constant memory' : "grew by $bytes bytes");
}

$produced = 0;
$infinite = (function () use (&$produced) { for ($i = 0; ; $i++) { $produced++; yield $i; } })();
var_dump(any($infinite, fn($i) => $i === 3), $produced);
?>
--EXPECT--
packed, no callback          constant memory
packed, closure              constant memory
packed, internal function    constant memory
packed, USE_KEY              constant memory
packed, USE_BOTH             constant memory
hash (2e6), no callback      constant memory
hash (2e6), array_every      constant memory
generator, no callback       constant memory
generator, closure           constant memory
ArrayIterator, closure       constant memory
Iterator class, USE_KEY      constant memory
bool(true)
int(4)
