--TEST--
none() without a callback is true only when every element is falsy
--EXTENSIONS--
iterpred
--FILE--
<?php
var_dump(none([0, '', null, false, [], '0', 0.0, -0.0]));
var_dump(none([0, '', null, false, [], '0', 0.0, ' ']));
var_dump(none(['x']));
var_dump(none([0, '', 'x']));
var_dump(none([null], null));
var_dump(none([0, 1], null, 0));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
