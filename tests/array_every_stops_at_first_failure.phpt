--TEST--
array_every() on an array calls the callback up to the first element that fails, and no further
--EXTENSIONS--
iterpred
--FILE--
<?php
$calls = [];
var_dump(array_every(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4], function ($v, $k) use (&$calls) { $calls[] = "$k=>$v"; return $v < 2; }));
echo implode(',', $calls), "\n";
$calls = [];
var_dump(array_every([1, 2, 3], function ($v, $k) use (&$calls) { $calls[] = "$k=>$v"; return true; }));
echo implode(',', $calls), "\n";
?>
--EXPECT--
bool(false)
a=>1,b=>2
bool(true)
0=>1,1=>2,2=>3
