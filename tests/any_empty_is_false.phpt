--TEST--
any() on an empty array, generator, ArrayIterator or IteratorAggregate is false, and the callback is never called
--EXTENSIONS--
iterpred
--FILE--
<?php
class EmptyAggregate implements IteratorAggregate {
    public function getIterator(): Iterator { return new ArrayIterator([]); }
}
$empties = [
    'array' => fn() => [],
    'generator' => fn() => (function () { return; yield; })(),
    'ArrayIterator' => fn() => new ArrayIterator([]),
    'IteratorAggregate' => fn() => new EmptyAggregate,
];
$never = function () { echo "callback called!\n"; return true; };
$never_false = function () { echo "callback called!\n"; return false; };
foreach ($empties as $label => $make) {
    echo str_pad($label, 18), json_encode([
        any($make()),
        any($make(), null, ARRAY_FILTER_USE_KEY),
        any($make(), $never),
        any($make(), $never_false),
        any($make(), $never, ARRAY_FILTER_USE_KEY),
        any($make(), $never, ARRAY_FILTER_USE_BOTH),
    ]), "\n";
}
?>
--EXPECT--
array             [false,false,false,false,false,false]
generator         [false,false,false,false,false,false]
ArrayIterator     [false,false,false,false,false,false]
IteratorAggregate [false,false,false,false,false,false]
