--TEST--
Wrong argument counts and types raise the engine's standard ArgumentCountError/TypeError texts
--EXTENSIONS--
iterpred
--FILE--
<?php
function check(callable $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
foreach (['any', 'all', 'none'] as $f) {
    echo "--- $f\n";
    check(fn() => $f());
    check(fn() => $f([], null, 0, 1));
    check(fn() => $f(1));
    check(fn() => $f('abc'));
    check(fn() => $f(new stdClass));
    check(fn() => $f(null));
    check(fn() => $f([], 'nope'));
    check(fn() => $f([], [1, 2]));
    check(fn() => $f([], new stdClass));
    check(fn() => $f([], 'stdClass::nonexistent'));
    check(fn() => $f([], 'NoSuchClass::method'));
    check(fn() => $f([], null, 'abc'));
    check(fn() => $f([], null, []));
}
echo "--- array_every\n";
check(fn() => array_every());
check(fn() => array_every([1]));
check(fn() => array_every([1], 'is_int', 0));
check(fn() => array_every(1, 'is_int'));
check(fn() => array_every('abc', 'is_int'));
check(fn() => array_every(new stdClass, 'is_int'));
check(fn() => array_every(null, 'is_int'));
check(fn() => array_every([], null));
check(fn() => array_every([], 'nope'));
check(fn() => array_every([], [1, 2]));
check(fn() => array_every([], new stdClass));
check(fn() => array_every([], 'stdClass::nonexistent'));
?>
--EXPECT--
--- any
ArgumentCountError: any() expects at least 1 argument, 0 given
ArgumentCountError: any() expects at most 3 arguments, 4 given
TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, string given
TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, stdClass given
TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, null given
TypeError: any(): Argument #2 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
TypeError: any(): Argument #2 ($callback) must be a valid callback or null, first array member is not a valid class name or object
TypeError: any(): Argument #2 ($callback) must be a valid callback or null, no array or string given
TypeError: any(): Argument #2 ($callback) must be a valid callback or null, class stdClass does not have a method "nonexistent"
TypeError: any(): Argument #2 ($callback) must be a valid callback or null, class "NoSuchClass" not found
TypeError: any(): Argument #3 ($mode) must be of type int, string given
TypeError: any(): Argument #3 ($mode) must be of type int, array given
--- all
ArgumentCountError: all() expects at least 1 argument, 0 given
ArgumentCountError: all() expects at most 3 arguments, 4 given
TypeError: all(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: all(): Argument #1 ($iterable) must be of type Traversable|array, string given
TypeError: all(): Argument #1 ($iterable) must be of type Traversable|array, stdClass given
TypeError: all(): Argument #1 ($iterable) must be of type Traversable|array, null given
TypeError: all(): Argument #2 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
TypeError: all(): Argument #2 ($callback) must be a valid callback or null, first array member is not a valid class name or object
TypeError: all(): Argument #2 ($callback) must be a valid callback or null, no array or string given
TypeError: all(): Argument #2 ($callback) must be a valid callback or null, class stdClass does not have a method "nonexistent"
TypeError: all(): Argument #2 ($callback) must be a valid callback or null, class "NoSuchClass" not found
TypeError: all(): Argument #3 ($mode) must be of type int, string given
TypeError: all(): Argument #3 ($mode) must be of type int, array given
--- none
ArgumentCountError: none() expects at least 1 argument, 0 given
ArgumentCountError: none() expects at most 3 arguments, 4 given
TypeError: none(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: none(): Argument #1 ($iterable) must be of type Traversable|array, string given
TypeError: none(): Argument #1 ($iterable) must be of type Traversable|array, stdClass given
TypeError: none(): Argument #1 ($iterable) must be of type Traversable|array, null given
TypeError: none(): Argument #2 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
TypeError: none(): Argument #2 ($callback) must be a valid callback or null, first array member is not a valid class name or object
TypeError: none(): Argument #2 ($callback) must be a valid callback or null, no array or string given
TypeError: none(): Argument #2 ($callback) must be a valid callback or null, class stdClass does not have a method "nonexistent"
TypeError: none(): Argument #2 ($callback) must be a valid callback or null, class "NoSuchClass" not found
TypeError: none(): Argument #3 ($mode) must be of type int, string given
TypeError: none(): Argument #3 ($mode) must be of type int, array given
--- array_every
ArgumentCountError: array_every() expects exactly 2 arguments, 0 given
ArgumentCountError: array_every() expects exactly 2 arguments, 1 given
ArgumentCountError: array_every() expects exactly 2 arguments, 3 given
TypeError: array_every(): Argument #1 ($array) must be of type Traversable|array, int given
TypeError: array_every(): Argument #1 ($array) must be of type Traversable|array, string given
TypeError: array_every(): Argument #1 ($array) must be of type Traversable|array, stdClass given
TypeError: array_every(): Argument #1 ($array) must be of type Traversable|array, null given
TypeError: array_every(): Argument #2 ($callback) must be a valid callback, no array or string given
TypeError: array_every(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
TypeError: array_every(): Argument #2 ($callback) must be a valid callback, first array member is not a valid class name or object
TypeError: array_every(): Argument #2 ($callback) must be a valid callback, no array or string given
TypeError: array_every(): Argument #2 ($callback) must be a valid callback, class stdClass does not have a method "nonexistent"
