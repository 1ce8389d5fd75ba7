<?php
/*
 * Small inputs (issue 44): a walk over 1 to 1,000 elements, the closure made once and kept, in a
 * namespace, against the loop a user writes around the predicate they have (foreach calling it), the
 * condition written inline, and PHP 8.4+'s own array_any(). Median nanoseconds per walk of interleaved
 * rounds; prints a markdown table (--json=FILE also writes the figures).
 *
 *   php -d extension=iterpred.so bench/small.php [--rounds=N] [--json=FILE]
 */
namespace App\Domain;

$rounds = 7;
$json = null;
foreach (array_slice($argv, 1) as $arg) {
    if (str_starts_with($arg, '--rounds=')) {
        $rounds = max(1, (int) substr($arg, 9));
    } elseif (str_starts_with($arg, '--json=')) {
        $json = substr($arg, 7);
    }
}

$lim = -5;
/* Evaluated without a call; with a captured value; called (abs() unqualified in a namespace is a call).
 * Each with its condition as a user writes it inline. */
$closures = [
    'fn($v) => $v < 0' => [fn($v) => $v < 0, __NAMESPACE__ . '\inline_negative'],
    'fn($v) => $v < $lim' => [fn($v) => $v < $lim, __NAMESPACE__ . '\inline_below'],
    'fn($v) => abs($v) > 1000000' => [fn($v) => abs($v) > 1000000, __NAMESPACE__ . '\inline_abs'],
];

/* Each contender's walk written out in its timing loop, as user code would have it: ns per walk. */
function time_any(array $xs, \Closure $f, int $reps): float
{
    $t = hrtime(true);
    for ($i = 0; $i < $reps; $i++) {
        $r = \Iterpred\any($xs, $f);
    }
    return (hrtime(true) - $t) / $reps;
}

function time_array_any(array $xs, \Closure $f, int $reps): float
{
    $t = hrtime(true);
    for ($i = 0; $i < $reps; $i++) {
        $r = \array_any($xs, $f);
    }
    return (hrtime(true) - $t) / $reps;
}

function time_loop_calling(array $xs, \Closure $f, int $reps): float
{
    $t = hrtime(true);
    for ($i = 0; $i < $reps; $i++) {
        $r = false;
        foreach ($xs as $v) {
            if ($f($v)) {
                $r = true;
                break;
            }
        }
    }
    return (hrtime(true) - $t) / $reps;
}

function inline_negative(array $xs, int $reps): float
{
    $t = hrtime(true);
    for ($i = 0; $i < $reps; $i++) {
        $r = false;
        foreach ($xs as $v) {
            if ($v < 0) {
                $r = true;
                break;
            }
        }
    }
    return (hrtime(true) - $t) / $reps;
}

function inline_below(array $xs, int $reps): float
{
    $lim = $GLOBALS['lim'];
    $t = hrtime(true);
    for ($i = 0; $i < $reps; $i++) {
        $r = false;
        foreach ($xs as $v) {
            if ($v < $lim) {
                $r = true;
                break;
            }
        }
    }
    return (hrtime(true) - $t) / $reps;
}

function inline_abs(array $xs, int $reps): float
{
    $t = hrtime(true);
    for ($i = 0; $i < $reps; $i++) {
        $r = false;
        foreach ($xs as $v) {
            if (abs($v) > 1000000) {
                $r = true;
                break;
            }
        }
    }
    return (hrtime(true) - $t) / $reps;
}

/* PHP 8.4+'s own array_any(), not iterpred's (which 8.2 and 8.3 get). */
$engine = function_exists('array_any') && (new \ReflectionFunction('array_any'))->getExtensionName() === 'standard';
$sizes = [1, 3, 10, 50, 1000];
$results = [];
foreach ($closures as $label => [$f, $inline]) {
    foreach ($sizes as $n) {
        $xs = range(1, $n);
        $reps = max(2000, intdiv(400000, $n));
        $contenders = [
            'any' => fn() => time_any($xs, $f, $reps),
            'foreach calling it' => fn() => time_loop_calling($xs, $f, $reps),
            'condition inline' => fn() => $inline($xs, $reps),
        ];
        if ($engine) {
            $contenders['array_any (engine)'] = fn() => time_array_any($xs, $f, $reps);
        }
        $times = [];
        for ($r = 0; $r < $rounds; $r++) {
            foreach ($contenders as $who => $time) {
                $times[$who][] = $time();
            }
        }
        foreach ($times as $who => $list) {
            sort($list);
            $results[$label][$n][$who] = $list[intdiv(count($list), 2)];
        }
    }
}

$jit = function_exists('opcache_get_status') && (opcache_get_status(false)['jit']['on'] ?? false) ? 'tracing JIT' : 'JIT off';
printf("PHP %s, %s, median ns per walk of %d interleaved rounds; the ratio is the loop's time over any()'s (above x1 any() is faster)\n\n", PHP_VERSION, $jit, $rounds);
foreach ($results as $label => $bySize) {
    $who = array_keys(reset($bySize));
    echo "`$label`\n\n| elements | ", implode(' | ', $who), " |\n|---:|", str_repeat('---:|', count($who)), "\n";
    foreach ($bySize as $n => $t) {
        $cells = [];
        foreach ($t as $w => $ns) {
            $cells[] = $w === 'any' ? sprintf('%.0f ns', $ns) : sprintf('%.0f ns (x%.2f)', $ns, $ns / $t['any']);
        }
        echo "| $n | ", implode(' | ', $cells), " |\n";
    }
    echo "\n";
}
if ($json !== null) {
    file_put_contents($json, json_encode(['php' => PHP_VERSION, 'jit' => $jit, 'results' => $results], JSON_PRETTY_PRINT));
}
