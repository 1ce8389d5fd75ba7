--TEST--
Named arguments: iterable, callback, mode for any/all/none; array, callback for array_every; unknown names are an Error
--EXTENSIONS--
iterpred
--FILE--
<?php
var_dump(any(iterable: ['a' => 0, 'b' => 0], callback: fn($k) => $k === 'b', mode: ARRAY_FILTER_USE_KEY));
var_dump(all(callback: fn($v) => $v > 0, iterable: [1, 2, 0]));
var_dump(none(mode: ARRAY_FILTER_USE_BOTH, iterable: ['x' => 'x'], callback: fn($v, $k) => $v === $k));
// Skipping the optional callback: key truthiness.
var_dump(any([0, 1], mode: ARRAY_FILTER_USE_KEY));
var_dump(any([0 => 1], mode: ARRAY_FILTER_USE_KEY));
var_dump(all(['a' => 0], mode: ARRAY_FILTER_USE_KEY));
var_dump(any(iterable: [0, 'x']));
var_dump(array_every(callback: fn($v, $k) => $v === $k * 2, array: [0, 2, 4]));
var_dump(array_every(array: new ArrayIterator([0, 2, 5]), callback: fn($v, $k) => $v === $k * 2));

foreach ([
    fn() => any([1], foo: 1),
    fn() => all(iterable: [1], foo: 1),
    fn() => array_every([1], fn() => true, foo: 1),
    fn() => any(callback: 'is_int'),
    fn() => array_every(callback: 'is_int'),
    fn() => none([1], iterable: [2]),
] as $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
Error: Unknown named parameter $foo
Error: Unknown named parameter $foo
Error: Unknown named parameter $foo
ArgumentCountError: any(): Argument #1 ($iterable) not passed
ArgumentCountError: array_every(): Argument #1 ($array) not passed
Error: Named parameter $iterable overwrites previous argument
