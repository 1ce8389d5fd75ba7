<?php
/*
 * Issue 24: arrow functions as users pass them, against the loop a user compares them with, the
 * condition written inline (`foreach ($xs as $v) if ($v < 0) return true;`), and against the loop
 * calling the same closure (`if ($f($v))`).
 *
 *   php -d extension=PATH/iterpred.so bench/closures.php [--quick] [--rounds=N] [--n=N] [--only=SUBSTR]
 *       [--kinds=packed,hash,ArrayIterator,generator] [--layout=in-step|distinct|scattered] [--json=FILE]
 *       [--callgrind[=KINDS]]
 *
 * Every shape over packed and hash arrays, an ArrayIterator and a generator of --n elements (default
 * 1e6), nothing matching (the walk goes to the end). One process, GC off, interleaved rounds (each
 * round times every contender of every case once, in an order rotated each round); the figures are
 * medians of --rounds rounds (default 15, 5 with --quick), CPU time (getrusage()). The spread column
 * is the larger of iterpred's and the inline loop's interquartile range / median over the rounds: the
 * noise of the machine. ratio = the inline loop's median / iterpred's (> 1: iterpred is faster); "vs call"
 * = the loop calling the same closure / iterpred.
 *
 * --layout: how the objects and records lie in memory. in-step (default): objects made one after another,
 * the records one shared array; distinct: each record an array of its own (use a smaller --n: 1e6 of them
 * take ~400 MB); scattered: that, shuffled, as after a sort.
 *
 * --callgrind[=packed,hash]: instructions per element beside the times, from valgrind --tool=callgrind
 * of this script in child processes (--one=CASE@KIND:CONTENDER --mode=base|walk): the walk of --n /10
 * elements minus the same run without it, divided by the elements; with the JIT on, under
 * --smc-check=all. Default kinds: packed.
 * Run it JIT off and with -d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M.
 */

declare(strict_types=0);

final class Row
{
	public function __construct(public bool $active = false, public int $id = 0)
	{
	}
}

/**
 * case => [label, values, iterpred walk, inline loop, the closure (for the loop calling it)].
 * The closure is written at the call site, as users write it; each loop walks to the end.
 */
function closure_cases(): array
{
	$min = PHP_INT_MAX;
	$cases = [];
	$cases['lt0'] = ['fn($v) => $v < 0', 'int',
		static fn($xs) => any($xs, fn($v) => $v < 0),
		static function ($xs) {
			foreach ($xs as $v) {
				if ($v < 0) {
					return true;
				}
			}
			return false;
		},
		fn($v) => $v < 0, 'any'];
	$cases['null'] = ['fn($v) => $v === null', 'int',
		static fn($xs) => any($xs, fn($v) => $v === null),
		static function ($xs) {
			foreach ($xs as $v) {
				if ($v === null) {
					return true;
				}
			}
			return false;
		},
		fn($v) => $v === null, 'any'];
	$cases['captured'] = ['fn($v) => $v > $min (captured)', 'int',
		static fn($xs) => any($xs, fn($v) => $v > $min),
		static function ($xs) use ($min) {
			foreach ($xs as $v) {
				if ($v > $min) {
					return true;
				}
			}
			return false;
		},
		fn($v) => $v > $min, 'any'];
	$cases['is_int_chain'] = ['fn($v) => is_int($v) && $v > 0 && $v !== -13', 'int',
		static fn($xs) => all($xs, fn($v) => is_int($v) && $v > 0 && $v !== -13),
		static function ($xs) {
			foreach ($xs as $v) {
				if (!(is_int($v) && $v > 0 && $v !== -13)) {
					return false;
				}
			}
			return true;
		},
		fn($v) => is_int($v) && $v > 0 && $v !== -13, 'all'];
	$cases['instanceof'] = ['fn($o) => $o instanceof Row', 'row',
		static fn($xs) => all($xs, fn($o) => $o instanceof Row),
		static function ($xs) {
			foreach ($xs as $o) {
				if (!($o instanceof Row)) {
					return false;
				}
			}
			return true;
		},
		fn($o) => $o instanceof Row, 'all'];
	$cases['property'] = ['fn($o) => $o->active (declared property)', 'row',
		static fn($xs) => any($xs, fn($o) => $o->active),
		static function ($xs) {
			foreach ($xs as $o) {
				if ($o->active) {
					return true;
				}
			}
			return false;
		},
		fn($o) => $o->active, 'any'];
	$cases['key'] = ["fn(\$r) => \$r['active']", 'record',
		static fn($xs) => any($xs, fn($r) => $r['active']),
		static function ($xs) {
			foreach ($xs as $r) {
				if ($r['active']) {
					return true;
				}
			}
			return false;
		},
		fn($r) => $r['active'], 'any'];
	$cases['str_contains'] = ['fn($s) => str_contains($s, "\t")', 'str',
		static fn($xs) => any($xs, fn($s) => str_contains($s, "\t")),
		static function ($xs) {
			foreach ($xs as $s) {
				if (str_contains($s, "\t")) {
					return true;
				}
			}
			return false;
		},
		fn($s) => str_contains($s, "\t"), 'any'];
	$cases['every_key'] = ['array_every($xs, fn($v, $k) => $v > 0)', 'int',
		static fn($xs) => array_every($xs, fn($v, $k) => $v > 0),
		static function ($xs) {
			foreach ($xs as $k => $v) {
				if (!($v > 0)) {
					return false;
				}
			}
			return true;
		},
		fn($v, $k) => $v > 0, 'every'];
	return $cases;
}

