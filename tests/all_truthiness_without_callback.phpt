--TEST--
all() without a callback is false when at least one element is falsy, whatever its position
--EXTENSIONS--
iterpred
--FILE--
<?php
var_dump(all([1, 'a', []]));
var_dump(all([[], 1, 'a']));
var_dump(all([1, 'a', [0], new stdClass, '0.0', -1, 0.5]));
var_dump(all([1, 'a', [0], new stdClass, '0.0', -1, 0.5, '0']));
var_dump(all(['a' => 1, 'b' => ' ', 'c' => null]));
var_dump(all([true], null));
var_dump(all([1, 0], null, 0));
?>
--EXPECT--
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
