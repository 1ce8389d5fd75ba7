--TEST--
iterpred.call_free=0 (settable at run time, shown by php --ri) turns every call-free path off: closures and engine type predicates are really called, their diagnostics come from their frames
--EXTENSIONS--
iterpred
--INI--
iterpred.call_free=0
--SKIPIF--
<?php
if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: iterpred.call_free, an INI setting of the extension");
?>
--FILE--
<?php
var_dump(ini_get('iterpred.call_free'));
ob_start();
(new ReflectionExtension('iterpred'))->info();
echo preg_match('/iterpred\.call_free => Off => Off/', ob_get_clean()) ? "shown by --ri\n" : "not shown\n";
$seen = [];
$f = function ($v) use (&$seen) { $seen[] = $v; return $v < 0; };
var_dump(any([1, 2, 3], $f), $seen);
set_error_handler(function ($no, $msg) { echo $msg, ' / ', implode(' < ', preg_replace('/^\{closure:.*\}$/', '{closure}', array_column(debug_backtrace(), 'function'))), "\n"; return true; });
var_dump(any([NAN], fn($v) => $v < 0.0 + $GLOBALS['undefined_global']));
ini_set('iterpred.call_free', '1');
var_dump(ini_get('iterpred.call_free'));
var_dump(any([1, -2], fn($v) => $v < 0), all(['a', 1], 'is_string'));
--EXPECT--
string(1) "0"
shown by --ri
bool(false)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
Undefined global variable $undefined_global / {closure} < {closure} < any
bool(false)
string(1) "1"
bool(true)
bool(false)
