--TEST--
A user opcode handler (zend_set_user_opcode_handler(), as Xdebug's coverage and debugger install) sees the opcode of a closure body in issue 24's shapes run for every element
--DESCRIPTION--
zend_test installs a handler for ZEND_IS_SMALLER and ZEND_INSTANCEOF that prints each time one runs:
`fn($v) => $v < 0` and `fn($o) => $o instanceof Row` must run their opcode in the VM for every element
(four each, none matching), not be evaluated by the extension past the handler.
--EXTENSIONS--
iterpred
zend_test
--INI--
zend_test.observer.enabled=1
zend_test.observer.show_output=1
zend_test.observer.show_opcode_in_user_handler=ZEND_IS_SMALLER, ZEND_INSTANCEOF
; The JIT turns itself off, with a warning, where a user opcode handler is set.
opcache.jit=disable
--FILE--
<?php
final class Row
{
}
echo any([1, 2, 3, 4], fn ($v) => $v < 0) ? "true\n" : "false\n";
echo any(['a' => new Row(), 'b' => new Row(), 'c' => new Row(), 'd' => new Row()], fn ($o) => !($o instanceof Row)) ? "true\n" : "false\n";
?>
--EXPECTF--
<!-- init '%s' -->
<!-- init any() -->
<!-- init {closure%r(:[^}]*)?%r}() -->
<!-- opcode: 'ZEND_IS_SMALLER' in user handler -->
<!-- opcode: 'ZEND_IS_SMALLER' in user handler -->
<!-- opcode: 'ZEND_IS_SMALLER' in user handler -->
<!-- opcode: 'ZEND_IS_SMALLER' in user handler -->
false
<!-- init {closure%r(:[^}]*)?%r}() -->
<!-- opcode: 'ZEND_INSTANCEOF' in user handler -->
<!-- opcode: 'ZEND_INSTANCEOF' in user handler -->
<!-- opcode: 'ZEND_INSTANCEOF' in user handler -->
<!-- opcode: 'ZEND_INSTANCEOF' in user handler -->
false
