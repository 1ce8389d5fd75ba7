--TEST--
Fault, PHP 8.3+: runaway recursion through the callback ends in the engine's stack-limit Error on every path, and the next call works
--DESCRIPTION--
Under valgrind on PHP 8.4.28 and 8.5.7 the trampoline path draws one memcheck report, "Conditional jump or
move depends on uninitialised value(s)" in zend_fetch_debug_backtrace() as zend_call_function() throws the
stack-limit Error for a __call trampoline: the engine's own, array_filter([$n], [new T, 'up']) recursing
through __call without iterpred loaded draws the same (the value comes from a VM stack page that
zend_call_function() itself allocated).
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (PHP_VERSION_ID < 80300) die('skip PHP 8.3+ only: 8.2 has no stack limit (fault_deep_recursion_php82.phpt)');
?>
--FILE--
<?php
final class Trampoline
{
    public function __call(string $name, array $args): bool { return viaTrampoline($args[0] + 1); }
}

function viaClosure(int $n): bool { return all([$n], fn($v) => viaClosure($v + 1)); }
function viaTrampoline(int $n): bool { return all([$n], [new Trampoline(), 'up']); }
function viaGenerator(int $n): bool { return any((function () use ($n) { yield $n; })(), fn($v) => viaGenerator($v + 1)); }
function viaKeys(int $n): bool { return none([$n => true], fn($k) => !viaKeys($k + 1), ARRAY_FILTER_USE_KEY); }
function viaString(int $n): bool { return array_every([$n], 'viaStringCallback'); }
function viaStringCallback(int $v): bool { return viaString($v + 1); }

foreach (['viaClosure', 'viaTrampoline', 'viaGenerator', 'viaKeys', 'viaString'] as $f) {
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
viaTrampoline: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
viaGenerator: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
viaKeys: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
viaString: Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
bool(true)
