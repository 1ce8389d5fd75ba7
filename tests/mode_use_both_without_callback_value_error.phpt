--TEST--
ARRAY_FILTER_USE_BOTH without a callback (null or omitted) is a ValueError naming argument #3
--EXTENSIONS--
iterpred
--FILE--
<?php
foreach (['any', 'all', 'none'] as $f) {
    foreach ([[1], [], new ArrayIterator([1])] as $iterable) {
        try {
            var_dump($f($iterable, null, ARRAY_FILTER_USE_BOTH));
        } catch (Throwable $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
    try {
        var_dump($f([1], mode: ARRAY_FILTER_USE_BOTH));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
ValueError: any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
ValueError: none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
