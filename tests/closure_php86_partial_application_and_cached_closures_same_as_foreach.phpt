--TEST--
PHP 8.6: partial applications (str_contains(?, "\t"), in_array(?, $set, true)), static closures the engine keeps per declaration, and ?? / empty() on a property __isset() materialises: the same answers, diagnostics, exceptions and lifetimes as foreach calling them
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80600) die('skip partial function application is PHP 8.6+ (the 8.6 leg runs this)'); ?>
--FILE--
<?php
namespace N;

/* The answer or the exception (with the functions on its trace), and the diagnostics raised. A
 * TypeError of a user function's parameter names its caller's line when the caller is PHP code
 * (foreach here), not when it is an internal function (any(), array_filter()): that part is left out. */
function answer(callable $run): string
{
    $seen = [];
    set_error_handler(function (int $no, string $message) use (&$seen) { $seen[] = $message; return true; });
    try {
        try {
            $result = json_encode($run());
        } catch (\Throwable $e) {
            $frames = [];
            foreach ($e->getTrace() as $frame) {
                /* Up to the walk: any() or all(), foreach's in loop_any() or loop_all(). */
                $frames[] = $name = str_replace('N\\loop_', '', $frame['function']);
                if ($name === 'any' || $name === 'all') {
                    break;
                }
            }
            $message = preg_replace('/, called in .* on line \d+$/', '', $e->getMessage());
            $result = get_class($e) . ': ' . $message . ' via ' . implode(' < ', $frames);
        }
        return $result . ($seen ? ' ' . implode(' | ', $seen) : '');
    } finally {
        restore_error_handler();
    }
}

function loop_any(iterable $xs, callable $f): bool
{
    foreach ($xs as $v) {
        if ($f($v)) {
            return true;
        }
    }
    return false;
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

function refcount(object $o): int
{
    ob_start();
    debug_zval_dump($o);
    preg_match('/refcount\((\d+)\)/', ob_get_clean(), $m);
    return (int) $m[1];
}

class Lazy
{
    public array $log = [];

    public function __isset($name): bool
    {
        $this->log[] = "__isset($name)";
        $this->$name = strlen($name) > 1 ? 'made' : '';
        return true;
    }

    public function __get($name): mixed
    {
        $this->log[] = "__get($name)";
        return 'magic';
    }
}

function gen(array $xs) { yield from $xs; }

function static_pred() { return static fn($v) => $v > 1; }

$set = [1, 2, '3'];
$callbacks = [
    'str_contains(?, "\t")' => fn() => str_contains(?, "\t"),
    'str_starts_with(?, "a")' => fn() => str_starts_with(?, 'a'),
    'in_array(?, $set, true)' => function () use ($set) { return in_array(?, $set, true); },
    'in_array(?, $set)' => function () use ($set) { return in_array(?, $set); },
    'static fn($v) => $v > 1' => fn() => static_pred(),
];
$inputs = [
    'strings' => fn() => ['a', "b\tc", 'x'],
    'mixed' => fn() => [0, 'a', null, 2, 1.5, '3', "\t"],
    'array element' => fn() => ['b', [1], 'a'],
    'ArrayIterator' => fn() => new \ArrayIterator(['z', null, 3, "\t"]),
    'generator' => fn() => gen([5, 'a', "\t"]),
];
foreach ($callbacks as $label => $make) {
    $engine_keeps = $make() === $make();
    foreach ($inputs as $kind => $input) {
        $line = [];
        foreach (['any' => ['\any', 'N\loop_any'], 'all' => ['\all', 'N\loop_all']] as $walk => [$ours, $loop]) {
            $f = $make();
            $weak = \WeakReference::create($f);
            $before = refcount($f);
            $a = answer(fn() => $ours($input(), $f));
            $after = refcount($f);
            unset($f);
            $kept = $weak->get() !== null && !($engine_keeps && $before === $after);
            $b = answer(fn() => $loop($input(), $make()));
            $line[] = $a === $b ? "$walk same" : "$walk DIFFERS: $a | foreach: $b";
            if ($kept) {
                $line[] = "$walk kept the closure ($before -> $after)";
            }
        }
        echo "$label, $kind: ", implode(', ', $line), "\n";
    }
}

echo "__isset() materialising the property:\n";
$bodies = [
    '$o->p ?? "none"' => fn($o) => ($o->p ?? 'none') === 'made',
    '$o->pq ?? "none"' => fn($o) => ($o->pq ?? 'none') === 'made',
    'empty($o->p)' => fn($o) => empty($o->p),
    'empty($o->pq)' => fn($o) => empty($o->pq),
    'isset($o->pq)' => fn($o) => isset($o->pq),
];
foreach ($bodies as $label => $f) {
    $ours = [new Lazy(), new Lazy()];
    $theirs = [new Lazy(), new Lazy()];
    $a = answer(fn() => \all($ours, $f)) . ' ' . json_encode(array_map(fn($o) => [$o->log, get_object_vars($o)], $ours));
    $b = answer(fn() => loop_all($theirs, $f)) . ' ' . json_encode(array_map(fn($o) => [$o->log, get_object_vars($o)], $theirs));
    echo "  $label: ", $a === $b ? "same: $a" : "DIFFERS: $a | foreach: $b", "\n";
}
?>
--EXPECTF--
str_contains(?, "\t"), strings: any same, all same
str_contains(?, "\t"), mixed: any same, all same
str_contains(?, "\t"), array element: any same, all same
str_contains(?, "\t"), ArrayIterator: any same, all same
str_contains(?, "\t"), generator: any same, all same
str_starts_with(?, "a"), strings: any same, all same
str_starts_with(?, "a"), mixed: any same, all same
str_starts_with(?, "a"), array element: any same, all same
str_starts_with(?, "a"), ArrayIterator: any same, all same
str_starts_with(?, "a"), generator: any same, all same
in_array(?, $set, true), strings: any same, all same
in_array(?, $set, true), mixed: any same, all same
in_array(?, $set, true), array element: any same, all same
in_array(?, $set, true), ArrayIterator: any same, all same
in_array(?, $set, true), generator: any same, all same
in_array(?, $set), strings: any same, all same
in_array(?, $set), mixed: any same, all same
in_array(?, $set), array element: any same, all same
in_array(?, $set), ArrayIterator: any same, all same
in_array(?, $set), generator: any same, all same
static fn($v) => $v > 1, strings: any same, all same
static fn($v) => $v > 1, mixed: any same, all same
static fn($v) => $v > 1, array element: any same, all same
static fn($v) => $v > 1, ArrayIterator: any same, all same
static fn($v) => $v > 1, generator: any same, all same
__isset() materialising the property:
  $o->p ?? "none": same: %s
  $o->pq ?? "none": same: %s
  empty($o->p): same: %s
  empty($o->pq): same: %s
  isset($o->pq): same: %s
