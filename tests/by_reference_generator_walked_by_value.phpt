--TEST--
Generator yielding by reference: walked like foreach by value
--EXTENSIONS--
iterpred
--FILE--
<?php
/* A generator yielding by reference is walked like foreach by value: the callback gets values,
 * cannot change the yielded variables, and a by-reference callback gets the engine's warning. */
function &refs(array &$data)
{
    foreach ($data as $k => &$v) {
        yield $k => $v;
    }
}

$data = ['a' => 1, 'b' => 2];
var_dump(all(refs($data), function ($v) { $v = 'changed'; return true; }));
var_dump(any(refs($data), function ($v, $k) { $v = 'changed'; return false; }, ARRAY_FILTER_USE_BOTH));
var_dump(array_every(refs($data), function ($v, $k) { $v = 'changed'; return true; }));
var_dump(none(refs($data), function (&$v) { $v = 'changed'; return false; }));
var_dump($data);

echo "--- foreach by value does the same\n";
foreach (refs($data) as $v) { $v = 'changed'; }
var_dump($data);

echo "--- values seen, with and without callback\n";
$seen = [];
var_dump(all(refs($data), function ($v, $k) use (&$seen) { $seen[] = "$k=$v"; return true; }, ARRAY_FILTER_USE_BOTH), implode(' ', $seen));
var_dump(any(refs($data)), none(refs($data), null, ARRAY_FILTER_USE_KEY));
--EXPECTF--
bool(true)
bool(false)
bool(true)

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d

Warning: {closure%S}(): Argument #1 ($v) must be passed by reference, value given in %s on line %d
bool(true)
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
--- foreach by value does the same
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
--- values seen, with and without callback
bool(true)
string(7) "a=1 b=2"
bool(true)
bool(false)
