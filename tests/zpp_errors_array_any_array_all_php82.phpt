--TEST--
array_any()/array_all() (extension's, PHP < 8.4): wrong argument counts and types raise the standard error texts
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
function check(callable $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
foreach (["array_any", "array_all"] as $f) {
    echo "--- $f\n";
    check(fn() => $f());
    check(fn() => $f([1]));
    check(fn() => $f([1], 'is_int', 0));
    check(fn() => $f(1, 'is_int'));
    check(fn() => $f('abc', 'is_int'));
    check(fn() => $f(new stdClass, 'is_int'));
    check(fn() => $f(null, 'is_int'));
    check(fn() => $f([], null));
    check(fn() => $f([], 'nope'));
    check(fn() => $f([], [1, 2]));
    check(fn() => $f([], new stdClass));
    check(fn() => $f([], 'stdClass::nonexistent'));
}
?>
--EXPECT--
--- array_any
ArgumentCountError: array_any() expects exactly 2 arguments, 0 given
ArgumentCountError: array_any() expects exactly 2 arguments, 1 given
ArgumentCountError: array_any() expects exactly 2 arguments, 3 given
TypeError: array_any(): Argument #1 ($array) must be of type Traversable|array, int given
TypeError: array_any(): Argument #1 ($array) must be of type Traversable|array, string given
TypeError: array_any(): Argument #1 ($array) must be of type Traversable|array, stdClass given
TypeError: array_any(): Argument #1 ($array) must be of type Traversable|array, null given
TypeError: array_any(): Argument #2 ($callback) must be a valid callback, no array or string given
TypeError: array_any(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
TypeError: array_any(): Argument #2 ($callback) must be a valid callback, first array member is not a valid class name or object
TypeError: array_any(): Argument #2 ($callback) must be a valid callback, no array or string given
TypeError: array_any(): Argument #2 ($callback) must be a valid callback, class stdClass does not have a method "nonexistent"
--- array_all
ArgumentCountError: array_all() expects exactly 2 arguments, 0 given
ArgumentCountError: array_all() expects exactly 2 arguments, 1 given
ArgumentCountError: array_all() expects exactly 2 arguments, 3 given
TypeError: array_all(): Argument #1 ($array) must be of type Traversable|array, int given
TypeError: array_all(): Argument #1 ($array) must be of type Traversable|array, string given
TypeError: array_all(): Argument #1 ($array) must be of type Traversable|array, stdClass given
TypeError: array_all(): Argument #1 ($array) must be of type Traversable|array, null given
TypeError: array_all(): Argument #2 ($callback) must be a valid callback, no array or string given
TypeError: array_all(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
TypeError: array_all(): Argument #2 ($callback) must be a valid callback, first array member is not a valid class name or object
TypeError: array_all(): Argument #2 ($callback) must be a valid callback, no array or string given
TypeError: array_all(): Argument #2 ($callback) must be a valid callback, class stdClass does not have a method "nonexistent"
