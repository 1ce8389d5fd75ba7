<?php
/*
 * iterpred benchmark: every available contender side by side, in one process.
 *
 *   php -d extension=PATH/iterpred.so bench/bench.php [--quick] [--issue10] [--json=FILE] [--only=SUBSTR] [--reps=N] [--clock=cpu|wall]
 *
 * Two sets of cases:
 *   legacy   0.1.0's cases (input kind x callback kind none / closure / value_key x early hit / no hit x size),
 *            so that regressions against 0.1.0 stay visible;
 *   issue10  issue 10's callback forms (bench/forms.php): engine type predicates ('is_int', is_int(...),
 *            'is_string', 'is_null', 'is_numeric'), other internal functions ('trim', 'ctype_digit', 'strlen')
 *            and closures, each against the loop a user writes for it ("userland": the check written
 *            inline, the function called by name, the same closure called), on packed and hash arrays,
 *            ArrayIterator and generators, 1e6 elements, no hit.
 * --issue10 runs only the second set (about a minute per JIT mode; with --quick, 3 rounds).
 *
 * For each case (input kind x callback kind x early hit / no hit x size) every contender runs
 * interleaved, round-robin (the starting contender rotates each round), after one warm-up round
 * (which also lets the tracing JIT compile). Reported: the median of the rounds in ns per walked
 * element, and the speed-up against the userland foreach loop (userland ns / contender ns; > 1 means
 * faster than the loop). Before any timing, every contender's answer is checked against the expected
 * one; a difference aborts the run with exit status 1.
 *
 * The clock is the process's CPU time (getrusage(), user + system: the kernel's exact run time of the
 * process, in microseconds) by default, because the machines this runs on are shared: the wall clock also
 * counts the time the process waits for a core. A sample repeats the call for a few milliseconds, so the
 * microsecond resolution is far below the figures. --clock=wall uses hrtime() instead; the JSON has the
 * wall-clock medians either way (wall_median_ns).
 *
 * Contenders of the legacy cases (each detected at run time; the issue10 set's are in bench/forms.php):
 *   iterpred          any()/all() of the extension (and array_every() in the (value, key) case)
 *   userland          a foreach with early return, written inline for the case, calling the same
 *                     callback the others get (the baseline of every ratio)
 *   no call (info)    the same foreach with the predicate written inline: what no callable costs
 *   polyfill          Symfony\Polyfill\Php84\Php84::array_any()/array_all() from bench/vendor
 *                     (arrays only; called as the static method because iterpred's array_any() takes the
 *                     global name on PHP < 8.4)
 *   nikic/iter        iter\any()/iter\all() from bench/vendor, when installed
 *   engine            PHP 8.4's own array_any()/array_all() (arrays only)
 */

declare(strict_types=0);

const HIT = null;   // the deciding element: falsy, not a string, not an int, === null

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------
$opts = ['quick' => false, 'issue10' => false, 'json' => null, 'only' => null, 'reps' => null, 'clock' => 'cpu'];
foreach (array_slice($argv, 1) as $arg) {
	if ($arg === '--quick') {
		$opts['quick'] = true;
	} elseif ($arg === '--issue10') {
		$opts['issue10'] = true;
	} elseif (str_starts_with($arg, '--json=')) {
		$opts['json'] = substr($arg, 7);
	} elseif (str_starts_with($arg, '--only=')) {
		$opts['only'] = substr($arg, 7);
	} elseif ($arg === '--clock=cpu' || $arg === '--clock=wall') {
		$opts['clock'] = substr($arg, 8);
	} elseif (str_starts_with($arg, '--reps=')) {
		$opts['reps'] = max(1, (int) substr($arg, 7));
	} else {
		fwrite(STDERR, "bench.php: unknown option $arg\nusage: php -d extension=iterpred.so bench/bench.php [--quick] [--issue10] [--json=FILE] [--only=SUBSTR] [--reps=N] [--clock=cpu|wall]\n");
		exit(2);
	}
}
if (!extension_loaded('iterpred')) {
	fwrite(STDERR, "bench.php: the iterpred extension is not loaded (php -d extension=PATH/iterpred.so bench/bench.php)\n");
	exit(2);
}

$CLOCK = $opts['clock'];
$REPS = $opts['reps'] ?? ($opts['quick'] ? 3 : 11);
$SAMPLE_NS = $opts['quick'] ? 2_000_000 : 4_000_000;   // a sample repeats the call until about this long
$SIZES = [1_000, 100_000, 1_000_000];
$FORM_N = 1_000_000;   // issue 10's forms: this size, no hit
require __DIR__ . '/forms.php';

