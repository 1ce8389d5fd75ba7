--TEST--
Named arguments array: and callback: for array_any()/array_all() (extension's, PHP < 8.4), as PHP 8.4 names them
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
var_dump(array_any(callback: fn($v, $k) => $k === 'b', array: ['a' => 1, 'b' => 2]));
var_dump(array_all(callback: fn($v, $k) => $v > 1, array: ['a' => 1, 'b' => 2]));
try {
    array_any([1], fn() => true, foo: 1);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
bool(false)
Error: Unknown named parameter $foo
