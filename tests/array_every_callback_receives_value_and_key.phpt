--TEST--
array_every() always calls the callback with exactly ($value, $key), for arrays and Traversables
--EXTENSIONS--
iterpred
--FILE--
<?php
$log = function () {
    echo json_encode(func_get_args()), "\n";
    return true;
};
var_dump(array_every(['a' => 1, 5 => 'x'], $log));
var_dump(array_every((function () { yield 'k' => 'v'; yield null => 2; yield 1.5 => [3]; })(), $log));
var_dump(array_every(new ArrayIterator(['x' => 'y', 0 => 'z']), $log));
var_dump(array_every(['a' => 'a', 'b' => 'c'], fn($v, $k) => $v === $k));
?>
--EXPECT--
[1,"a"]
["x",5]
bool(true)
["v","k"]
[2,null]
[[3],1.5]
bool(true)
["y","x"]
["z",0]
bool(true)
bool(false)
