--TEST--
extension_loaded('iterpred') is true and phpversion('iterpred') is an x.y.z version equal to ReflectionExtension's
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: extension_loaded() and phpversion('iterpred')"); ?>
--FILE--
<?php
var_dump(extension_loaded('iterpred'));
var_dump(in_array('iterpred', get_loaded_extensions(), true));
$version = phpversion('iterpred');
var_dump(is_string($version));
var_dump(preg_match('/^\d+\.\d+\.\d+$/', $version));
$ext = new ReflectionExtension('iterpred');
var_dump($ext->getName());
var_dump($ext->getVersion() === $version);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
int(1)
string(8) "iterpred"
bool(true)
