--TEST--
iterpred.global_functions defaults to on: a guarded any() (Hamcrest) is skipped and its callers get iterpred's any()
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: its INI setting"); ?>
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
echo "the guarded definition was skipped: any() is iterpred's\n";
try {
    var_dump(any(stdClass::class));
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump((new ReflectionFunction('any'))->getExtensionName(), anything());
--EXPECT--
string(1) "1"
the guarded definition was skipped: any() is iterpred's
TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, string given
string(8) "iterpred"
string(19) "Hamcrest IsAnything"