// ---------------------------------------------------------------------------------------------
// Environment and contender availability
// ---------------------------------------------------------------------------------------------
function jit_state(): array
{
	$st = function_exists('opcache_get_status') ? @opcache_get_status(false) : false;
	$on = is_array($st) && !empty($st['jit']['on']);
	return [
		'opcache' => is_array($st) && !empty($st['opcache_enabled']),
		'jit' => $on,
		'jit_mode' => $on ? (string) ini_get('opcache.jit') : 'off',
	];
}

function cpu_model(): string
{
	$info = @file_get_contents('/proc/cpuinfo');
	if ($info !== false && preg_match('/^model name\s*:\s*(.+)$/m', $info, $m)) {
		return trim($m[1]);
	}
	return php_uname('m');
}

$notes = [];
$vendor = __DIR__ . '/vendor/autoload.php';
if (is_file($vendor)) {
	require $vendor;
} else {
	$notes[] = 'bench/vendor is missing (run composer install in bench/): no polyfill or nikic/iter contenders';
}
$HAVE_POLYFILL = class_exists('Symfony\Polyfill\Php84\Php84');
$HAVE_ITER = function_exists('iter\any') && function_exists('iter\all');
if (!$HAVE_POLYFILL) {
	$notes[] = 'symfony/polyfill-php84 not installed: no polyfill contender';
}
if (!$HAVE_ITER) {
	$notes[] = 'nikic/iter not installed (the Packagist copy this machine reaches has no nikic/iter): no iter\\any()/iter\\all() contender';
}
$engine_of = static function (string $fn): ?string {
	return function_exists($fn) ? (new ReflectionFunction($fn))->getExtensionName() : null;
};
$HAVE_ENGINE = in_array($engine_of('array_any'), ['standard', 'Core'], true)
	&& in_array($engine_of('array_all'), ['standard', 'Core'], true);
if (!$HAVE_ENGINE) {
	$notes[] = 'no engine array_any()/array_all() on PHP ' . PHP_VERSION
		. (function_exists('array_any') ? ' (array_any() here is ' . $engine_of('array_any') . "'s)" : '')
		. ': the engine contender needs PHP >= 8.4';
}

$meta = [
	'php' => PHP_VERSION,
	'php_sapi' => PHP_SAPI,
	'zts' => PHP_ZTS === 1,
	'iterpred' => phpversion('iterpred'),
	'cpu' => cpu_model(),
	'cores' => (int) trim((string) @shell_exec('nproc 2>/dev/null')) ?: null,
	'os' => php_uname('s') . ' ' . php_uname('r'),
	'date' => gmdate('Y-m-d H:i:s') . ' UTC',
	'quick' => $opts['quick'],
	'sets' => $opts['issue10'] ? ['issue10'] : ['legacy', 'issue10'],
	'reps' => $REPS,
	'sample_ns' => $SAMPLE_NS,
	'clock' => $CLOCK,
	'load_start' => sys_getloadavg(),
	'contenders' => [
		'polyfill' => $HAVE_POLYFILL,
		'nikic_iter' => $HAVE_ITER,
		'engine' => $HAVE_ENGINE,
	],
	'notes' => $notes,
] + jit_state();

// ---------------------------------------------------------------------------------------------
// Inputs. Every element is truthy, a non-null string (or a nonzero int for packed_int);
// the early-hit inputs have HIT (null) at index n/100, which decides every question below.
// ---------------------------------------------------------------------------------------------
const KINDS = ['packed_int', 'packed_str', 'hash', 'ArrayIterator', 'generator'];

function build_array(string $kind, int $n, ?int $hitAt): array
{
	if ($kind === 'hash') {
		$a = [];
		for ($i = 0; $i < $n; $i++) {
			$a["k$i"] = "v$i";
		}
	} else {   // packed_int, packed_str and the array under ArrayIterator / generator: forms.php's lists
		$a = iterpred_form_values($kind === 'packed_int' ? 'int' : 'str', $n);
	}
	if ($hitAt !== null) {
		$a[array_keys(array_slice($a, $hitAt, 1, true))[0]] = HIT;
	}
	return $a;
}

