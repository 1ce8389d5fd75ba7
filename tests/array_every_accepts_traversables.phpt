--TEST--
array_every() accepts generators, ArrayIterator, ArrayObject and IteratorAggregate, not only arrays
--EXTENSIONS--
iterpred
--FILE--
<?php
class Agg implements IteratorAggregate {
    public function __construct(private array $xs) {}
    public function getIterator(): Iterator { return new ArrayIterator($this->xs); }
}
function gen(array $xs) { yield from $xs; }
$even = fn($v, $k) => $v % 2 === 0;
foreach ([[2, 4, 6], [2, 3, 4]] as $xs) {
    echo json_encode([
        array_every($xs, $even),
        array_every(gen($xs), $even),
        array_every(new ArrayIterator($xs), $even),
        array_every(new ArrayObject($xs), $even),
        array_every(new Agg($xs), $even),
    ]), "\n";
}
?>
--EXPECT--
[true,true,true,true,true]
[false,false,false,false,false]
