--TEST--
array_all() (extension's, PHP < 8.4) calls the callback up to the first element that fails, and no further
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
$calls = [];
var_dump(array_all(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4], function ($v, $k) use (&$calls) { $calls[] = "$k=>$v"; return $v < 2; }));
echo implode(',', $calls), "\n";
$calls = [];
var_dump(array_all([1, 2, 3], function ($v, $k) use (&$calls) { $calls[] = "$k=>$v"; return true; }));
echo implode(',', $calls), "\n";
?>
--EXPECT--
bool(false)
a=>1,b=>2
bool(true)
0=>1,1=>2,2=>3
