<?php
/*
 * Closures evaluated without a call (issue 24), side by side with the condition written inline in a
 * foreach, in one process: each shape over a packed array, a hash (string keys "k$i"), an ArrayIterator
 * over the list and a generator yielding it. No element decides (the walk goes to the end). Medians of
 * interleaved rounds (inline, iterpred, inline, ...), hrtime, GC off. ratio = inline time / iterpred time
 * (above 1: iterpred is faster). The last three columns are the same for the process's CPU time
 * (getrusage(), microseconds): on a loaded machine, hrtime also counts the time a walk was scheduled out.
 *
 *   php -d extension=iterpred.so -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit=off bench/closures.php [N] [ROUNDS]
 *   php ... -d opcache.jit=tracing -d opcache.jit_buffer_size=64M bench/closures.php [N] [ROUNDS]
 *   php ... bench/closures.php 1000000 9 generator     only the lines whose closure or input holds "generator"
 *
 * Each contender (closure, input, inline or iterpred) is a file of its own, written to a temporary
 * directory and required, so that every loop has a call site of its own, as a user's loop does
 * (bench/NOTES.md, "Several closures in one program"), and opcache caches it (and the JIT compiles it:
 * it does not compile eval()'d code).
 */

declare(strict_types=0);

if (!extension_loaded('iterpred')) {
	fwrite(STDERR, "closures.php: load the extension: php -d extension=/path/to/iterpred.so bench/closures.php\n");
	exit(2);
}

final class Row
{
	public $active = false;
	public $id;

	public function __construct(int $id)
	{
		$this->id = $id;
	}
}

$n = (int) ($argv[1] ?? 1000000);
$rounds = (int) ($argv[2] ?? 7);
$only = $argv[3] ?? '';

/* shape => [values, iterpred call (over $xs), inline loop body over $xs (returns the same bool)] */
$shapes = [
	'fn($o) => $o->active' => ['objects',
		'return any($xs, fn($o) => $o->active);',
		'foreach ($xs as $o) { if ($o->active) { return true; } } return false;'],
	'fn($r) => $r[\'active\']' => ['arrays',
		'return any($xs, fn($r) => $r[\'active\']);',
		'foreach ($xs as $r) { if ($r[\'active\']) { return true; } } return false;'],
	'array_every($ints, fn($v, $k) => $v > 0)' => ['ints',
		'return array_every($xs, fn($v, $k) => $v > 0);',
		'foreach ($xs as $k => $v) { if (!($v > 0)) { return false; } } return true;'],
	'fn($v) => $v < 0' => ['ints',
		'return any($xs, fn($v) => $v < 0);',
		'foreach ($xs as $v) { if ($v < 0) { return true; } } return false;'],
];

function values(string $kind, int $n): array
{
	$xs = [];
	for ($i = 0; $i < $n; $i++) {
		$xs[] = match ($kind) {
			'objects' => new Row($i),
			'arrays' => ['id' => $i, 'active' => false],
			'ints' => $i + 1,
		};
	}
	return $xs;
}

function gen(array $xs): Generator
{
	foreach ($xs as $k => $x) {
		yield $k => $x;
	}
}

/* The input of one run: a fresh generator each time, the same arrays and iterator otherwise. */
function input(string $kind, array $inputs): iterable
{
	return $kind === 'generator' ? gen($inputs['packed']) : $inputs[$kind];
}

/* A closure from a file of its own (removed once required: opcache keeps the compiled script). */
function contender(string $code): Closure
{
	static $dir = null, $count = 0;

	if ($dir === null) {
		$dir = sys_get_temp_dir() . '/iterpred-closures-bench-' . getmypid();
		mkdir($dir);
		register_shutdown_function(function () use ($dir) {
			array_map('unlink', glob("$dir/*.php"));
			rmdir($dir);
		});
	}
	$file = sprintf('%s/c%d.php', $dir, $count++);
	file_put_contents($file, "<?php\ndeclare(strict_types=0);\n$code\n");
	/* opcache does not cache a file modified within opcache.file_update_protection seconds. */
	touch($file, time() - 60);
	return require $file;
}

