--TEST--
array_every() always passes ($value, $key): a one-argument internal function rejects them, as with PHP 8.4's array_all()
--EXTENSIONS--
iterpred
--FILE--
<?php
try {
    var_dump(array_every([1], 'is_int'));
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    var_dump(array_every(new ArrayIterator([1]), 'is_int'));
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// A two-parameter internal function fits: str_contains($value, $key).
var_dump(array_every(['b' => 'abc', 'y' => 'xyz'], 'str_contains'));
var_dump(array_every(['b' => 'abc', 'q' => 'xyz'], 'str_contains'));
?>
--EXPECT--
ArgumentCountError: is_int() expects exactly 1 argument, 2 given
ArgumentCountError: is_int() expects exactly 1 argument, 2 given
bool(true)
bool(false)
