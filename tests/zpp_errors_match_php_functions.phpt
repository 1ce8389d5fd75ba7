--TEST--
Argument error texts are word for word those of PHP's own functions for the same mistake (array_filter, iterator_to_array, iterator_apply)
--EXTENSIONS--
iterpred
--FILE--
<?php
function error_of(callable $call): string {
    try {
        $call();
        return 'no error';
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}
// [our call, PHP's call, PHP's function name, PHP's parameter name, our parameter name]
$cases = [
    [fn() => any(), fn() => array_filter(), 'array_filter', '', ''],
    [fn() => any([], null, 0, 1), fn() => array_filter([], null, 0, 1), 'array_filter', '', ''],
    [fn() => any(1), fn() => iterator_to_array(1), 'iterator_to_array', '$iterator', '$iterable'],
    [fn() => any(new stdClass), fn() => iterator_to_array(new stdClass), 'iterator_to_array', '$iterator', '$iterable'],
    [fn() => any(null), fn() => iterator_to_array(null), 'iterator_to_array', '$iterator', '$iterable'],
    [fn() => any([], 'nope'), fn() => array_filter([], 'nope'), 'array_filter', '', ''],
    [fn() => any([], [1, 2]), fn() => array_filter([], [1, 2]), 'array_filter', '', ''],
    [fn() => any([], new stdClass), fn() => array_filter([], new stdClass), 'array_filter', '', ''],
    [fn() => any([], 'stdClass::nonexistent'), fn() => array_filter([], 'stdClass::nonexistent'), 'array_filter', '', ''],
    [fn() => any([], null, 'abc'), fn() => array_filter([], null, 'abc'), 'array_filter', '', ''],
    [fn() => array_every([], null), fn() => iterator_apply(new ArrayIterator([]), null), 'iterator_apply', '$function', '$callback'],
    [fn() => array_every([], 'nope'), fn() => iterator_apply(new ArrayIterator([]), 'nope'), 'iterator_apply', '$function', '$callback'],
    [fn() => array_every(1, 'is_int'), fn() => iterator_to_array(1), 'iterator_to_array', '$iterator', '$array'],
];
foreach ($cases as [$ours, $php, $php_name, $php_param, $our_param]) {
    $mine = error_of($ours);
    $theirs = error_of($php);
    $our_name = strstr(substr($mine, strpos($mine, ': ') + 2), '(', true);
    $expected = str_replace($php_name . '()', $our_name . '()', $theirs);
    if ($php_param !== '') {
        $expected = str_replace("($php_param)", "($our_param)", $expected);
    }
    echo $mine === $expected ? "same: $mine" : "DIFFERENT:\n  ours: $mine\n  PHP:  $theirs", "\n";
}
?>
--EXPECT--
same: ArgumentCountError: any() expects at least 1 argument, 0 given
same: ArgumentCountError: any() expects at most 3 arguments, 4 given
same: TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, int given
same: TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, stdClass given
same: TypeError: any(): Argument #1 ($iterable) must be of type Traversable|array, null given
same: TypeError: any(): Argument #2 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
same: TypeError: any(): Argument #2 ($callback) must be a valid callback or null, first array member is not a valid class name or object
same: TypeError: any(): Argument #2 ($callback) must be a valid callback or null, no array or string given
same: TypeError: any(): Argument #2 ($callback) must be a valid callback or null, class stdClass does not have a method "nonexistent"
same: TypeError: any(): Argument #3 ($mode) must be of type int, string given
same: TypeError: array_every(): Argument #2 ($callback) must be a valid callback, no array or string given
same: TypeError: array_every(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
same: TypeError: array_every(): Argument #1 ($array) must be of type Traversable|array, int given
