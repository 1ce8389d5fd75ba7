--TEST--
Unbounded recursion through the callback (PHP 8.3+): the engine's stack-limit Error, no crash
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80300) die("skip PHP 8.3+ only: 8.2 has no stack limit"); ?>
--INI--
zend.max_allowed_stack_size=512K
--FILE--
<?php
function forever(int $n): bool
{
    return any([$n], fn(int $x) => forever($x + 1));
}
try {
    forever(0);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "alive\n";
?>
--EXPECTF--
Error: Maximum call stack size of %d bytes%S reached. Infinite recursion?
alive
