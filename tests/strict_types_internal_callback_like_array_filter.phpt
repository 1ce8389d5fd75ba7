--TEST--
Under declare(strict_types=1), internal-function callbacks coerce like they do from array_filter()/array_map(), unlike a direct call
--EXTENSIONS--
iterpred
--FILE--
<?php
declare(strict_types=1);

// A direct strict call rejects an int for strlen().
try {
    strlen(12);
} catch (TypeError $e) {
    echo 'direct: ', $e->getMessage(), "\n";
}
// Called back by an internal function, the int is coerced to "12".
echo 'array_map:    ', json_encode(array_map('strlen', [12, 0])), "\n";
echo 'array_filter: ', json_encode(array_filter([12, 0], 'strlen')), "\n";
echo 'any:          ', json_encode(any([12, 0], 'strlen')), "\n";
echo 'all:          ', json_encode(all([12, 0], 'strlen')), "\n";
echo 'none:         ', json_encode(none([12, 0], 'strlen')), "\n";
echo 'all (iter):   ', json_encode(all(new ArrayIterator([12, 345]), 'strlen')), "\n";
// An array is not coercible to string: the same TypeError for all of them.
foreach (['array_filter', 'any', 'all', 'none'] as $f) {
    try {
        $f([[1]], 'strlen');
    } catch (TypeError $e) {
        echo "$f: ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
direct: strlen(): Argument #1 ($string) must be of type string, int given
array_map:    [2,1]
array_filter: [12,0]
any:          true
all:          true
none:         false
all (iter):   true
array_filter: strlen(): Argument #1 ($string) must be of type string, array given
any: strlen(): Argument #1 ($string) must be of type string, array given
all: strlen(): Argument #1 ($string) must be of type string, array given
none: strlen(): Argument #1 ($string) must be of type string, array given
