--TEST--
The extension registers any, all, none, array_every and the Iterpred\ functions on every PHP version; global array_any/array_all come from it only below PHP 8.4
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: which functions the module iterpred registers"); ?>
--FILE--
<?php
$mine = array_keys((new ReflectionExtension('iterpred'))->getFunctions());
echo implode(',', array_diff($mine, ['array_any', 'array_all'])), "\n";
foreach (['array_any', 'array_all'] as $f) {
    $expected_owner = PHP_VERSION_ID >= 80400 ? 'standard' : 'iterpred';
    $owner = (new ReflectionFunction($f))->getExtensionName();
    echo $f, ': ', $owner === $expected_owner && in_array($f, $mine, true) === ($expected_owner === 'iterpred')
        ? 'expected owner' : "unexpected owner $owner", "\n";
}
?>
--EXPECT--
any,all,none,array_every,Iterpred\any,Iterpred\all,Iterpred\none,Iterpred\array_every,Iterpred\array_any,Iterpred\array_all
array_any: expected owner
array_all: expected owner
