--TEST--
SPL iterators: callback gets the values and keys foreach gives, in every mode, and the walk stops
--EXTENSIONS--
iterpred
--FILE--
<?php
/* SPL iterators: the callback gets, in each mode, exactly what foreach gives. */
function describe(mixed $x): string
{
    if (is_object($x)) {
        return get_class($x) . json_encode(get_object_vars($x));
    }
    if (is_array($x)) {
        return '[' . implode(',', array_map('describe', $x)) . ']';
    }
    return json_encode($x);
}

function viaIterpred(iterable $it, int $mode): array
{
    $seen = [];
    any($it, function (...$args) use (&$seen) { $seen[] = implode(' => ', array_map('describe', array_reverse($args))); return false; }, $mode);
    return $seen;
}

function viaForeach(iterable $it, int $mode): array
{
    $seen = [];
    if ($mode === 0) {
        foreach ($it as $v) { $seen[] = describe($v); }
    } else {
        foreach ($it as $k => $v) { $seen[] = $mode === ARRAY_FILTER_USE_KEY ? describe($k) : describe($k) . ' => ' . describe($v); }
    }
    return $seen;
}

class OddOnly extends FilterIterator
{
    public function accept(): bool { return $this->current() % 2 === 1; }
}

function gen() { yield 'a' => 1; yield 'b' => 2; yield 'c' => 3; }

$storage = new SplObjectStorage();
$storage[(object) ['id' => 1]] = 'one';
$storage[(object) ['id' => 2]] = 'two';
$list = new SplDoublyLinkedList();
$list->push('p'); $list->push('q'); $list->push('r');
$stack = new SplStack();
$stack->push(1); $stack->push(2); $stack->push(3);

$make = [
    'ArrayObject' => fn() => new ArrayObject(['a' => 1, 5 => 2, 'c' => 3]),
    'ArrayIterator' => fn() => new ArrayIterator([3 => 'x', 'k' => 'y']),
    'LimitIterator' => fn() => new LimitIterator(new ArrayIterator(range(10, 19)), 2, 3),
    'CallbackFilterIterator' => fn() => new CallbackFilterIterator(new ArrayIterator(range(1, 6)), fn($v) => $v % 3 === 0),
    'FilterIterator subclass' => fn() => new OddOnly(new ArrayIterator([1, 2, 3, 4, 5])),
    'IteratorIterator(generator)' => fn() => new IteratorIterator(gen()),
    'SplObjectStorage' => fn() => $storage,
    'SplFixedArray' => fn() => SplFixedArray::fromArray([7, 8, 9]),
    'SplDoublyLinkedList' => fn() => $list,
    'SplStack' => fn() => $stack,
];
foreach ($make as $label => $f) {
    echo "$label: ", implode(', ', viaIterpred($f(), ARRAY_FILTER_USE_BOTH)), "\n";
    echo '  same as foreach in mode 0, USE_KEY, USE_BOTH:';
    foreach ([0, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH] as $mode) {
        echo ' ', var_export(viaIterpred($f(), $mode) === viaForeach($f(), $mode), true);
    }
    echo "\n";
    /* stops at the second element */
    $n = 0;
    var_dump(any($f(), function () use (&$n) { return ++$n === 2; }) && $n === 2);
}
--EXPECT--
ArrayObject: "a" => 1, 5 => 2, "c" => 3
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
ArrayIterator: 3 => "x", "k" => "y"
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
LimitIterator: 2 => 12, 3 => 13, 4 => 14
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
CallbackFilterIterator: 2 => 3, 5 => 6
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
FilterIterator subclass: 0 => 1, 2 => 3, 4 => 5
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
IteratorIterator(generator): "a" => 1, "b" => 2, "c" => 3
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
SplObjectStorage: 0 => stdClass{"id":1}, 1 => stdClass{"id":2}
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
SplFixedArray: 0 => 7, 1 => 8, 2 => 9
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
SplDoublyLinkedList: 0 => "p", 1 => "q", 2 => "r"
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
SplStack: 2 => 3, 1 => 2, 0 => 1
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