/** Returns [input or null, generator factory or null]. */
function build_input(string $kind, int $n, ?int $hitAt): array
{
	$a = build_array($kind, $n, $hitAt);
	if ($kind === 'ArrayIterator') {
		return [new ArrayIterator($a), null];
	}
	if ($kind === 'generator') {
		$make = static function () use ($a): Generator {
			foreach ($a as $k => $v) {
				yield $k => $v;
			}
		};
		return [null, $make];
	}
	return [$a, null];
}

// ---------------------------------------------------------------------------------------------
// Callbacks and contenders. Each contender is a closure ($xs): bool answering the case's question;
// the userland loops are written out in full for each callback kind (no helper per element).
// ---------------------------------------------------------------------------------------------
$isNull = static function ($v) {
	return $v === null;
};
$isNullKV = static function ($v, $k) {
	return $v === null;
};
$notNullKV = static function ($v, $k) {
	return $v !== null;
};

/** callback kind => [question ('any'|'all'), contenders name => closure]; each contender its own closure,
 *  written out in its case even where two cases read alike ('closure' and 'value_key'), as in forms.php's
 *  iterpred_form_contenders() (its comment says why). */
function contenders(string $cb, string $kind, array $have): array
{
	global $isNull, $isNullKV, $notNullKV;
	$arrayOnly = in_array($kind, ['packed_int', 'packed_str', 'hash'], true);
	$c = [];
	switch ($cb) {
		case 'none':   // all($xs): the elements' own truthiness, no function called
			$c['iterpred'] = static function ($xs) {
				return all($xs);
			};
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!$v) {
						return false;
					}
				}
				return true;
			};
			return ['all', $c];

		case 'closure':   // any($xs, $isNull)
			$f = $isNull;
			$c['iterpred'] = static function ($xs) use ($f) {
				return any($xs, $f);
			};
			$c['userland'] = static function ($xs) use ($f) {
				foreach ($xs as $v) {
					if ($f($v)) {
						return true;
					}
				}
				return false;
			};
			$c['no call (info)'] = static function ($xs) {
				foreach ($xs as $v) {
					if ($v === null) {
						return true;
					}
				}
				return false;
			};
			if ($have['polyfill'] && $arrayOnly) {
				$c['polyfill array_any'] = static function ($xs) use ($f) {
					return Symfony\Polyfill\Php84\Php84::array_any($xs, $f);
				};
			}
			if ($have['nikic_iter']) {
				$c['nikic/iter any'] = static function ($xs) use ($f) {
					return iter\any($f, $xs);
				};
			}
			if ($have['engine'] && $arrayOnly) {
				$c['engine array_any'] = static function ($xs) use ($f) {
					return array_any($xs, $f);
				};
			}
			return ['any', order($c)];

		case 'value_key':   // any($xs, $isNullKV, ARRAY_FILTER_USE_BOTH): PHP 8.4 array_any()'s work
			$f = $isNullKV;
			$g = $notNullKV;
			$c['iterpred'] = static function ($xs) use ($f) {
				return any($xs, $f, ARRAY_FILTER_USE_BOTH);
			};
			$c['iterpred array_every'] = static function ($xs) use ($g) {
				return !array_every($xs, $g);
			};
			$c['userland'] = static function ($xs) use ($f) {
				foreach ($xs as $k => $v) {
					if ($f($v, $k)) {
						return true;
					}
				}
				return false;
			};
			$c['no call (info)'] = static function ($xs) {
				foreach ($xs as $k => $v) {
					if ($v === null) {
						return true;
					}
				}
				return false;
			};
			if ($have['polyfill'] && $arrayOnly) {
				$c['polyfill array_any'] = static function ($xs) use ($f) {
					return Symfony\Polyfill\Php84\Php84::array_any($xs, $f);
				};
			}
			if ($have['engine'] && $arrayOnly) {
				$c['engine array_any'] = static function ($xs) use ($f) {
					return array_any($xs, $f);
				};
				$c['engine array_all'] = static function ($xs) use ($g) {
					return !array_all($xs, $g);
				};
			}
			return ['any', order($c)];
	}
	throw new LogicException($cb);
}

/** iterpred first, the userland loop second, the rest as added. */
function order(array $c): array
{
	$first = array_intersect_key($c, ['iterpred' => 1, 'iterpred array_every' => 1, 'userland' => 1]);
	return $first + $c;
}