/* The process's CPU time (user + system), in ms: on a machine shared with other work, the time a walk
 * was scheduled out is in hrtime's figure but not in this one. */
function cpu_ms(): float
{
	$u = getrusage();
	return ($u['ru_utime.tv_sec'] + $u['ru_stime.tv_sec']) * 1e3 + ($u['ru_utime.tv_usec'] + $u['ru_stime.tv_usec']) / 1e3;
}

function median(array $xs): float
{
	sort($xs);
	$m = intdiv(count($xs), 2);
	return count($xs) % 2 ? $xs[$m] : ($xs[$m - 1] + $xs[$m]) / 2;
}

gc_disable();
/* A million objects, or arrays, in a list and a hash at once. */
ini_set('memory_limit', '-1');
$jit = function_exists('opcache_get_status') ? (opcache_get_status(false)['jit']['on'] ?? false) : false;
printf("PHP %s, opcache %s, JIT %s (opcache.jit=%s), iterpred.call_free=%s, N=%d, %d rounds\n\n", PHP_VERSION,
	ini_get('opcache.enable_cli') ? 'on' : 'off', $jit ? 'on' : 'off', ini_get('opcache.jit') ?: '-', ini_get('iterpred.call_free'), $n, $rounds);
printf("%-44s %-14s %12s %12s %7s %10s %10s %7s\n", 'closure', 'input', 'inline ms', 'iterpred ms', 'ratio', 'inline cpu', 'iterp cpu', 'ratio');

$cache = [];
foreach ($shapes as $label => [$values, $call, $loop]) {
	if ($only !== '' && !str_contains($label, $only) && !in_array($only, ['packed', 'hash', 'ArrayIterator', 'generator'], true)) {
		continue;
	}
	if (!isset($cache[$values])) {
		$cache = [];
		$packed = values($values, $n);
		$hash = [];
		foreach ($packed as $i => $x) {
			$hash["k$i"] = $x;
		}
		$cache[$values] = ['packed' => $packed, 'hash' => $hash, 'ArrayIterator' => new ArrayIterator($packed)];
		unset($packed, $hash);
	}
	$inputs = $cache[$values];
	foreach (['packed', 'hash', 'ArrayIterator', 'generator'] as $kind) {
		if (in_array($only, ['packed', 'hash', 'ArrayIterator', 'generator'], true) && $kind !== $only) {
			continue;
		}
		$inline = contender("return static function (\$xs) { $loop };");
		$iterpred = contender("return static function (\$xs) { $call };");
		if ($inline(input($kind, $inputs)) !== $iterpred(input($kind, $inputs))) {
			fwrite(STDERR, "closures.php: $label over $kind: the answers differ\n");
			exit(1);
		}
		$times = ['inline' => [], 'iterpred' => []];
		$cpu = ['inline' => [], 'iterpred' => []];
		for ($r = 0; $r < $rounds; $r++) {
			foreach (['inline' => $inline, 'iterpred' => $iterpred] as $who => $f) {
				$xs = input($kind, $inputs);
				$c = cpu_ms();
				$t = hrtime(true);
				$f($xs);
				$times[$who][] = (hrtime(true) - $t) / 1e6;
				$cpu[$who][] = cpu_ms() - $c;
				unset($xs);
			}
		}
		$a = median($times['inline']);
		$b = median($times['iterpred']);
		$ca = median($cpu['inline']);
		$cb = median($cpu['iterpred']);
		printf("%-44s %-14s %12.2f %12.2f %7.2f %10.2f %10.2f %7s\n", $label, $kind, $a, $b, $a / $b, $ca, $cb, $cb > 0 ? sprintf('%.2f', $ca / $cb) : '-');
	}
}
