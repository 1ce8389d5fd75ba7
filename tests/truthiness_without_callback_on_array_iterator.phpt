--TEST--
Without a callback, any/all/none test the truthiness of an ArrayIterator's values
--EXTENSIONS--
iterpred
--FILE--
<?php
$falsy = new ArrayIterator(["0", "", 0, 0.0, -0.0, [], null, false]);
$truthy = new ArrayIterator(["0.0", " ", "00", [0], new stdClass, 1, -1, INF, STDIN, fn() => 0]);

echo "falsy:  any=", var_export(any($falsy), true), " all=", var_export(all($falsy), true),
    " none=", var_export(none($falsy), true), "\n";
echo "truthy: any=", var_export(any($truthy), true), " all=", var_export(all($truthy), true),
    " none=", var_export(none($truthy), true), "\n";
var_dump(any(new ArrayIterator([0, '', 'x'])));
var_dump(all(new ArrayIterator([1, 'a', []])));
var_dump(none(new ArrayIterator([0, '', [0]])));
var_dump(any(new ArrayObject([0, '', 'x'])));
var_dump(all(new ArrayObject([1, 'a', []])));
?>
--EXPECT--
falsy:  any=false all=false none=true
truthy: any=true all=true none=false
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
