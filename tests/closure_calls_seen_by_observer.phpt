--TEST--
zend_test's observer sees a call of a closure in issue 24's shapes for every element: fn($v) => $v < 0, === null, a capture, instanceof, a property read, array_every() with the key
--DESCRIPTION--
A closure is evaluated without a call only where nothing could tell: with an observer registered (a
profiler, an APM) every element gets the real call, begin and end. Four elements each, none matching,
so every closure is called four times.
--EXTENSIONS--
iterpred
zend_test
--INI--
zend_test.observer.enabled=1
zend_test.observer.observe_all=1
zend_test.observer.show_output=1
--FILE--
<?php
final class Row
{
    public function __construct(public bool $active)
    {
    }
}
$min = 10;
echo "packed ints, fn(\$v) => \$v < 0:\n";
echo any([1, 2, 3, 4], fn ($v) => $v < 0) ? "true\n" : "false\n";
echo "hash, fn(\$v) => \$v === null:\n";
echo any(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4], fn ($v) => $v === null) ? "true\n" : "false\n";
echo "captured, fn(\$v) => \$v > \$min:\n";
echo none([1, 2, 3, 4], fn ($v) => $v > $min) ? "true\n" : "false\n";
echo "fn(\$o) => \$o instanceof Row:\n";
echo all([new Row(true), new Row(true), new Row(false), new Row(true)], fn ($o) => $o instanceof Row) ? "true\n" : "false\n";
echo "fn(\$o) => \$o->active:\n";
echo any([new Row(false), new Row(false), new Row(false), new Row(false)], fn ($o) => $o->active) ? "true\n" : "false\n";
echo "array_every, fn(\$v, \$k) => \$v > 0:\n";
echo array_every([1, 2, 3, 4], fn ($v, $k) => $v > 0) ? "true\n" : "false\n";
?>
--EXPECTF--
<!-- init '%s' -->
<file '%s'>
packed ints, fn($v) => $v < 0:
  <!-- init any() -->
  <any>
    <!-- init {closure%r(:[^}]*)?%r}() -->
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
  </any>
false
hash, fn($v) => $v === null:
  <any>
    <!-- init {closure%r(:[^}]*)?%r}() -->
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
  </any>
false
captured, fn($v) => $v > $min:
  <!-- init none() -->
  <none>
    <!-- init {closure%r(:[^}]*)?%r}() -->
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
  </none>
true
fn($o) => $o instanceof Row:
  <!-- init Row::__construct() -->
  <Row::__construct>
  </Row::__construct>
  <Row::__construct>
  </Row::__construct>
  <Row::__construct>
  </Row::__construct>
  <Row::__construct>
  </Row::__construct>
  <!-- init all() -->
  <all>
    <!-- init {closure%r(:[^}]*)?%r}() -->
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
  </all>
true
fn($o) => $o->active:
  <Row::__construct>
  </Row::__construct>
  <Row::__construct>
  </Row::__construct>
  <Row::__construct>
  </Row::__construct>
  <Row::__construct>
  </Row::__construct>
  <any>
    <!-- init {closure%r(:[^}]*)?%r}() -->
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
  </any>
false
array_every, fn($v, $k) => $v > 0:
  <!-- init array_every() -->
  <array_every>
    <!-- init {closure%r(:[^}]*)?%r}() -->
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
    <{closure%r(:[^}]*)?%r}>
    </{closure%r(:[^}]*)?%r}>
  </array_every>
true
</file '%s'>