/** The loop calling the same closure, as users write it for each question. */
function loop_calling(string $question, Closure $f): Closure
{
	return match ($question) {
		'any' => static function ($xs) use ($f) {
			foreach ($xs as $v) {
				if ($f($v)) {
					return true;
				}
			}
			return false;
		},
		'all' => static function ($xs) use ($f) {
			foreach ($xs as $v) {
				if (!$f($v)) {
					return false;
				}
			}
			return true;
		},
		'every' => static function ($xs) use ($f) {
			foreach ($xs as $k => $v) {
				if (!$f($v, $k)) {
					return false;
				}
			}
			return true;
		},
	};
}

/**
 * The values of a case: none matches. Layout in-step: objects made one after another, records sharing one
 * array (1e6 arrays of their own would be ~400 MB); distinct: each record an array of its own; scattered:
 * that, the elements then shuffled (as after a sort: objects and arrays no longer in memory order).
 */
function closure_values(string $values, int $n, string $layout = 'in-step'): array
{
	$record = ['active' => false, 'id' => 1];
	$a = [];
	for ($i = 0; $i < $n; $i++) {
		$a[] = match ($values) {
			'int' => $i + 1,
			'str' => "s$i",
			'row' => new Row(false, $i),
			'record' => $layout === 'in-step' ? $record : ['active' => false, 'id' => $i],
		};
	}
	if ($layout === 'scattered') {
		mt_srand(24);
		shuffle($a);
	}
	return $a;
}

/** A fresh input of a kind for each walk: [the iterable maker]. Arrays and ArrayIterators are reused. */
function closure_input(array $a, string $kind): Closure
{
	switch ($kind) {
		case 'packed':
			return static fn() => $a;
		case 'hash':
			$h = [];
			foreach ($a as $i => $v) {
				$h["k$i"] = $v;
			}
			return static fn() => $h;
		case 'ArrayIterator':
			$it = new ArrayIterator($a);
			return static fn() => $it;
		case 'generator':
			return static fn() => (static function () use ($a): Generator {
				foreach ($a as $k => $v) {
					yield $k => $v;
				}
			})();
	}
	throw new ValueError("no such kind: $kind");
}

function cpu_now(): float
{
	$r = getrusage();
	return $r['ru_utime.tv_sec'] + $r['ru_utime.tv_usec'] / 1e6 + $r['ru_stime.tv_sec'] + $r['ru_stime.tv_usec'] / 1e6;
}

