--TEST--
Keys at the edges of a 32-bit and a 64-bit zend_long (numeric strings that become int keys on one build and stay strings on the other, PHP_INT_MAX, PHP_INT_MIN): passed to the callback and tested exactly as foreach sees them, on every kind of iterable
--DESCRIPTION--
'2147483648' is an int key where zend_long has 64 bits and a string key where it has 32 (i386); the
walks must hand over whatever foreach hands over, and the engine type predicates and truthiness on keys
must answer as the call on it does. The expectations hold on every architecture: each walk is compared
with the loop over the same input.
--EXTENSIONS--
iterpred
--FILE--
<?php
$keys = ['0', '-0', '00', '1', '-1', '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967295',
    '4294967296', '9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809',
    PHP_INT_MAX, PHP_INT_MIN, PHP_INT_MAX - 1, PHP_INT_MIN + 1, ' 1', '1 ', 'x', ''];
$a = [];
foreach ($keys as $i => $k) {
    $a[$k] = $i;
}
function gen(array $xs) { foreach ($xs as $k => $v) yield $k => $v; }
$kinds = [
    'array' => fn() => $a,
    'ArrayIterator' => fn() => new ArrayIterator($a),
    'generator' => fn() => gen($a),
];

$seen = [];
foreach ($a as $k => $v) {
    $seen[] = [$k, $v];
}
$differ = 0;
foreach ($kinds as $kind => $make) {
    $got = [];
    any($make(), function ($k) use (&$got) { $got[] = $k; return false; }, ARRAY_FILTER_USE_KEY);
    if ($got !== array_column($seen, 0)) {
        $differ++;
        echo "DIFFERS: $kind, USE_KEY: ", var_export($got, true), "\n";
    }
    $got = [];
    all($make(), function ($v, $k) use (&$got) { $got[] = [$k, $v]; return true; }, ARRAY_FILTER_USE_BOTH);
    if ($got !== $seen) {
        $differ++;
        echo "DIFFERS: $kind, USE_BOTH: ", var_export($got, true), "\n";
    }
    /* Each question over the keys, by the engine's predicates (answered without a call) and by truthiness. */
    foreach (['is_int', 'is_string', 'is_numeric', 'is_scalar', 'boolval', null] as $f) {
        foreach (array_keys($seen) as $from) {
            /* From each position on: the walk meets every kind of key first. */
            $part = array_slice($a, $from, null, true);
            $expected = [];
            foreach (['any', 'all', 'none'] as $q) {
                $holds = array_map(fn($k) => (bool) ($f === null ? $k : $f($k)), array_keys($part));
                $expected[$q] = match ($q) {
                    'any' => in_array(true, $holds, true),
                    'all' => !in_array(false, $holds, true),
                    'none' => !in_array(true, $holds, true),
                };
                $input = match ($kind) { 'array' => $part, 'ArrayIterator' => new ArrayIterator($part), 'generator' => gen($part) };
                $answer = $q($input, $f, ARRAY_FILTER_USE_KEY);
                if ($answer !== $expected[$q]) {
                    $differ++;
                    echo "DIFFERS: $q over the keys of $kind from $from with ", $f ?? 'no callback', ": ", var_export($answer, true), "\n";
                }
            }
        }
    }
}
/* Some of them are the same key (PHP_INT_MAX and its digits): how many depends on the build. */
echo count($seen) >= 19 ? "int and string keys\n" : "only " . count($seen) . " keys\n";
echo $differ === 0 ? "every walk as foreach\n" : "$differ differences\n";
?>
--EXPECT--
int and string keys
every walk as foreach
