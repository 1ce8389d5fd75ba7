<?php
/*
 * The forms the Rector rules write against the loops they replace, side by side in one process:
 * each round times every pair once (loop, then call, in alternating order), ROUNDS rounds, and
 * the median per pair is printed as nanoseconds per element and the call's time over the loop's.
 * No element decides the answer: every walk reads the whole input (N elements).
 *
 *   php -d extension=iterpred.so rector/bench/loops-vs-calls.php [ROUNDS] [N]
 */

declare(strict_types=1);

$rounds = (int) ($argv[1] ?? 15);
$n = (int) ($argv[2] ?? 10000);
$ints = range(1, $n);
$strKeys = array_combine(array_map(static fn (int $i): string => "k$i", $ints), $ints);
$gen = static function () use ($ints): Generator { yield from $ints; };

// name => [input maker, the loop (as the rules read it), the rewritten call]
$pairs = [
    'any($xs, fn($x) => $x < 0)' => [fn () => $ints,
        function (iterable $xs): bool { foreach ($xs as $x) { if ($x < 0) { return true; } } return false; },
        function (iterable $xs): bool { return any($xs, fn($x) => $x < 0); }],
    "all(\$xs, 'is_int')" => [fn () => $ints,
        function (iterable $xs): bool { foreach ($xs as $x) { if (!is_int($x)) { return false; } } return true; },
        function (iterable $xs): bool { return all($xs, 'is_int'); }],
    'all($xs) (no callback)' => [fn () => $ints,
        function (iterable $xs): bool { foreach ($xs as $x) { if (!$x) { return false; } } return true; },
        function (iterable $xs): bool { return all($xs); }],
    "any(\$xs, 'is_int', ARRAY_FILTER_USE_KEY)" => [fn () => $strKeys,
        function (iterable $xs): bool { foreach ($xs as $k => $v) { if (is_int($k)) { return true; } } return false; },
        function (iterable $xs): bool { return any($xs, 'is_int', ARRAY_FILTER_USE_KEY); }],
    'any($xs, fn($v, $k) => ..., ARRAY_FILTER_USE_BOTH)' => [fn () => $strKeys,
        function (iterable $xs): bool { foreach ($xs as $k => $v) { if ($v < 0 && $k !== '') { return true; } } return false; },
        function (iterable $xs): bool { return any($xs, fn($v, $k) => $v < 0 && $k !== '', ARRAY_FILTER_USE_BOTH); }],
    'generator: any($xs, fn($x) => $x < 0)' => [$gen,
        function (iterable $xs): bool { foreach ($xs as $x) { if ($x < 0) { return true; } } return false; },
        function (iterable $xs): bool { return any($xs, fn($x) => $x < 0); }],
    "generator: all(\$xs, 'is_int')" => [$gen,
        function (iterable $xs): bool { foreach ($xs as $x) { if (!is_int($x)) { return false; } } return true; },
        function (iterable $xs): bool { return all($xs, 'is_int'); }],
];

$time = static function (callable $make, callable $f): float {
    $xs = $make();
    $t = hrtime(true);
    $f($xs);
    return (hrtime(true) - $t) / 1.0;
};
$samples = [];
for ($r = 0; $r < $rounds; $r++) {
    foreach ($pairs as $name => [$make, $loop, $call]) {
        $order = $r % 2 === 0 ? ['loop' => $loop, 'call' => $call] : ['call' => $call, 'loop' => $loop];
        foreach ($order as $which => $f) {
            $samples[$name][$which][] = $time($make, $f);
        }
    }
}
$median = static function (array $v): float { sort($v); return $v[intdiv(count($v), 2)]; };
printf("PHP %s, iterpred %s, opcache.jit=%s, %d rounds, %d elements\n", PHP_VERSION, phpversion('iterpred') ?: '-',
    ini_get('opcache.enable_cli') ? (ini_get('opcache.jit') ?: 'off') : 'no opcache', $rounds, $n);
printf("%-52s %12s %12s %8s\n", 'rewritten call', 'loop ns/el', 'call ns/el', 'call/loop');
foreach ($samples as $name => $s) {
    $l = $median($s['loop']) / $n;
    $c = $median($s['call']) / $n;
    printf("%-52s %12.2f %12.2f %8.2f\n", $name, $l, $c, $c / $l);
}
