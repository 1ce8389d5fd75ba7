--TEST--
A closure that reads the value alone, walked over an iterator with keys (array_every(), Iterpred\array_any(), ARRAY_FILTER_USE_BOTH): the key of a generator or an ArrayIterator is read for the elements the real call gets, and that call gets the right key; a key() of PHP code still runs for each element, as foreach runs it
--EXTENSIONS--
iterpred
--FILE--
<?php
set_error_handler(function ($no, $msg) {
    // The closure's frame: the arguments of the real call (or the loop's, compared with it).
    $frame = debug_backtrace()[1];
    echo $msg, $frame['function'] === 'loop_every' ? ' (foreach)' : '; the call got key ' . var_export($frame['args'][1], true), "\n";
    return true;
});
$o = new stdClass;
$values = ['a' => 1, 'b' => 2, 'c' => $o, 7 => 3, 'd' => $o, 'e' => -1, 'f' => 5];
$gen = function () use ($values) { yield from $values; };

function loop_every(iterable $xs): bool
{
    foreach ($xs as $k => $v) {
        if (!($v > 0)) {
            return false;
        }
    }
    return true;
}

echo "generator\n";
var_dump(array_every($gen(), fn($v, $k) => $v > 0), loop_every($gen()));
echo "ArrayIterator\n";
var_dump(array_every(new ArrayIterator($values), fn($v, $k) => $v > 0), loop_every(new ArrayIterator($values)));
echo "ArrayObject\n";
var_dump(Iterpred\array_any(new ArrayObject($values), fn($v, $k) => $v < 0));
echo "ARRAY_FILTER_USE_BOTH\n";
var_dump(none(new ArrayIterator($values), fn($v, $k) => $v > 4, ARRAY_FILTER_USE_BOTH));

class KeyedIterator extends ArrayIterator
{
    public function key(): string|int|null
    {
        $k = parent::key();
        echo "key() $k\n";
        return $k;
    }
}
echo "ArrayIterator subclass with its own key()\n";
var_dump(array_every(new KeyedIterator(['x' => 1, 'y' => 0, 'z' => 2]), fn($v, $k) => $v > 0));
echo "the same, foreach\n";
var_dump(loop_every(new KeyedIterator(['x' => 1, 'y' => 0, 'z' => 2])));
--EXPECT--
generator
Object of class stdClass could not be converted to int; the call got key 'c'
Object of class stdClass could not be converted to int; the call got key 'd'
Object of class stdClass could not be converted to int (foreach)
Object of class stdClass could not be converted to int (foreach)
bool(false)
bool(false)
ArrayIterator
Object of class stdClass could not be converted to int; the call got key 'c'
Object of class stdClass could not be converted to int; the call got key 'd'
Object of class stdClass could not be converted to int (foreach)
Object of class stdClass could not be converted to int (foreach)
bool(false)
bool(false)
ArrayObject
Object of class stdClass could not be converted to int; the call got key 'c'
Object of class stdClass could not be converted to int; the call got key 'd'
bool(true)
ARRAY_FILTER_USE_BOTH
Object of class stdClass could not be converted to int; the call got key 'c'
Object of class stdClass could not be converted to int; the call got key 'd'
bool(false)
ArrayIterator subclass with its own key()
key() x
key() y
bool(false)
the same, foreach
key() x
key() y
bool(false)
