--TEST--
any() without a callback is true when at least one element is truthy, whatever its position
--EXTENSIONS--
iterpred
--FILE--
<?php
var_dump(any([0, '', 'x']));
var_dump(any(['x', 0, '']));
var_dump(any([0, '', null, false, [], '0', 0.0]));
var_dump(any([0, '', null, false, [], '0', 0.0, [0]]));
var_dump(any(['a' => 0, 'b' => null, 'c' => '0.0']));
var_dump(any([null], null));
var_dump(any([0, 1], null, 0));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
