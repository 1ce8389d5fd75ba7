--TEST--
Mode 0 (default or explicit): the callback receives exactly one argument, the value
--EXTENSIONS--
iterpred
--FILE--
<?php
$log = function () {
    echo json_encode(func_get_args()), "\n";
    return false;
};
var_dump(any(['a' => 1, 'b' => 2], $log));
var_dump(none(['a' => 1, 'b' => 2], $log, 0));
var_dump(all(['a' => 'value'], fn() => print(json_encode(func_get_args()) . "\n")));
var_dump(any((function () { yield 'k' => 'v'; yield 'l' => 'w'; })(), $log));
var_dump(any(new ArrayIterator(['x' => 'y']), $log, 0));
?>
--EXPECT--
[1]
[2]
bool(false)
[1]
[2]
bool(true)
["value"]
bool(true)
["v"]
["w"]
bool(false)
["y"]
bool(false)
