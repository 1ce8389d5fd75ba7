--TEST--
iterpred.global_functions=0 leaves any(), all(), none() to code that defines its own behind function_exists() (Hamcrest); Iterpred\ functions stay
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: its INI setting"); ?>
--INI--
iterpred.global_functions=0
--FILE--
<?php
/* Hamcrest's global functions, as Hamcrest\Util::registerGlobalFunctions() defines them. */
if (!function_exists('any')) {
    function any($theClass) { return "Hamcrest IsInstanceOf($theClass)"; }
}
if (!function_exists('anything')) {
    function anything() { return 'Hamcrest IsAnything'; }
}
var_dump(ini_get('iterpred.global_functions'));
var_dump(any(stdClass::class));
var_dump(function_exists('all'), function_exists('none'), function_exists('array_every'));
echo "the namespaced functions are there:\n";
var_dump(Iterpred\any([0, 1]), Iterpred\all([1], 'is_int'), Iterpred\none([]), Iterpred\array_every([1], fn($v, $k) => $v === 1));
echo "system-level: not changed at run time:\n";
var_dump(ini_set('iterpred.global_functions', '1'), ini_get('iterpred.global_functions'));
(new ReflectionExtension('iterpred'))->info();
--EXPECT--
string(1) "0"
string(31) "Hamcrest IsInstanceOf(stdClass)"
bool(false)
bool(false)
bool(false)
the namespaced functions are there:
bool(true)
bool(true)
bool(true)
bool(true)
system-level: not changed at run time:
bool(false)
string(1) "0"

iterpred

iterpred support => enabled
Version => 0.2.0

Directive => Local Value => Master Value
iterpred.global_functions => 0 => 0
iterpred.call_free => On => On
