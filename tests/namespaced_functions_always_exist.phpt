--TEST--
Iterpred\any(), all(), none(), array_every(), array_any(), array_all() always exist: the same functions under a name nobody else owns
--EXTENSIONS--
iterpred
--FILE--
<?php
namespace App;

use function Iterpred\{any, all, none, array_every, array_any, array_all};

$gen = function () { yield 'a' => 1; yield 'b' => 0; };
var_dump(any([0, '', 'x']), all([1, 'a', []]), none([0, null]));
var_dump(any([1, 2], fn($v) => $v > 1), all(['k' => 1], fn($k) => is_string($k), ARRAY_FILTER_USE_KEY));
var_dump(array_every($gen(), fn($v, $k) => is_string($k)), array_any(new \ArrayIterator([1, 2]), fn($v, $k) => $k === 1), array_all($gen(), fn($v, $k) => $v === 1));
var_dump(all(iterable: [1, 2], callback: 'is_int'));
foreach (['any', 'all', 'none', 'array_every', 'array_any', 'array_all'] as $name) {
    $fn = 'Iterpred\\' . $name;
    try {
        $fn(5, 'is_int');
    } catch (\TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    any([1], fn($v) => true, 7);
} catch (\ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "the same functions as the global ones:\n";
var_dump(\Iterpred\any([0]) === \any([0]), \Iterpred\all([]) === \all([]));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
TypeError: Iterpred\any(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: Iterpred\all(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: Iterpred\none(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: Iterpred\array_every(): Argument #1 ($array) must be of type Traversable|array, int given
TypeError: Iterpred\array_any(): Argument #1 ($array) must be of type Traversable|array, int given
TypeError: Iterpred\array_all(): Argument #1 ($array) must be of type Traversable|array, int given
ValueError: Iterpred\any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
the same functions as the global ones:
bool(true)
bool(true)
