--TEST--
zend_test's observer sees every call of an internal callback: 'is_int' by name and as is_int(...), strlen, and a user function
--DESCRIPTION--
An engine type predicate is evaluated without a call only where nothing could tell: with an observer
registered (a profiler, an APM) every element gets the real call.
--EXTENSIONS--
iterpred
zend_test
--INI--
zend_test.observer.enabled=1
zend_test.observer.observe_all=1
zend_test.observer.show_output=1
--FILE--
<?php
function inline_pred($v) { return true; }
echo "is_int by name:\n";
var_dump(all([1, 2], 'is_int'));
echo "is_int(...):\n";
var_dump(all([1, 2], is_int(...)));
echo "strlen:\n";
var_dump(all(['a', 'bc'], 'strlen'));
echo "a user function:\n";
var_dump(any([0, 1], 'inline_pred'));
--EXPECTF--
<!-- init '%s' -->
<file '%s'>
is_int by name:
  <!-- init all() -->
  <all>
    <!-- init is_int() -->
    <is_int>
    </is_int>
    <is_int>
    </is_int>
  </all>
  <!-- init var_dump() -->
  <var_dump>
bool(true)
  </var_dump>
is_int(...):
  <all>
    <is_int>
    </is_int>
    <is_int>
    </is_int>
  </all>
  <var_dump>
bool(true)
  </var_dump>
strlen:
  <all>
    <!-- init strlen() -->
    <strlen>
    </strlen>
    <strlen>
    </strlen>
  </all>
  <var_dump>
bool(true)
  </var_dump>
a user function:
  <!-- init any() -->
  <any>
    <!-- init inline_pred() -->
    <inline_pred>
    </inline_pred>
  </any>
  <var_dump>
bool(true)
  </var_dump>
</file '%s'>
