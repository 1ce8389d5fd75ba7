--TEST--
A closure evaluated without a call gets the real call for an element whose key is missing: the undefined-key warning comes from the closure's frame, with its backtrace, and the other elements are still answered
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: the frames of a real call made from C (the polyfill calls from a line of its own)");
?>
--FILE--
<?php
set_error_handler(function ($no, $msg, $file, $line) {
    echo "$msg on line $line\n";
    foreach (debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS) as $f) {
        echo "  ", preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']), isset($f['line']) ? " line {$f['line']}" : '', "\n";
    }
    return true;
});
$rows = [['k' => 0], ['other' => 1], ['k' => 2]];
var_dump(any($rows, fn($r) => $r['k'] > 1));
var_dump(all($rows, fn($r)
    => $r['k'] >= 0));
var_dump(any($rows, fn($r) => isset($r['k']) && $r['k'] > 5));
var_dump(none($rows, fn($r) => ($r['k'] ?? -1) > 5));
--EXPECT--
Undefined array key "k" on line 10
  {closure} line 10
  {closure}
  any line 10
bool(true)
Undefined array key "k" on line 12
  {closure} line 12
  {closure}
  all line 11
bool(true)
bool(false)
bool(true)
