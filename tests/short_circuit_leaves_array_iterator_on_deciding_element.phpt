--TEST--
Stopping early leaves an ArrayIterator on the deciding element, as a foreach with break does
--EXTENSIONS--
iterpred
--FILE--
<?php
$ai = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
foreach ($ai as $v) {
    if ($v === 3) {
        break;
    }
}
echo 'foreach:     ', $ai->key(), "\n";

$ai = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
var_dump(any($ai, fn($v) => $v === 3));
echo 'any:         ', $ai->key(), "\n";

$ai = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
var_dump(all($ai, fn($v) => $v < 2));
echo 'all:         ', $ai->key(), "\n";

$ai = new ArrayIterator(['a' => 1, 'b' => 0, 'c' => 3]);
var_dump(all($ai));
echo 'all (no cb): ', $ai->key(), "\n";

$ai = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
var_dump(none($ai, fn($v) => $v === 4));
echo 'none:        ', $ai->key(), "\n";

$ai = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
var_dump(array_every($ai, fn($v, $k) => $k !== 'c'));
echo 'array_every: ', $ai->key(), "\n";

// No element decides: the iterator is walked to its end.
$ai = new ArrayIterator(['a' => 1, 'b' => 2]);
var_dump(any($ai, fn($v) => false), $ai->valid());
?>
--EXPECT--
foreach:     c
bool(true)
any:         c
bool(false)
all:         b
bool(false)
all (no cb): b
bool(false)
none:        d
bool(false)
array_every: c
bool(false)
bool(false)