/** The q-quantile (0 <= q <= 1) of the times, interpolated. */
function quantile(array $xs, float $q): float
{
	sort($xs);
	$pos = $q * (count($xs) - 1);
	$lo = (int) floor($pos);
	return $xs[$lo] + ($pos - $lo) * (($xs[$lo + 1] ?? $xs[$lo]) - $xs[$lo]);
}

function median(array $xs): float
{
	return quantile($xs, 0.5);
}

$opt = ['quick' => false, 'rounds' => null, 'n' => 1_000_000, 'only' => null, 'kinds' => 'packed,hash,ArrayIterator,generator',
	'layout' => 'in-step', 'json' => null, 'callgrind' => null, 'one' => null, 'mode' => null];
foreach (array_slice($argv, 1) as $arg) {
	if ($arg === '--quick') {
		$opt['quick'] = true;
	} elseif ($arg === '--callgrind') {
		$opt['callgrind'] = 'packed';
	} elseif (preg_match('/^--(rounds|reps|n|only|kinds|layout|json|callgrind|one|mode)=(.*)$/', $arg, $m)
			&& ($m[1] !== 'layout' || in_array($m[2], ['in-step', 'distinct', 'scattered'], true))) {
		$key = $m[1] === 'reps' ? 'rounds' : $m[1];  /* --reps: bench/run.sh's name for it */
		$opt[$key] = $key === 'rounds' || $key === 'n' ? (int) $m[2] : $m[2];
	} else {
		fwrite(STDERR, "usage: php -d extension=iterpred.so bench/closures.php [--quick] [--rounds=N] [--n=N] [--only=SUBSTR]"
			. " [--kinds=K,...] [--layout=in-step|distinct|scattered] [--json=FILE] [--callgrind[=KINDS]]\n");
		exit(2);
	}
}
$rounds = $opt['rounds'] ?? ($opt['quick'] ? 5 : 15);
$jit = function_exists('opcache_get_status') && (@opcache_get_status(false)['jit']['on'] ?? false);
gc_disable();
ini_set('memory_limit', '-1');
$cases = closure_cases();

/* One walk for callgrind: a 1,000-element warm-up, then (mode walk) the N-element walk. */
if ($opt['one'] !== null) {
	[$caseKind, $who] = explode(':', $opt['one']);
	[$case, $kind] = explode('@', $caseKind);
	[, $values, $viaIterpred, $inline, $f, $question] = $cases[$case];
	$run = match ($who) {
		'iterpred' => $viaIterpred,
		'inline' => $inline,
		'call' => loop_calling($question, $f),
	};
	$small = closure_input(closure_values($values, 1000, $opt['layout']), $kind);
	$input = closure_input(closure_values($values, $opt['n'], $opt['layout']), $kind);
	for ($i = 0; $i < 3; $i++) {
		$run($small());
	}
	$xs = $input();
	if ($opt['mode'] === 'walk') {
		$run($xs);
	}
	exit(0);
}

$kinds = explode(',', $opt['kinds']);
printf("issue 24's closure shapes: PHP %s, JIT %s, n = %d%s, %d interleaved rounds, GC off, CPU time\n", PHP_VERSION,
	$jit ? 'tracing' : 'off', $opt['n'], $opt['layout'] === 'in-step' ? '' : ", layout {$opt['layout']}", $rounds);
$inputs = [];
$valuesCache = [];
$times = [];
foreach ($cases as $case => [$label, $values]) {
	if ($opt['only'] !== null && !str_contains($case, $opt['only'])) {
		unset($cases[$case]);
		continue;
	}
	$valuesCache[$values] ??= closure_values($values, $opt['n'], $opt['layout']);
	foreach ($kinds as $kind) {
		$inputs["$case@$kind"] = closure_input($valuesCache[$values], $kind);
	}
}
$contenders = ['iterpred', 'inline', 'call'];
for ($r = 0; $r < $rounds; $r++) {
	foreach ($cases as $case => [$label, $values, $viaIterpred, $inline, $f, $question]) {
		$runs = ['iterpred' => $viaIterpred, 'inline' => $inline, 'call' => loop_calling($question, $f)];
		foreach ($kinds as $kind) {
			$make = $inputs["$case@$kind"];
			for ($j = 0; $j < 3; $j++) {
				$who = $contenders[($j + $r) % 3];
				$xs = $make();
				$t0 = cpu_now();
				$result = $runs[$who]($xs);
				$times["$case@$kind"][$who][] = cpu_now() - $t0;
				unset($xs);
			}
		}
	}
}

