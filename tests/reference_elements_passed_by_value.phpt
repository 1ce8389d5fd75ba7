--TEST--
Elements that are references are passed by value; a by-reference callback gets the engine's warning, as from array_filter
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Elements that are references are passed by value: the callback cannot change what they refer to.
 * A by-reference callback gets the engine's warning, the one array_filter gives on a plain array. */
$x = 'x';
$y = 'y';
$a = [&$x, &$y];

var_dump(all($a, function ($v) { $v = 'changed'; return true; }));
var_dump(any($a, function ($v, $k) { $v = 'changed'; return false; }, ARRAY_FILTER_USE_BOTH));
var_dump(array_every($a, function ($v, $k) { $v = 'changed'; return true; }));
var_dump($x, $y);

echo "--- by-reference callback on a plain array: array_filter, then any\n";
$plain = ['p'];
var_dump(array_filter($plain, function (&$v) { $v = 'changed'; return true; }));
var_dump(any($plain, function (&$v) { $v = 'changed'; return false; }));
var_dump($plain);

echo "--- by-reference callback on reference elements: passed by value all the same\n";
var_dump(any($a, function (&$v) { $v = 'changed'; return false; }));
var_dump(none($a, function (&$v, $k) { $v = 'changed'; return false; }, ARRAY_FILTER_USE_BOTH));
var_dump(array_every($a, function (&$v, $k) { $v = 'changed'; return true; }));
var_dump($x, $y);

echo "--- the referenced variables changed during the walk are seen, as by foreach\n";
$x = 'x';
$y = 'y';
$seen = [];
all($a, function ($v) use (&$seen, &$y, &$a) { $seen[] = $v; $y = 'new y'; return true; });
echo implode(', ', $seen), "\n";
$y = 'y';
$seen = [];
foreach ($a as $v) { $seen[] = $v; $y = 'new y'; }
echo implode(', ', $seen), " (foreach)\n";
$y = 'y';
$seen = [];
all($a, function ($v) use (&$seen, &$a) { $seen[] = $v; $a[1] = 'via $a[1]'; return true; });
echo implode(', ', $seen), ', y is now ', $y, "\n";
$y = 'y';
$seen = [];
foreach ($a as $v) { $seen[] = $v; $a[1] = 'via $a[1]'; }
echo implode(', ', $seen), ', y is now ', $y, " (foreach)\n";
--EXPECTF--
bool(true)
bool(false)
bool(true)
string(1) "x"
string(1) "y"
--- by-reference callback on a plain array: array_filter, then any

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d
array(1) {
  [0]=>
  string(1) "p"
}

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d
bool(false)
array(1) {
  [0]=>
  string(1) "p"
}
--- by-reference callback on reference elements: passed by value all the same

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d
bool(false)

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d
bool(true)

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d
bool(true)
string(1) "x"
string(1) "y"
--- the referenced variables changed during the walk are seen, as by foreach
x, new y
x, new y (foreach)
x, via $a[1], y is now via $a[1]
x, via $a[1], y is now via $a[1] (foreach)
