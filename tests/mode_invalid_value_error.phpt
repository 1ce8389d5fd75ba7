--TEST--
A $mode other than 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH is a ValueError naming argument #3
--EXTENSIONS--
iterpred
--FILE--
<?php
foreach (['any', 'all', 'none'] as $f) {
    foreach ([3, -1, 4, PHP_INT_MAX, PHP_INT_MIN] as $mode) {
        foreach ([null, fn($v) => true] as $cb) {
            try {
                var_dump($f([1], $cb, $mode));
            } catch (Throwable $e) {
                echo get_class($e), ': ', $e->getMessage(), "\n";
            }
        }
    }
}
?>
--EXPECT--
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
ValueError: none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
