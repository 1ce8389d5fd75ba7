--TEST--
Valid calls emit no warning, notice or deprecation of the extension's own, on every path and with every mode
--EXTENSIONS--
iterpred
--INI--
error_reporting=-1
--FILE--
<?php
$diagnostics = [];
set_error_handler(function (int $errno, string $message) use (&$diagnostics) {
    $diagnostics[] = "$errno: $message";
    return true;
});

class Checker
{
    public function test(mixed $x): mixed { return $x; }
}

class Pairs implements IteratorAggregate
{
    public function getIterator(): Iterator
    {
        yield 'a' => 1;
        yield 'b' => 0;
    }
}

$iterables = [
    'packed' => fn() => [0, 1, '', 'x', null, [], [0], 1.5, new stdClass],
    'hash' => fn() => ['a' => 0, 'b' => 'x', 7 => null],
    'generator' => fn() => (function () { yield null => 1; yield 1.5 => 0; yield new stdClass => 'x'; })(),
    'aggregate' => fn() => new Pairs,
    'ArrayObject' => fn() => new ArrayObject([3, 0]),
    'empty' => fn() => [],
];
$callbacks = [
    'none' => null,
    'closure' => fn($x = null, $y = null) => $x,
    'internal' => 'is_scalar',
    'method' => [new Checker, 'test'],
];
$calls = 0;
foreach ($iterables as $make) {
    foreach ($callbacks as $cbName => $callback) {
        foreach ([0, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH] as $mode) {
            if ($mode === ARRAY_FILTER_USE_BOTH && ($callback === null || $cbName !== 'closure')) {
                continue; // no callback is a ValueError; one-argument functions get two
            }
            foreach (['any', 'all', 'none'] as $f) {
                $f($make(), $callback, $mode);
                $calls++;
            }
        }
    }
    foreach (['array_every', 'array_any', 'array_all'] as $f) {
        $iterable = $make();
        if ($f !== 'array_every' && PHP_VERSION_ID >= 80400 && !is_array($iterable)) {
            continue; // the engine's own take arrays only
        }
        $f($iterable, fn($v, $k) => $v);
        $calls++;
    }
}
echo $calls > 120 ? "over 120" : $calls, " valid calls, diagnostics: ", count($diagnostics), "\n";
echo implode("\n", $diagnostics);
?>
--EXPECT--
over 120 valid calls, diagnostics: 0