// 0.1.0 also had 'is_string' here ('is_int' on packed ints) against the loop calling $fn($v): issue 10's
// forms measure them now, against the check written inline ("dynamic call (info)" is that old loop).
const CALLBACKS = ['none', 'closure', 'value_key'];

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------
/** The process's CPU time (user + system) in ns. getrusage() adds up the scheduler's exact run time, so
 * unlike the wall clock it does not count the time this process waits while other builds run. */
function cpu_ns(): int
{
	$r = getrusage();
	return ($r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec']) * 1_000_000_000
		+ ($r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec']) * 1_000;
}

/** [cpu ns, wall ns] for $m calls of $fn on $xs (or on $m fresh generators, whose creation and
 * destruction are not timed). */
function sample(Closure $fn, $xs, ?Closure $make, int $m): array
{
	if ($make !== null) {
		$gens = [];
		for ($i = 0; $i < $m; $i++) {
			$gens[] = $make();
		}
		$c0 = cpu_ns();
		$t0 = hrtime(true);
		foreach ($gens as $g) {
			$fn($g);
		}
		$t = hrtime(true) - $t0;
		$c = cpu_ns() - $c0;
		unset($gens, $g);
		return [$c, $t];
	}
	$c0 = cpu_ns();
	$t0 = hrtime(true);
	for ($i = 0; $i < $m; $i++) {
		$fn($xs);
	}
	$t = hrtime(true) - $t0;
	return [cpu_ns() - $c0, $t];
}

function median(array $xs): float
{
	sort($xs);
	$n = count($xs);
	return $n % 2 ? (float) $xs[intdiv($n, 2)] : ($xs[$n / 2 - 1] + $xs[$n / 2]) / 2;
}

function fmt_ns(float $ns): string
{
	return $ns >= 100 ? sprintf('%.0f', $ns) : ($ns >= 10 ? sprintf('%.1f', $ns) : sprintf('%.2f', $ns));
}

function fmt_n(int $n): string
{
	return match ($n) { 1_000 => '1e3', 100_000 => '1e5', 1_000_000 => '1e6', 10_000_000 => '1e7', default => (string) $n };
}

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------
$have = $meta['contenders'];
$jit = $meta['jit'] ? 'JIT ' . $meta['jit_mode'] : 'JIT off';
printf("iterpred %s benchmark - PHP %s %s, %s, %s%s\n", $meta['iterpred'], PHP_VERSION, PHP_ZTS ? 'ZTS' : 'NTS',
	$jit, $meta['cpu'], $opts['quick'] ? ', --quick' : '');
printf("contenders: iterpred, userland foreach%s%s%s\n",
	$have['polyfill'] ? ', symfony/polyfill-php84' : '',
	$have['nikic_iter'] ? ', nikic/iter' : '',
	$have['engine'] ? ', engine array_any/array_all' : '');
foreach ($notes as $note) {
	echo "note: $note\n";
}
echo "medians of $REPS interleaved rounds, ", $CLOCK === 'cpu' ? 'CPU time (getrusage)' : 'wall time (hrtime)',
	" in ns per walked element; (xR) = speed-up vs the userland loop\n\n";

/** Times every contender of one case, interleaved; returns the results and the calls per sample. */
function run_case(array $cs, $xs, ?Closure $make, int $walked): array
{
	global $SAMPLE_NS, $REPS, $CLOCK;
	// Calls per sample, from one timed call of the userland loop.
	$t1 = max(1, sample($cs['userland'], $xs, $make, 1)[1]);
	$m = max(1, (int) ceil($SAMPLE_NS / $t1));
	$names = array_keys($cs);
	foreach ($names as $name) {   // warm-up round, not recorded (JIT compiles here)
		sample($cs[$name], $xs, $make, $m);
	}
	$samples = array_fill_keys($names, []);
	$walls = array_fill_keys($names, []);
	$k = count($names);
	for ($r = 0; $r < $REPS; $r++) {
		for ($j = 0; $j < $k; $j++) {
			$name = $names[($j + $r) % $k];
			[$cpu, $wall] = sample($cs[$name], $xs, $make, $m);
			$samples[$name][] = ($CLOCK === 'cpu' ? $cpu : $wall) / $m / $walked;
			$walls[$name][] = $wall / $m / $walked;
		}
	}
	$base = median($samples['userland']);
	$res = [];
	foreach ($names as $name) {
		$med = median($samples[$name]);
		$res[$name] = [
			'median_ns' => $med,
			'min_ns' => min($samples[$name]),
			'max_ns' => max($samples[$name]),
			'speedup' => $base / $med,
			'wall_median_ns' => median($walls[$name]),
			'samples' => array_map(static fn($s) => round($s, 4), $samples[$name]),
		];
	}
	return [$res, $m];
}

/** Every contender must give the same, expected answer; exits 1 otherwise. */
function check_answers(string $id, array $cs, $xs, ?Closure $make, bool $expected, string $question): void
{
	foreach ($cs as $name => $fn) {
		$got = $fn($make ? $make() : $xs);
		if ($got !== $expected) {
			fwrite(STDERR, sprintf("\nbench.php: MISMATCH in %s: %s returned %s, expected %s (%s)\n",
				$id, $name, var_export($got, true), var_export($expected, true), $question));
			exit(1);
		}
	}
}

function print_case(string $id, array $res): void
{
	$line = sprintf('%-40s', $id);
	foreach ($res as $name => $r) {
		$line .= sprintf('  %s %s%s', $name, fmt_ns($r['median_ns']),
			$name === 'userland' ? '' : sprintf(' (x%.2f)', $r['speedup']));
	}
	echo $line, "\n";
}

$cases = [];
$t_start = hrtime(true);
if (!$opts['issue10']) {
	echo "legacy cases (0.1.0's): userland = the loop calling the same callback\n";
	foreach ($SIZES as $n) {
		foreach (KINDS as $kind) {
			foreach ([false, true] as $early) {
				$hitAt = $early ? intdiv($n, 100) : null;
				$input = null;
				foreach (CALLBACKS as $cb) {
					$id = sprintf('%s/%s/%s/%s', $kind, $cb, $early ? 'early' : 'nohit', fmt_n($n));
					if ($opts['only'] !== null && !str_contains($id, $opts['only'])) {
						continue;
					}
					$input ??= build_input($kind, $n, $hitAt);
					[$xs, $make] = $input;
					[$question, $cs] = contenders($cb, $kind, $have);
					$expected = $question === 'any' ? $early : !$early;
					$walked = $early ? $hitAt + 1 : $n;
					check_answers($id, $cs, $xs, $make, $expected, $question);
					[$res, $m] = run_case($cs, $xs, $make, $walked);
					$cases[] = [
						'id' => $id, 'set' => 'legacy', 'kind' => $kind, 'callback' => $cb, 'hit' => $early ? 'early' : 'nohit',
						'n' => $n, 'walked' => $walked, 'question' => $question, 'answer' => $expected,
						'calls_per_sample' => $m, 'results' => $res,
					];
					print_case($id, $res);
				}
				unset($input, $xs, $make);
			}
		}
	}
	echo "\n";
}

echo "issue 10's callback forms: userland = the loop a user writes for the form (check inline / function by name / same closure)\n";
foreach (iterpred_forms() as $form => [$group, , , , $label]) {
	foreach (FORM_KINDS as $kind) {
		$id = sprintf('%s/%s/nohit/%s', $kind, $form, fmt_n($FORM_N));
		if ($opts['only'] !== null && !str_contains($id, $opts['only'])) {
			continue;
		}
		[$xs, $make] = iterpred_form_input($form, $kind, $FORM_N);
		[$question, $cs] = iterpred_form_contenders($form);
		$expected = $question === 'all';
		check_answers($id, $cs, $xs, $make, $expected, $question);
		[$res, $m] = run_case($cs, $xs, $make, $FORM_N);
		$cases[] = [
			'id' => $id, 'set' => 'issue10', 'group' => $group, 'kind' => $kind, 'callback' => $form, 'label' => $label, 'hit' => 'nohit',
			'n' => $FORM_N, 'walked' => $FORM_N, 'question' => $question, 'answer' => $expected,
			'calls_per_sample' => $m, 'results' => $res,
		];
		print_case($id, $res);
		unset($xs, $make);
	}
}
$meta['seconds'] = round((hrtime(true) - $t_start) / 1e9, 1);
$meta['load_end'] = sys_getloadavg();
printf("\n%d cases in %.1f s; load average %.2f at start, %.2f at end\n", count($cases), $meta['seconds'],
	$meta['load_start'][0], $meta['load_end'][0]);

if ($opts['json'] !== null) {
	$json = json_encode(['meta' => $meta, 'cases' => $cases], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
	if (file_put_contents($opts['json'], $json . "\n") === false) {
		fwrite(STDERR, "bench.php: cannot write {$opts['json']}\n");
		exit(1);
	}
	echo "wrote {$opts['json']}\n";
}
