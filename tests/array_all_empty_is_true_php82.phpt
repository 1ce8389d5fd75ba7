--TEST--
array_all() on an empty array, generator, ArrayIterator or IteratorAggregate is true, and the callback is never called
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
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
    echo str_pad($label, 18), json_encode([array_all($make(), $never), array_all($make(), $never_false)]), "\n";
}
?>
--EXPECT--
array             [true,true]
generator         [true,true]
ArrayIterator     [true,true]
IteratorAggregate [true,true]
