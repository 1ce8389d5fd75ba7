--TEST--
In the default mode the callback gets exactly one argument, so one-argument internal functions work
--EXTENSIONS--
iterpred
--FILE--
<?php
var_dump(all([1, 2, 3], 'is_int'));
var_dump(all([1, '2', 3], 'is_int'));
var_dump(any(['a', 1.5, 7], 'is_int'));
var_dump(none(['a', 1.5], 'is_int'));
var_dump(any(['a', 'b'], 'is_numeric'));
var_dump(any(['a', '1e3'], 'is_numeric'));
// strlen()'s int result is the predicate: 0 is falsy.
var_dump(any(['', ''], 'strlen'));
var_dump(all(['a', 'bc'], 'strlen'));
var_dump(all(['a', ''], 'strlen'));
// Traversables take the same single-argument path.
var_dump(all(new ArrayIterator([1, 2]), 'is_int'));
var_dump(all((function () { yield 'k' => 1; yield 'l' => 'x'; })(), 'is_int'));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
