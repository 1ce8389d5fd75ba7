--TEST--
phpversion('iterpred') is the current release version in package.xml (skipped where package.xml is not beside the tests)
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: phpversion('iterpred')"); ?>
<?php if (!is_file(__DIR__ . '/../package.xml')) die('skip no package.xml in the source tree'); ?>
--FILE--
<?php
$xml = file_get_contents(__DIR__ . '/../package.xml');
preg_match('~<version>\s*<release>([^<]+)</release>~', $xml, $m);
var_dump($m[1] === phpversion('iterpred'));
?>
--EXPECT--
bool(true)