$callgrind = [];
if ($opt['callgrind'] !== null) {
	$php = [PHP_BINARY];
	/* This PHP with the options it was started with (the -d extension=... that loaded iterpred). */
	$cmdline = explode("\0", rtrim((string) @file_get_contents('/proc/self/cmdline'), "\0"));
	foreach (array_slice($cmdline, 1) as $arg) {
		if ($arg === $_SERVER['SCRIPT_FILENAME'] || $arg === $argv[0]) {
			break;
		}
		$php[] = $arg;
	}
	$n = intdiv($opt['n'], 10);
	$instructions = function (string $one, string $mode) use ($php, $n, $jit): ?int {
		$file = tempnam(sys_get_temp_dir(), 'iterpred-cg');
		$cmd = array_merge(['valgrind', '--tool=callgrind', '--callgrind-out-file=' . $file], $jit ? ['--smc-check=all'] : [],
			$php, [__FILE__, "--one=$one", "--mode=$mode", "--n=$n"]);
		$proc = proc_open($cmd, [1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes);
		proc_close($proc);
		$total = preg_match('/^(?:summary|totals): (\d+)/m', (string) @file_get_contents($file), $m) ? (int) $m[1] : null;
		@unlink($file);
		return $total;
	};
	foreach ($cases as $case => $_) {
		foreach (explode(',', $opt['callgrind']) as $kind) {
			foreach ($contenders as $who) {
				$walk = $instructions("$case@$kind:$who", 'walk');
				$base = $instructions("$case@$kind:$who", 'base');
				$callgrind["$case@$kind"][$who] = $walk !== null && $base !== null ? ($walk - $base) / $n : null;
			}
		}
	}
}

$rows = [];
printf("\n| closure | input | iterpred ms | inline ms | call ms | ratio (inline / iterpred) | vs call | spread |%s\n",
	$callgrind ? ' Ir/elem iterpred | inline | call |' : '');
printf("|---|---|---:|---:|---:|---:|---:|---:|%s\n", $callgrind ? '---:|---:|---:|' : '');
foreach ($times as $key => $byWho) {
	[$case, $kind] = explode('@', $key);
	$med = array_map('median', $byWho);
	$spread = max(array_map(fn($who) => (quantile($byWho[$who], 0.75) - quantile($byWho[$who], 0.25)) / max($med[$who], 1e-9),
		['iterpred', 'inline']));
	$row = ['case' => $case, 'label' => $cases[$case][0], 'kind' => $kind, 'ms' => array_map(fn($t) => $t * 1000, $med),
		'ratio' => $med['inline'] / $med['iterpred'], 'vs_call' => $med['call'] / $med['iterpred'], 'spread' => $spread,
		'ir_per_element' => $callgrind[$key] ?? null];
	$rows[] = $row;
	$ir = $row['ir_per_element'];
	printf("| `%s` | %s | %.1f | %.1f | %.1f | %.2f | %.2f | %.0f%% |%s\n", $row['label'], $kind, $row['ms']['iterpred'],
		$row['ms']['inline'], $row['ms']['call'], $row['ratio'], $row['vs_call'], 100 * $spread,
		$callgrind ? ($ir ? sprintf(' %.1f | %.1f | %.1f |', $ir['iterpred'], $ir['inline'], $ir['call']) : ' - | - | - |') : '');
}
if ($opt['json'] !== null) {
	file_put_contents($opt['json'], json_encode(['php' => PHP_VERSION, 'jit' => $jit ? 'tracing' : 'off', 'n' => $opt['n'],
		'date' => gmdate('Y-m-d H:i:s') . ' UTC', 'load' => sys_getloadavg()[0] ?? null,
		'rounds' => $rounds, 'call_free' => ini_get('iterpred.call_free'), 'rows' => $rows], JSON_PRETTY_PRINT) . "\n");
}
