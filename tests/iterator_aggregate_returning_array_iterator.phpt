--TEST--
IteratorAggregate returning an ArrayIterator: same keys and values as foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* getIterator() returning an ArrayIterator: the keys and values of foreach, stops at the deciding element. */
class Bag implements IteratorAggregate
{
    public function __construct(private array $items) {}
    public function getIterator(): Traversable
    {
        echo "getIterator\n";
        return new ArrayIterator($this->items);
    }
}

$bag = new Bag(['x' => 0, 7 => 'seven', 'y' => '', 'z' => 'zed']);
$seen = [];
$log = function (...$args) use (&$seen) { $seen[] = json_encode($args); return false; };

var_dump(any($bag, $log, ARRAY_FILTER_USE_BOTH));
echo implode(' ', $seen), "\n";
$seen = [];
foreach ($bag as $k => $v) { $log($v, $k); }
echo implode(' ', $seen), "\n";

$seen = [];
var_dump(none($bag, $log, ARRAY_FILTER_USE_KEY), implode(' ', $seen));
$seen = [];
var_dump(array_every($bag, $log), implode(' ', $seen));

var_dump(any($bag));                                      /* 'seven' */
var_dump(all($bag, null, ARRAY_FILTER_USE_KEY));          /* all keys truthy */
var_dump(all($bag, fn($v, $k) => $k !== 'y', ARRAY_FILTER_USE_BOTH));
var_dump(none($bag, fn($v) => $v === 'zed'));
--EXPECT--
getIterator
bool(false)
[0,"x"] ["seven",7] ["","y"] ["zed","z"]
getIterator
[0,"x"] ["seven",7] ["","y"] ["zed","z"]
getIterator
bool(true)
string(21) "["x"] [7] ["y"] ["z"]"
getIterator
bool(false)
string(7) "[0,"x"]"
getIterator
bool(true)
getIterator
bool(true)
getIterator
bool(false)
getIterator
bool(false)
