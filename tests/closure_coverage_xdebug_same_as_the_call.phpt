--TEST--
Xdebug's code coverage reports the body of a closure on a line of its own executed exactly as when the foreach loop calls the closure, and as with iterpred.call_free=0
--DESCRIPTION--
Xdebug replaces zend_execute_ex and sets user opcode handlers to record executed lines: issue 24
evaluates no closure without a call while it is loaded, so a coverage run still sees
`fn($v) =>\n $v < 0`'s body line executed, and an empty walk's not. For each walk the lines Xdebug
reports for closure_coverage_subject.inc (executed +, not executed -) are printed and compared with
the foreach loop calling the same closure and with iterpred.call_free=0. The CI leg `coverage`
installs Debian's php8.2-xdebug and fails if this test skipped.
--EXTENSIONS--
iterpred
xdebug
--INI--
xdebug.mode=coverage
opcache.jit=disable
--FILE--
<?php
require __DIR__ . '/closure_coverage_same_as_the_call.inc';

$subject = realpath(__DIR__ . '/closure_coverage_subject.inc');
coverage_same_as_the_call(function (callable $run) use ($subject): array {
    xdebug_start_code_coverage(XDEBUG_CC_UNUSED | XDEBUG_CC_DEAD_CODE);
    $run();
    $lines = xdebug_get_code_coverage()[$subject] ?? [];
    xdebug_stop_code_coverage(true);
    /* Dead code (-2) is no line a walk could run. */
    return array_filter($lines, fn ($hit) => $hit !== -2);
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
inline_any(), an empty array (the body never runs): lines 38 39 40
  same as iterpred.call_free=0
