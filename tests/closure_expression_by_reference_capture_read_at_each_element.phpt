--TEST--
A closure evaluated without a call reads a by-reference capture at each element: a generator that changes it between two elements changes the answer, as with the call; by-value and arrow-function captures keep the value they were captured with
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: iterpred.call_free, an INI setting of the extension");
?>
--FILE--
<?php
$limit = 10;
$byRef = function ($v) use (&$limit) { return $v > $limit; };
$byValue = function ($v) use ($limit) { return $v > $limit; };
$arrow = fn($v) => $v > $limit;
function values(&$limit) {
    yield 5;
    $limit = 1;
    yield 5;
}
foreach (['1', '0'] as $callFree) {
    ini_set('iterpred.call_free', $callFree);
    $limit = 10;
    var_dump(any(values($limit), $byRef));
    $limit = 10;
    var_dump(any(values($limit), $byValue), any(values($limit), $arrow));
}
var_dump(ini_get('iterpred.call_free'));
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
string(1) "0"
