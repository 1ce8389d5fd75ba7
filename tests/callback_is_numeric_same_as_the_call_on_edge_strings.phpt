--TEST--
is_numeric as a callback: the same answer as the call on digit strings of every length, signs, whitespace, fractions, exponents, hex, empty and NUL-containing strings
--EXTENSIONS--
iterpred
--FILE--
<?php
$xs = ['0', '7', '0123', '1234567', '9223372036854775807', '9223372036854775808', str_repeat('9', 400),
    '-5', '+5', '-', '+', '--5', '+-5', '', ' ', ' 5', '5 ', "5\n", "\t5", '5 5', '5.', '.5', '.', '5.5.5',
    '1e3', '1E3', '1e', 'e3', '1e+3', '1e-3', '0x1A', '0b11', '1_000', "5\0", "\0" . '5', '٣', '5a', 'a5',
    '-0', '+.5e-3', ' -5 ', "\v5", "\f5", "5\r"];
$each = '';
$call = '';
foreach ($xs as $x) {
    $each .= any([$x], 'is_numeric') ? '1' : '0';
    $call .= is_numeric($x) ? '1' : '0';
}
echo $each, "\n", $each === $call ? "same as the call\n" : "DIFFERS: $call\n";
var_dump(all(['1', '22', '333', '-4'], 'is_numeric'), all(['1', '22', '3 3'], is_numeric(...)));
var_dump(none(['x', '', '-'], 'is_numeric'), any(new ArrayIterator(['a', '', '99']), 'is_numeric'));
--EXPECT--
11111111100000011110110011001100000000111111
same as the call
bool(true)
bool(false)
bool(true)
bool(true)
