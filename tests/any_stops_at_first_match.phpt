--TEST--
any() on an array calls the callback up to the first element that holds, and no further
--EXTENSIONS--
iterpred
--FILE--
<?php
$calls = [];
var_dump(any([1, 2, 3, 4, 5], function ($v) use (&$calls) { $calls[] = $v; return $v === 3; }));
echo implode(',', $calls), "\n";
$calls = [];
var_dump(any(['a' => 0, 'b' => 1, 'c' => 1], function ($k) use (&$calls) { $calls[] = $k; return $k === 'b'; }, ARRAY_FILTER_USE_KEY));
echo implode(',', $calls), "\n";
$calls = [];
var_dump(any([1, 2, 3], function ($v, $k) use (&$calls) { $calls[] = "$k=>$v"; return true; }, ARRAY_FILTER_USE_BOTH));
echo implode(',', $calls), "\n";
// No match: every element is tested.
$calls = [];
var_dump(any([1, 2, 3], function ($v) use (&$calls) { $calls[] = $v; return false; }));
echo implode(',', $calls), "\n";
?>
--EXPECT--
bool(true)
1,2,3
bool(true)
a,b
bool(true)
0=>1
bool(false)
1,2,3
