--TEST--
str_contains($v, 'x') and its kin scanned over arrays: elements that are references, holes of a packed array, a hash, a needle captured by value, array_every() with a key it does not read, and a non-string element (the call, its deprecation) are the foreach loop's and iterpred.call_free=0's
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

$refs = function () {
    $a = ['x', 'y', "a\tb", 'z'];
    $r = &$a[2];
    $s = &$a[0];
    return $a;
};
$holes = function () {
    $a = ['x', 'y', 'q', "a\tb"];
    unset($a[1], $a[2]);
    return $a;
};
$hash = fn () => ['a' => 'x', 'b' => 'yz', 'c' => "\tz", 'd' => 'z'];
$needle = 'z';
foreach (['refs' => $refs, 'holes' => $holes, 'hash' => $hash] as $what => $make) {
    same_as_the_call("any, $what, str_contains(\$s, \"\\t\")", 'any', $make, fn($s) => str_contains($s, "\t"));
    same_as_the_call("all, $what, str_ends_with(\$s, \$needle)", 'all', $make, fn($s) => str_ends_with($s, $needle));
    same_as_the_call("none, $what, str_starts_with(\$s, 'x')", 'none', $make, fn($s) => \str_starts_with($s, 'x'));
    same_as_the_call("array_every, $what, str_contains(\$v, '')", 'array_every', $make, fn($v, $k) => str_contains($v, ''));
}
same_as_the_call('any over a null between strings', 'any', fn () => ['a', null, "\t"], fn($s) => str_contains($s, "\t"));
same_as_the_call('all over an int between strings', 'all', fn () => ['1a', 1, 'b'], fn($s) => str_starts_with($s, '1'));
?>
--EXPECT--
any, refs, str_contains($s, "\t"):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, refs, str_ends_with($s, $needle):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, refs, str_starts_with($s, 'x'):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, refs, str_contains($v, ''):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, holes, str_contains($s, "\t"):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, holes, str_ends_with($s, $needle):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, holes, str_starts_with($s, 'x'):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, holes, str_contains($v, ''):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, hash, str_contains($s, "\t"):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, hash, str_ends_with($s, $needle):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, hash, str_starts_with($s, 'x'):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, hash, str_contains($v, ''):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any over a null between strings:
  diagnostic 8192: str_contains(): Passing null to parameter #1 ($haystack) of type string is deprecated (line 23) from str_contains < {closure} < any
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all over an int between strings:
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
