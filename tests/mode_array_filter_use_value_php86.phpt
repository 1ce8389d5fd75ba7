--TEST--
PHP 8.6's ARRAY_FILTER_USE_VALUE (0) is the default mode: the callback gets the value alone, as array_filter() gives it
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!defined('ARRAY_FILTER_USE_VALUE')) die('skip ARRAY_FILTER_USE_VALUE is PHP 8.6+ (the 8.6 leg runs this)'); ?>
--FILE--
<?php
var_dump(ARRAY_FILTER_USE_VALUE);
$xs = ['a' => 1, 'b' => -2, 'c' => 3];
$seen = [];
$f = function (...$args) use (&$seen) { $seen[] = $args; return $args[0] < 0; };
var_dump(any($xs, $f, ARRAY_FILTER_USE_VALUE), all($xs, $f, mode: ARRAY_FILTER_USE_VALUE), none(new ArrayIterator($xs), $f, ARRAY_FILTER_USE_VALUE));
var_dump(Iterpred\any($xs, 'is_string', ARRAY_FILTER_USE_VALUE));
echo json_encode($seen), "\n";
$filtered = [];
array_filter($xs, function (...$args) use (&$filtered) { $filtered[] = $args; return false; }, ARRAY_FILTER_USE_VALUE);
echo json_encode($filtered), "\n";
?>
--EXPECT--
int(0)
bool(true)
bool(false)
bool(false)
bool(false)
[[1],[-2],[1],[1],[-2]]
[[1],[-2],[3]]
