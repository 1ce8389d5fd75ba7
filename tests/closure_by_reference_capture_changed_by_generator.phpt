--TEST--
A closure capturing by reference (use (&$limit)) sees the value a generator gives it between two elements, at each element, as the foreach loop calling it does
--DESCRIPTION--
Issue 24: a value captured by value cannot change during the walk, one captured by reference can,
from the iterator's or generator's own code between two elements, and must be read at each element
(or left to the call). The generator sets $limit before each yield; `function ($v) use (&$limit)`
must compare each element with the limit of its own step, and an arrow function (which captures by
value, when it is made) with the limit it was made with. Differential: iterpred, the foreach loop
calling the same closure, iterpred with iterpred.call_free=0.
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

$limit = 0;
/* Yields 5 each time, after setting $limit to 1, 3, 10, 2: only the third step has 5 < $limit. */
$steps = function () use (&$limit) {
    return (function () use (&$limit) {
        foreach ([1, 3, 10, 2] as $i => $l) {
            $limit = $l;
            effect("limit = $l");
            yield "k$i" => 5;
        }
    })();
};
$byReference = function ($v) use (&$limit) { return $v < $limit; };
$limit = 100;
$byValue = fn ($v) => $v < $limit;        /* 100, whatever the generator does later */
$limit = 0;

same_as_the_call('any, function ($v) use (&$limit) { return $v < $limit; }', 'any', $steps, $byReference);
same_as_the_call('all, the same', 'all', $steps, $byReference);
same_as_the_call('none, the same', 'none', $steps, $byReference);
same_as_the_call('array_every, function ($v, $k) use (&$limit) { return $k !== "" && $v >= $limit; }', 'array_every', $steps,
    function ($v, $k) use (&$limit) { return $k !== '' && $v >= $limit; });
same_as_the_call('all, fn($v) => $v < $limit, made when $limit was 100', 'all', $steps, $byValue);
?>
--EXPECT--
any, function ($v) use (&$limit) { return $v < $limit; }:
  limit = 1
  limit = 3
  limit = 10
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, the same:
  limit = 1
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, the same:
  limit = 1
  limit = 3
  limit = 10
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, function ($v, $k) use (&$limit) { return $k !== "" && $v >= $limit; }:
  limit = 1
  limit = 3
  limit = 10
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($v) => $v < $limit, made when $limit was 100:
  limit = 1
  limit = 3
  limit = 10
  limit = 2
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
