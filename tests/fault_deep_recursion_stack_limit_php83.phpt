--TEST--
Fault, PHP 8.3+: runaway recursion through the callback ends in the engine's stack-limit Error on every path (a __call trampoline: fault_deep_recursion_stack_limit_trampoline_php83.phpt), and the next call works
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (PHP_VERSION_ID < 80300) die('skip PHP 8.3+ only: 8.2 has no stack limit (fault_deep_recursion_php82.phpt)');
?>
--FILE--
<?php
function viaClosure(int $n): bool { return all([$n], fn($v) => viaClosure($v + 1)); }
function viaGenerator(int $n): bool { return any((function () use ($n) { yield $n; })(), fn($v) => viaGenerator($v + 1)); }
function viaKeys(int $n): bool { return none([$n => true], fn($k) => !viaKeys($k + 1), ARRAY_FILTER_USE_KEY); }
function viaString(int $n): bool { return array_every([$n], 'viaStringCallback'); }
function viaStringCallback(int $v): bool { return viaString($v + 1); }

foreach (['viaClosure', 'viaGenerator', 'viaKeys', 'viaString'] as $f) {
    try {
        $f(0);
        echo "$f: returned\n";
    } catch (Error $e) {
        echo "$f: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(any([0, 1], fn($v) => $v === 1));
?>
--EXPECTF--
viaClosure: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
viaGenerator: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
viaKeys: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
viaString: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
bool(true)
