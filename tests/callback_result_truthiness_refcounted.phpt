--TEST--
Callbacks returning values built at run time (strings, arrays, objects) are judged by truthiness and freed
--EXTENSIONS--
iterpred
--FILE--
<?php
$xs = ['', 'a', '0', 'bb'];
// Fresh refcounted strings: "" and "0" are falsy, "aa", "a0" are truthy.
var_dump(any($xs, fn($v) => str_repeat($v, 2)));
var_dump(all($xs, fn($v) => str_repeat($v, 1)));
var_dump(none(['', ''], fn($v) => strrev($v) . '0'));
var_dump(none(['', 'a'], fn($v) => strrev($v) . '0'));
// Fresh arrays: [""] is truthy, array_filter(['']) is [] and falsy.
var_dump(all($xs, fn($v) => [$v]));
var_dump(any(['', '0'], fn($v) => array_filter([$v])));
// Fresh objects are truthy, even empty ones.
var_dump(all($xs, fn($v) => new ArrayObject([])));
// No return value is null: falsy.
var_dump(none($xs, function ($v) { return; }));
var_dump(all([1, 2], function ($v): void {}));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
