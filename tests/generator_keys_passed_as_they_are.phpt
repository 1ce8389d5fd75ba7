--TEST--
Generator keys (object, null, float, array, duplicates) reach the callback as foreach's $k; infinite generators stop
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Generator keys of any type, and duplicates, reach the callback as they are, like foreach's $k. */
$keyObject = new stdClass;
function gen(object $keyObject)
{
    yield $keyObject => 'object key';
    yield null => 'null key';
    yield 1.5 => 'float key';
    yield [1, 'two'] => 'array key';
    yield 'dup' => 'first';
    yield 'dup' => 'second';
    yield 'value without key';           /* auto key: 0, as the float key does not count */
}

$keys = [];
var_dump(any(gen($keyObject), function ($k) use (&$keys) { $keys[] = $k; return false; }, ARRAY_FILTER_USE_KEY));
var_dump($keys);
var_dump($keys[0] === $keyObject);

$foreachKeys = [];
foreach (gen($keyObject) as $k => $v) { $foreachKeys[] = $k; }
var_dump($keys === $foreachKeys);

$pairs = [];
array_every(gen($keyObject), function ($v, $k) use (&$pairs) { $pairs[] = [$k, $v]; return true; });
$foreachPairs = [];
foreach (gen($keyObject) as $k => $v) { $foreachPairs[] = [$k, $v]; }
var_dump($pairs === $foreachPairs);

/* stops at the first duplicate 'dup' */
$n = 0;
var_dump(any(gen($keyObject), function ($v, $k) use (&$n) { $n++; return $k === 'dup'; }, ARRAY_FILTER_USE_BOTH), $n);
/* key truthiness without callback: the object key is truthy, the null and array [] keys are not */
var_dump(any(gen($keyObject), null, ARRAY_FILTER_USE_KEY));
var_dump(all((function () { yield null => 1; yield [] => 2; })(), null, ARRAY_FILTER_USE_KEY));
var_dump(none((function () { yield null => 1; yield [] => 2; yield 0.0 => 3; })(), null, ARRAY_FILTER_USE_KEY));

/* an infinite generator is fine once the answer comes */
function naturals() { for ($i = 0; ; $i++) { yield $i; } }
var_dump(any(naturals(), fn($v) => $v === 1000), all(naturals(), fn($v) => $v < 3), none(naturals()));
--EXPECT--
bool(false)
array(7) {
  [0]=>
  object(stdClass)#1 (0) {
  }
  [1]=>
  NULL
  [2]=>
  float(1.5)
  [3]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    string(3) "two"
  }
  [4]=>
  string(3) "dup"
  [5]=>
  string(3) "dup"
  [6]=>
  int(0)
}
bool(true)
bool(true)
bool(true)
bool(true)
int(5)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
