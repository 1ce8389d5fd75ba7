--TEST--
Under declare(strict_types=1), user callbacks are called with the same coercion as array_filter() gives them
--EXTENSIONS--
iterpred
--FILE--
<?php
declare(strict_types=1);

$gt1 = fn(int $x) => $x > 1;
$show = function (string $fn, callable $call) {
    try {
        $result = $call();
        echo str_pad($fn, 13), json_encode($result), "\n";
    } catch (TypeError $e) {
        $trace = $e->getTrace();
        echo str_pad($fn, 13), $e->getMessage(), ' [', $trace[0]['function'], ' called by ', $trace[1]['function'], "]\n";
    }
};
// Numeric strings are coerced to int for the callback: the call is not strict.
$show('array_filter', fn() => array_filter(['1', '2'], $gt1));
$show('any', fn() => any(['1', '2'], $gt1));
$show('all', fn() => all(['1', '2'], $gt1));
$show('none', fn() => none(['1', '2'], $gt1));
$show('array_every', fn() => array_every(['1', '2'], fn(int $x, int $k) => $x > $k));
// A non-numeric string is a TypeError with the same message everywhere.
$show('array_filter', fn() => array_filter(['1', 'abc'], $gt1));
$show('any', fn() => any(['1', 'abc'], $gt1));
$show('all', fn() => all(['2', 'abc'], $gt1));
$show('none', fn() => none(['1', 'abc'], $gt1));
$show('array_every', fn() => array_every(['abc'], $gt1));
$show('any', fn() => any(new ArrayIterator(['abc']), $gt1));
// Keys too (ARRAY_FILTER_USE_KEY): string keys into a string parameter, int keys into an int one.
$show('array_filter', fn() => array_filter(['a' => 1], fn(int $k) => true, ARRAY_FILTER_USE_KEY));
$show('any', fn() => any(['a' => 1], fn(int $k) => true, ARRAY_FILTER_USE_KEY));
?>
--EXPECTF--
array_filter {"1":"2"}
any          true
all          false
none         false
array_every  true
array_filter {closure%S}(): Argument #1 ($x) must be of type int, string given [{closure%S} called by array_filter]
any          {closure%S}(): Argument #1 ($x) must be of type int, string given [{closure%S} called by any]
all          {closure%S}(): Argument #1 ($x) must be of type int, string given [{closure%S} called by all]
none         {closure%S}(): Argument #1 ($x) must be of type int, string given [{closure%S} called by none]
array_every  {closure%S}(): Argument #1 ($x) must be of type int, string given [{closure%S} called by array_every]
any          {closure%S}(): Argument #1 ($x) must be of type int, string given [{closure%S} called by any]
array_filter {closure%S}(): Argument #1 ($k) must be of type int, string given [{closure%S} called by array_filter]
any          {closure%S}(): Argument #1 ($k) must be of type int, string given [{closure%S} called by any]
