--TEST--
array_any()/array_all() (extension's, PHP < 8.4) always call the callback with exactly ($value, $key)
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
$log = function () {
    echo json_encode(func_get_args()), "\n";
    return false;
};
foreach (['array_any', 'array_all'] as $f) {
    echo "$f:\n";
    var_dump($f(['a' => 1, 5 => 'x'], $log));
    var_dump($f((function () { yield 'k' => 'v'; yield null => 2; })(), $log));
    var_dump($f(new ArrayIterator(['x' => 'y']), $log));
}
var_dump(array_any(['a' => 'b', 'c' => 'c'], fn($v, $k) => $v === $k));
var_dump(array_all(['a' => 'a', 'b' => 'c'], fn($v, $k) => $v === $k));
// Like PHP 8.4's own array_any(), a one-argument internal function gets one argument too many.
try {
    array_any([1], 'is_int');
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    array_all([1], 'is_int');
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
array_any:
[1,"a"]
["x",5]
bool(false)
["v","k"]
[2,null]
bool(false)
["y","x"]
bool(false)
array_all:
[1,"a"]
bool(false)
["v","k"]
bool(false)
["y","x"]
bool(false)
bool(true)
bool(false)
is_int() expects exactly 1 argument, 2 given
is_int() expects exactly 1 argument, 2 given
