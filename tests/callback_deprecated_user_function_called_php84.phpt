--TEST--
A user function, method or closure marked #[\Deprecated] (PHP 8.4+) is called for each element, though its body is one expression the walk could evaluate: the same answers and deprecations as foreach calling it
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip #[\Deprecated] is PHP 8.4+ (the 8.4, 8.5 and 8.6 legs run this)'); ?>
--FILE--
<?php
namespace N;

#[\Deprecated]
function positive($v) { return $v > 0; }

class Row
{
    #[\Deprecated(since: '2.0')]
    public function over($v) { return $v > 1; }

    #[\Deprecated]
    public static function under($v) { return $v < 1; }
}

function answer(callable $run): string
{
    $seen = [];
    set_error_handler(function (int $no, string $message) use (&$seen) { $seen[] = $message; return true; });
    try {
        return json_encode($run()) . ($seen ? ' ' . implode(' | ', $seen) : '');
    } finally {
        restore_error_handler();
    }
}

function loop_all(iterable $xs, callable $f): bool
{
    foreach ($xs as $v) {
        if (!$f($v)) {
            return false;
        }
    }
    return true;
}

function gen(array $xs) { yield from $xs; }

$callbacks = [
    "'N\\positive'" => fn() => 'N\positive',
    'positive(...)' => fn() => positive(...),
    '[$row, "over"]' => fn() => [new Row(), 'over'],
    '"N\\Row::under"' => fn() => 'N\Row::under',
    '#[\Deprecated] fn' => fn() => #[\Deprecated] fn($v) => $v !== 3,
];
$inputs = [
    'packed' => fn() => [5, 4, 3, 0],
    'ArrayIterator' => fn() => new \ArrayIterator([5, 4, 3, 0]),
    'generator' => fn() => gen([5, 4, 3, 0]),
];
foreach ($callbacks as $label => $make) {
    foreach ($inputs as $kind => $input) {
        $a = answer(fn() => \all($input(), $make()));
        $b = answer(fn() => loop_all($input(), $make()));
        echo "$label, $kind: ", $a === $b ? 'same as foreach' : "DIFFERS: $a | foreach: $b", "\n";
    }
}
echo answer(fn() => \all([5, 4], 'N\positive')), "\n";
?>
--EXPECT--
'N\positive', packed: same as foreach
'N\positive', ArrayIterator: same as foreach
'N\positive', generator: same as foreach
positive(...), packed: same as foreach
positive(...), ArrayIterator: same as foreach
positive(...), generator: same as foreach
[$row, "over"], packed: same as foreach
[$row, "over"], ArrayIterator: same as foreach
[$row, "over"], generator: same as foreach
"N\Row::under", packed: same as foreach
"N\Row::under", ArrayIterator: same as foreach
"N\Row::under", generator: same as foreach
#[\Deprecated] fn, packed: same as foreach
#[\Deprecated] fn, ArrayIterator: same as foreach
#[\Deprecated] fn, generator: same as foreach
true Function N\positive() is deprecated | Function N\positive() is deprecated
