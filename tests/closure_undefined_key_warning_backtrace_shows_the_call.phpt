--TEST--
A closure reading a missing array key: the "Undefined array key" warning comes from the closure's call, with the closure's frame on the error handler's backtrace, as in the foreach loop calling it
--DESCRIPTION--
`fn($r) => $r['active']` and its siblings are issue 24's shapes where no warning can arise; for an
element without the key the real call makes the warning, so the handler's debug_backtrace() shows the
closure's frame under any()/all(), the line is the body's, and the elements before it (evaluated
without a call where iterpred can) leave no trace. Differential: iterpred, the foreach loop calling the
same closure, and iterpred with iterpred.call_free=0.
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

$rows = fn () => [['id' => 1, 'active' => false], ['id' => 2, 'active' => 0], ['id' => 3], ['id' => 4, 'active' => true]];
$hash = fn () => ['a' => [0, 1], 'b' => [0, 2], 'c' => [7], 'd' => [1, 1]];

same_as_the_call("any, fn(\$r) => \$r['active']", 'any', $rows, fn ($r) => $r['active']);
same_as_the_call("all, fn(\$r) => \$r['active'] === false, the body on a line of its own", 'all', $rows, fn ($r) =>
    $r['active'] === false);
same_as_the_call("none over a hash, function (\$r) { return \$r[1] > 5; }", 'none', $hash, function ($r) { return $r[1] > 5; });
same_as_the_call("array_every, fn(\$r, \$k) => \$r['id'] > \$k && \$r['active'] !== null", 'array_every', $rows,
    fn ($r, $k) => $r['id'] > $k && $r['active'] !== null);
same_as_the_call("any over an ArrayIterator, fn(\$r) => isset(\$r['active']) && \$r['active'] || \$r['missing'] > 0", 'any',
    fn () => new ArrayIterator($rows()), fn ($r) => isset($r['active']) && $r['active'] || $r['missing'] > 0);
?>
--EXPECT--
any, fn($r) => $r['active']:
  diagnostic 2: Undefined array key "active" (line 7) from {closure} < any
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($r) => $r['active'] === false, the body on a line of its own:
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none over a hash, function ($r) { return $r[1] > 5; }:
  diagnostic 2: Undefined array key 1 (line 10) from {closure} < none
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, fn($r, $k) => $r['id'] > $k && $r['active'] !== null:
  diagnostic 2: Undefined array key "active" (line 12) from {closure} < array_every
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any over an ArrayIterator, fn($r) => isset($r['active']) && $r['active'] || $r['missing'] > 0:
  diagnostic 2: Undefined array key "missing" (line 14) from {closure} < any
  diagnostic 2: Undefined array key "missing" (line 14) from {closure} < any
  diagnostic 2: Undefined array key "missing" (line 14) from {closure} < any
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
