--TEST--
Deep recursion through the callback (PHP 8.2, no stack limit): 2,000 nested all() calls return properly
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80300) die("skip PHP 8.2 only; 8.3+ has fault_stack_limit_through_callback_php83.phpt"); ?>
--FILE--
<?php
function depth(int $n): bool
{
    return $n === 0 ? true : all([$n], fn(int $x) => depth($x - 1));
}
var_dump(depth(2000));
?>
--EXPECT--
bool(true)
