--TEST--
pcov reports the body of a closure on a line of its own executed exactly as when the foreach loop calls the closure, and as with iterpred.call_free=0
--DESCRIPTION--
pcov replaces zend_execute_ex and records the lines each executed op array runs: issue 24 evaluates
no closure without a call while it is loaded, so a coverage run still sees `fn($v) =>\n $v < 0`'s body
line executed, and an empty walk's not. For each walk the lines pcov reports for
closure_coverage_subject.inc (executed +, not executed -) are printed and compared with the foreach
loop calling the same closure and with iterpred.call_free=0. The CI leg `coverage` installs Debian's
php8.2-pcov and fails if this test skipped.
--EXTENSIONS--
iterpred
pcov
--INI--
pcov.enabled=1
pcov.directory={PWD}
opcache.jit=disable
--FILE--
<?php
require __DIR__ . '/closure_coverage_same_as_the_call.inc';

$subject = realpath(__DIR__ . '/closure_coverage_subject.inc');
coverage_same_as_the_call(function (callable $run) use ($subject): array {
    \pcov\clear();
    \pcov\start();
    $run();
    \pcov\stop();
    $lines = \pcov\collect(\pcov\inclusive, [$subject])[$subject] ?? [];
    \pcov\clear();
    return $lines;
});
?>
--EXPECT--
any, negative(), nothing matches: lines 7 8 9
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, negative(), an empty array (the body never runs): lines 7 9
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, above(0), hash: lines 14 15 17
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, active(): lines 22 23 24
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, keyed(), the second line of the body: lines 29 30 31 32
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, keyed(), stops before the second line: lines 29 30 31 32
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
inline_any(), nothing matches: lines 38 39 40
  same as iterpred.call_free=0
inline_any(), an empty array (the body never runs): lines 38 40
  same as iterpred.call_free=0
