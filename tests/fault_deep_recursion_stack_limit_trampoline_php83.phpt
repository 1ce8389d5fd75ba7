--TEST--
Fault, PHP 8.3+: runaway recursion through a __call trampoline callback (zend_call_function) ends in the engine's stack-limit Error, and the next call works
--DESCRIPTION--
Not under valgrind: there, on PHP 8.4.28 and 8.5.7, this path draws one memcheck report, "Conditional jump or
move depends on uninitialised value(s)" in zend_fetch_debug_backtrace() as zend_call_function() throws the
stack-limit Error for a __call trampoline. It is the engine's own: array_filter([$n], [new T, 'up'])
recursing through __call without iterpred loaded draws the same (the value comes from a VM stack page that
zend_call_function() itself allocated). The other paths are in fault_deep_recursion_stack_limit_php83.phpt.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (PHP_VERSION_ID < 80300) die('skip PHP 8.3+ only: 8.2 has no stack limit (fault_deep_recursion_php82.phpt)');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip the engine draws a memcheck report on this path itself (see the description)');
?>
--FILE--
<?php
final class Trampoline
{
    public function __call(string $name, array $args): bool { return viaTrampoline($args[0] + 1); }
}

function viaTrampoline(int $n): bool { return all([$n], [new Trampoline(), 'up']); }

try {
    viaTrampoline(0);
    echo "returned\n";
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(any([0, 1], [new class { public function __call($n, $a) { return $a[0] === 1; } }, 'is']));
?>
--EXPECTF--
Error: Maximum call stack size of %d bytes%sreached. Infinite recursion?
bool(true)
