--TEST--
PHP 8.4+: the engine's array_any()/array_all() stand (arrays only), the extension loads beside them, array_every() is the extension's
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die("skip PHP 8.4+ only: below it array_any()/array_all() are the extension's"); ?>
--FILE--
<?php
foreach (['array_any', 'array_all', 'array_every'] as $name) {
    echo $name, ': ', (new ReflectionFunction($name))->getExtensionName(), "\n";
}
var_dump(extension_loaded('iterpred'));

$even = fn(int $v, int|string $k) => $v % 2 === 0;
var_dump(array_any([1, 2, 3], $even), array_all([2, 4], $even));

// The engine's own take arrays only; the extension's array_every() also takes Traversables.
try {
    array_any(new ArrayIterator([2]), $even);
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(array_every(new ArrayIterator([2, 4]), $even));
var_dump(array_every((fn() => yield 'k' => 3)(), fn($v, $k) => $k === 'k' && $v === 3));
?>
--EXPECT--
array_any: standard
array_all: standard
array_every: iterpred
bool(true)
bool(true)
bool(true)
TypeError: array_any(): Argument #1 ($array) must be of type array, ArrayIterator given
bool(true)
bool(true)
