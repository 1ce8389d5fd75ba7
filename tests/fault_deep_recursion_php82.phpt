--TEST--
Fault, PHP 8.2: recursion 2,000 levels deep through the callback, on every path, returns the right answer
--DESCRIPTION--
PHP 8.2 has no stack limit: recursion through any callback (array_map's too) ends in a crash at the
process's C stack limit. iterpred must not crash below it: 2,000 levels is a fifth of what an 8 MB stack
holds on a release build (about 11,000 levels, as for array_map) and a third of what it holds on debug and
ASAN builds (about 6,500). fault_deep_recursion_stack_use_php82.phpt measures the limit itself.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (PHP_VERSION_ID >= 80300) die('skip PHP 8.2 only: 8.3+ stops deep recursion with an Error (fault_deep_recursion_stack_limit_php83.phpt)');
?>
--FILE--
<?php
const DEPTH = 2000;

final class Trampoline
{
    public function __call(string $name, array $args): bool { return viaTrampoline($args[0] - 1); }
}

final class Countdown implements Iterator
{
    private bool $done = false;
    public function __construct(private int $n) {}
    public function rewind(): void { $this->done = false; }
    public function valid(): bool { return !$this->done; }
    public function current(): mixed { return $this->n; }
    public function key(): mixed { return $this->n; }
    public function next(): void { $this->done = true; }
}

/* Each returns true at the bottom and passes it up: the walks must all agree on the way back. */
function viaClosure(int $n): bool { return $n === 0 || all([$n], fn($v) => viaClosure($v - 1)); }
function viaTrampoline(int $n): bool { return $n === 0 || all([$n], [new Trampoline(), 'down']); }
function viaGenerator(int $n): bool { return $n === 0 || any((function () use ($n) { yield $n; })(), fn($v) => viaGenerator($v - 1)); }
function viaIterator(int $n): bool { return $n === 0 || none(new Countdown($n), fn($k) => !viaIterator($k - 1), ARRAY_FILTER_USE_KEY); }
function viaArrayEvery(int $n): bool { return $n === 0 || array_every(['k' => $n], fn($v, $k) => viaArrayEvery($v - 1)); }
function viaString(int $n): bool { return $n === 0 || all([$n], 'viaStringCallback'); }
function viaStringCallback(int $v): bool { return viaString($v - 1); }

foreach (['viaClosure', 'viaTrampoline', 'viaGenerator', 'viaIterator', 'viaArrayEvery', 'viaString'] as $f) {
    echo "$f(", DEPTH, "): ", var_export($f(DEPTH), true), "\n";
}
?>
--EXPECT--
viaClosure(2000): true
viaTrampoline(2000): true
viaGenerator(2000): true
viaIterator(2000): true
viaArrayEvery(2000): true
viaString(2000): true
