--TEST--
memory_limit exhausted inside the callback: the engine's fatal error and an orderly shutdown, no crash
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (getenv('USE_ZEND_ALLOC') === '0') die("skip memory_limit is not enforced without Zend's allocator (valgrind, ASan runs)"); ?>
--INI--
memory_limit=16M
--FILE--
<?php
register_shutdown_function(fn() => print("shutdown ran\n"));
$hog = [];
var_dump(any(range(1, 100), function (int $i) use (&$hog) {
    $hog[] = str_repeat('x', 1 << 20);
    return false;
}));
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Allowed memory size of %d bytes exhausted%s
shutdown ran
