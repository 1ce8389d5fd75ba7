--TEST--
ARRAY_FILTER_USE_BOTH passes two arguments: a strict one-argument internal function rejects them (proving mode 0 passes one)
--EXTENSIONS--
iterpred
--FILE--
<?php
foreach (['any', 'all', 'none'] as $f) {
    try {
        var_dump($f(['a'], 'is_int', ARRAY_FILTER_USE_BOTH));
    } catch (Throwable $e) {
        echo "$f: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
    // The same function with the default mode and with ARRAY_FILTER_USE_KEY gets one argument.
    var_dump($f(['a'], 'is_int'));
    var_dump($f(['a'], 'is_int', ARRAY_FILTER_USE_KEY));
}
// array_filter() behaves the same way.
try {
    array_filter(['a'], 'is_int', ARRAY_FILTER_USE_BOTH);
} catch (Throwable $e) {
    echo "array_filter: ", get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
any: ArgumentCountError: is_int() expects exactly 1 argument, 2 given
bool(false)
bool(true)
all: ArgumentCountError: is_int() expects exactly 1 argument, 2 given
bool(false)
bool(true)
none: ArgumentCountError: is_int() expects exactly 1 argument, 2 given
bool(true)
bool(false)
array_filter: ArgumentCountError: is_int() expects exactly 1 argument, 2 given
