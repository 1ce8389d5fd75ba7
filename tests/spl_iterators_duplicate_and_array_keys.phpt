--TEST--
SPL iterators with duplicate keys (RecursiveIteratorIterator, AppendIterator, InfiniteIterator) and array keys (MultipleIterator): keys passed as foreach gives them
--EXTENSIONS--
iterpred
--FILE--
<?php
/* SPL iterators with duplicate keys, and with array keys (MultipleIterator): passed as foreach gives them. */
function describe(mixed $x): string
{
    if (is_object($x)) {
        return get_class($x) . json_encode(get_object_vars($x));
    }
    if (is_array($x)) {
        return '[' . implode(',', array_map(fn($k, $v) => describe($k) . ':' . describe($v), array_keys($x), $x)) . ']';
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

$multi = function () {
    $m = new MultipleIterator(MultipleIterator::MIT_KEYS_ASSOC);
    $m->attachIterator(new ArrayIterator(['a' => 1, 'b' => 2]), 'left');
    $m->attachIterator(new ArrayIterator(['x' => 3, 'y' => 4]), 'right');
    return $m;
};
$append = function () {
    $it = new AppendIterator();
    $it->append(new ArrayIterator(['first', 'second']));
    $it->append(new ArrayIterator(['third', 'fourth']));
    return $it;
};

$make = [
    'RecursiveIteratorIterator' => fn() => new RecursiveIteratorIterator(new RecursiveArrayIterator([[1, 2], ['k' => 3, 4]])),
    'RecursiveIteratorIterator SELF_FIRST' => fn() => new RecursiveIteratorIterator(new RecursiveArrayIterator([[1], [2]]), RecursiveIteratorIterator::SELF_FIRST),
    'AppendIterator' => $append,
    'InfiniteIterator in LimitIterator' => fn() => new LimitIterator(new InfiniteIterator(new ArrayIterator(['x', 'y'])), 0, 5),
    'MultipleIterator' => $multi,
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

/* The keys are the duplicated ones foreach sees, not positions. */
var_dump(any($append(), fn($k) => $k === 2, ARRAY_FILTER_USE_KEY));
var_dump(all($append(), fn($v, $k) => $k < 2, ARRAY_FILTER_USE_BOTH));
var_dump(any($multi(), fn($k) => $k === ['left' => 'b', 'right' => 'y'], ARRAY_FILTER_USE_KEY));
var_dump(any(new InfiniteIterator(new ArrayIterator([0, 0, 'z'])), null, ARRAY_FILTER_USE_KEY)); /* key 1 decides */
var_dump(any(new InfiniteIterator(new ArrayIterator([0, 0, 'z']))));                             /* 'z' decides */
--EXPECT--
RecursiveIteratorIterator: 0 => 1, 1 => 2, "k" => 3, 0 => 4
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
RecursiveIteratorIterator SELF_FIRST: 0 => [0:1], 0 => 1, 1 => [0:2], 0 => 2
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
AppendIterator: 0 => "first", 1 => "second", 0 => "third", 1 => "fourth"
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
InfiniteIterator in LimitIterator: 0 => "x", 1 => "y", 0 => "x", 1 => "y", 0 => "x"
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
MultipleIterator: ["left":"a","right":"x"] => ["left":1,"right":3], ["left":"b","right":"y"] => ["left":2,"right":4]
  same as foreach in mode 0, USE_KEY, USE_BOTH: true true true
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
