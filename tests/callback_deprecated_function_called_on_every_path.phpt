--TEST--
A deprecated internal function (utf8_encode(); on PHP 8.6 also is_long(), is_integer(), is_double(), doubleval()) is called for each element on every path: by name, first-class callable, Closure::fromCallable(), inside an arrow function, each mode, each iterable kind: the same answers and deprecations as foreach calling it
--DESCRIPTION--
A function the engine flags ZEND_ACC_DEPRECATED raises its deprecation at each call. Where the engine has
no such function of a kind (no deprecated type predicate before 8.6), the comparison still runs: both
sides then raise none.
--EXTENSIONS--
iterpred
--FILE--
<?php
namespace N;

/* The answer, or what it threw, and the diagnostics raised while it was made. */
function answer(callable $run): string
{
    $seen = [];
    set_error_handler(function (int $no, string $message) use (&$seen) { $seen[] = $message; return true; });
    try {
        try {
            $result = json_encode($run());
        } catch (\Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        return $result . ($seen ? ' ' . implode(' | ', $seen) : '');
    } finally {
        restore_error_handler();
    }
}

/* any() as foreach calling the callback: ARRAY_FILTER_USE_KEY passes the key, USE_BOTH both. */
function loop_any(iterable $xs, callable $f, int $mode): bool
{
    foreach ($xs as $k => $v) {
        $r = match ($mode) { 0 => $f($v), ARRAY_FILTER_USE_KEY => $f($k), ARRAY_FILTER_USE_BOTH => $f($v, $k) };
        if ($r) {
            return true;
        }
    }
    return false;
}

function gen(array $xs) { yield from $xs; }

$inputs = [
    'packed' => fn() => [0, 'a', 1.5, null],
    'hash' => fn() => ['x' => 0, 'y' => 'a', 'z' => 1.5],
    'ArrayIterator' => fn() => new \ArrayIterator([0, 'a', 1.5]),
    'generator' => fn() => gen([0, 'a', 1.5]),
];
$callbacks = [];
foreach (['utf8_encode', 'is_long', 'is_integer', 'is_double', 'doubleval'] as $name) {
    if (!function_exists($name)) {
        continue;
    }
    $callbacks["'$name'"] = fn() => $name;
    $callbacks["Closure::fromCallable('$name')"] = fn() => \Closure::fromCallable($name);
}
$callbacks['is_long(...)'] = fn() => is_long(...);
$callbacks['utf8_encode(...)'] = fn() => utf8_encode(...);
$callbacks['fn($v) => is_long($v)'] = fn() => fn($v) => is_long($v);
$callbacks['fn($v) => \is_double($v)'] = fn() => fn($v) => \is_double($v);
$callbacks['fn($v) => doubleval($v) > 1'] = fn() => fn($v) => doubleval($v) > 1;
$callbacks['fn($v) => utf8_encode((string) $v) === "a"'] = fn() => fn($v) => utf8_encode((string) $v) === 'a';

$differs = 0;
foreach ($callbacks as $label => $make) {
    foreach ($inputs as $kind => $input) {
        foreach ([0, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH] as $mode) {
            $walks = [
                'any' => [fn() => \any($input(), $make(), $mode), fn() => loop_any($input(), $make(), $mode)],
                'none' => [fn() => \none($input(), $make(), $mode), fn() => !loop_any($input(), $make(), $mode)],
            ];
            foreach ($walks as $walk => [$ours, $loop]) {
                $a = answer($ours);
                $b = answer($loop);
                if ($a !== $b) {
                    $differs++;
                    echo "$label, $kind, mode $mode, $walk: $a | foreach: $b\n";
                }
            }
        }
    }
}
echo "utf8_encode deprecated: ", json_encode(str_contains(answer(fn() => \any(['a'], 'utf8_encode')), 'deprecated')), "\n";
echo "differences: $differs\n";
?>
--EXPECT--
utf8_encode deprecated: true
differences: 0
