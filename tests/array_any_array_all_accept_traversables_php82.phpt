--TEST--
array_any()/array_all() (extension's, PHP < 8.4) accept generators, ArrayIterator, ArrayObject and IteratorAggregate
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
class Agg implements IteratorAggregate {
    public function __construct(private array $xs) {}
    public function getIterator(): Iterator { return new ArrayIterator($this->xs); }
}
function gen(array $xs) { yield from $xs; }
$even = fn($v, $k) => $v % 2 === 0;
foreach (['array_any', 'array_all'] as $f) {
    foreach ([[1, 3, 5], [1, 2, 3], [2, 4]] as $xs) {
        echo str_pad($f, 10), json_encode([
            $f($xs, $even),
            $f(gen($xs), $even),
            $f(new ArrayIterator($xs), $even),
            $f(new ArrayObject($xs), $even),
            $f(new Agg($xs), $even),
        ]), "\n";
    }
}
?>
--EXPECT--
array_any [false,false,false,false,false]
array_any [true,true,true,true,true]
array_any [true,true,true,true,true]
array_all [false,false,false,false,false]
array_all [false,false,false,false,false]
array_all [true,true,true,true,true]
