--TEST--
all() on an array calls the callback up to the first element that fails, and no further
--EXTENSIONS--
iterpred
--FILE--
<?php
$calls = [];
var_dump(all([1, 2, 3, 4, 5], function ($v) use (&$calls) { $calls[] = $v; return $v < 3; }));
echo implode(',', $calls), "\n";
$calls = [];
var_dump(all(['a' => 0, 'b' => 1, 'c' => 1], function ($k) use (&$calls) { $calls[] = $k; return $k !== 'b'; }, ARRAY_FILTER_USE_KEY));
echo implode(',', $calls), "\n";
$calls = [];
var_dump(all([1, 2, 3], function ($v, $k) use (&$calls) { $calls[] = "$k=>$v"; return false; }, ARRAY_FILTER_USE_BOTH));
echo implode(',', $calls), "\n";
// Every element holds: every element is tested.
$calls = [];
var_dump(all([1, 2, 3], function ($v) use (&$calls) { $calls[] = $v; return true; }));
echo implode(',', $calls), "\n";
?>
--EXPECT--
bool(false)
1,2,3
bool(false)
a,b
bool(false)
0=>1
bool(true)
1,2,3
