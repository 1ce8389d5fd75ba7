--TEST--
ARRAY_FILTER_USE_BOTH: the callback receives exactly two arguments, ($value, $key)
--EXTENSIONS--
iterpred
--FILE--
<?php
$log = function () {
    echo json_encode(func_get_args()), "\n";
    return false;
};
var_dump(any(['a' => 1, 7 => 2], $log, ARRAY_FILTER_USE_BOTH));
var_dump(all(['a' => 'a', 'b' => 'b', 'c' => 'x'], fn($v, $k) => $v === $k, ARRAY_FILTER_USE_BOTH));
var_dump(none(['a' => 1], $log, ARRAY_FILTER_USE_BOTH));
var_dump(any((function () { yield 'k' => 'v'; yield null => 'w'; })(), $log, ARRAY_FILTER_USE_BOTH));
var_dump(any(new ArrayIterator(['x' => 'y']), $log, ARRAY_FILTER_USE_BOTH));
?>
--EXPECT--
[1,"a"]
[2,7]
bool(false)
bool(false)
[1,"a"]
bool(true)
["v","k"]
["w",null]
bool(false)
["y","x"]
bool(false)
