--TEST--
any()/all()/none() with ctype_digit as a one-argument callback
--EXTENSIONS--
iterpred
ctype
--FILE--
<?php
var_dump(any(['a', 'b1', '12'], 'ctype_digit'));
var_dump(any(['a', 'b1', ''], 'ctype_digit'));
var_dump(all(['1', '23', '456'], 'ctype_digit'));
var_dump(all(['1', '2.3'], 'ctype_digit'));
var_dump(none(['x', 'y'], 'ctype_digit'));
var_dump(any(new ArrayIterator(['x', '9']), 'ctype_digit'));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
