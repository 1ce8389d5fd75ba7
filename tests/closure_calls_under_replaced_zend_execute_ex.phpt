--TEST--
With zend_execute_ex replaced (zend_test.replace_zend_execute_ex=1, as Xdebug, pcov and tracers do), closures in issue 24's shapes give the same results, diagnostics, exceptions and backtraces as the foreach loop calling them
--DESCRIPTION--
Issue 24 evaluates no closure without a call while zend_execute_ex is replaced: the replacement sees
every call. zend_test's replacement prints nothing, so this test shows that the walk through the
replaced executor is the loop's, element by element (the undefined-key warning with the closure's
frame, the uninitialised property's Error, the result); that the replacement is reached for every
element is shown by pcov, which replaces zend_execute_ex too (closure_coverage_pcov_same_as_the_call.phpt),
and by zend_test's observer (closure_calls_seen_by_observer.phpt).
--EXTENSIONS--
iterpred
zend_test
--INI--
zend_test.replace_zend_execute_ex=1
opcache.jit=disable
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

final class Row
{
    public bool $active;

    public function __construct(?bool $active)
    {
        if ($active !== null) {
            $this->active = $active;
        }
    }
}

same_as_the_call('any, fn($v) => $v < 0', 'any', fn () => [1, 2, -3, 4], fn ($v) => $v < 0);
same_as_the_call("any, fn(\$r) => \$r['active']", 'any', fn () => [['active' => false], [], ['active' => true]],
    fn ($r) => $r['active']);
same_as_the_call('all, fn(Row $r) => !$r->active', 'all', fn () => [new Row(false), new Row(null), new Row(true)],
    fn (Row $r) => !$r->active);
same_as_the_call('array_every, fn($v, $k) => $v > $k', 'array_every', fn () => new ArrayIterator([1, 2, 3, 3]),
    fn ($v, $k) => $v > $k);
?>
--EXPECT--
any, fn($v) => $v < 0:
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, fn($r) => $r['active']:
  diagnostic 2: Undefined array key "active" (line 18) from {closure} < any
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn(Row $r) => !$r->active:
  Error: Typed property Row::$active must not be accessed before initialization (line 20) from {closure} < all
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, fn($v, $k) => $v > $k:
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
