--TEST--
ARRAY_FILTER_USE_KEY: the callback receives exactly one argument, the key
--EXTENSIONS--
iterpred
--FILE--
<?php
$log = function () {
    echo json_encode(func_get_args()), "\n";
    return false;
};
var_dump(any(['a' => 1, 7 => 2], $log, ARRAY_FILTER_USE_KEY));
var_dump(all([10 => 'x', 'b' => 'y'], fn($k) => is_int($k), ARRAY_FILTER_USE_KEY));
var_dump(none(['a' => 1], $log, ARRAY_FILTER_USE_KEY));
var_dump(any((function () { yield 'k' => 'v'; yield 3.5 => 'w'; })(), $log, ARRAY_FILTER_USE_KEY));
var_dump(any(new ArrayIterator(['x' => 'y']), $log, ARRAY_FILTER_USE_KEY));
?>
--EXPECT--
["a"]
[7]
bool(false)
bool(false)
["a"]
bool(true)
["k"]
[3.5]
bool(false)
["x"]
bool(false)
