<?php
/*
 * Memory of a walk: constant in the input size.
 *
 *   php -d extension=PATH/iterpred.so bench/memory.php [--quick] [--json=FILE]
 *
 * 1. A 10-million-element generator walked to its end by any(), all() and none(), with and without a
 *    callback: memory_get_peak_usage() after the walk minus memory_get_usage() before it (the peak is
 *    reset before each walk), next to a foreach over the same kind of generator.
 * 2. Arrays of 1e5, 1e6 and 1e7 elements, built first, then walked to their end: the same figure, which
 *    must not grow with the size (iterpred never copies an array; a foreach by value does not either).
 * Prints a markdown table; exits 1 when any iterpred walk grows the peak by more than 64 KiB.
 * --quick uses 1e6 instead of 1e7.
 */

if (!extension_loaded('iterpred')) {
	fwrite(STDERR, "memory.php: the iterpred extension is not loaded\n");
	exit(2);
}
ini_set('memory_limit', '-1');
$quick = in_array('--quick', $argv, true);
$json = null;
foreach ($argv as $arg) {
	if (str_starts_with($arg, '--json=')) {
		$json = substr($arg, 7);
	}
}
$LIMIT = 64 * 1024;
$GEN_N = $quick ? 1_000_000 : 10_000_000;
$SIZES = $quick ? [100_000, 1_000_000] : [100_000, 1_000_000, 10_000_000];

function gen(int $n): Generator
{
	for ($i = 1; $i <= $n; $i++) {
		yield $i;
	}
}

/** Peak growth in bytes while $walk runs (the input already exists), and its answer. */
function growth(Closure $walk, $input): array
{
	gc_collect_cycles();
	memory_reset_peak_usage();
	$before = memory_get_usage();
	$t0 = hrtime(true);
	$r = $walk($input);
	$s = (hrtime(true) - $t0) / 1e9;
	return [memory_get_peak_usage() - $before, $r, $s];
}

$neg = static function ($v) {
	return $v < 0;
};
$negKV = static function ($v, $k) {
	return $v < 0;
};
$walks = [
	'`all($xs)`' => [static fn($xs) => all($xs), true],
	'`any($xs, $neg)`' => [static fn($xs) => any($xs, $neg), false],
	'`none($xs, $neg)`' => [static fn($xs) => none($xs, $neg), true],
	'`any($xs, $negKV, ARRAY_FILTER_USE_BOTH)`' => [static fn($xs) => any($xs, $negKV, ARRAY_FILTER_USE_BOTH), false],
	'`all($xs, \'is_int\')`' => [static fn($xs) => all($xs, 'is_int'), true],
	'userland `foreach ($xs as $v) if ($neg($v)) ...`' => [static function ($xs) use ($neg) {
		foreach ($xs as $v) {
			if ($neg($v)) {
				return true;
			}
		}
		return false;
	}, false],
];

$rows = [];
$fail = false;
$fmt = static fn(int $b) => $b < 10_240 ? "$b B" : sprintf('%.1f KiB', $b / 1024);

echo "### Memory: peak growth during one walk to the end (PHP " . PHP_VERSION . ")\n\n";
echo "memory_get_peak_usage() after the walk minus memory_get_usage() before it, peak reset first; the input\n";
echo "already exists. Pass: at most " . $fmt($LIMIT) . " for iterpred, whatever the size.\n\n";
echo "| input | walk | elements | peak growth | time | result |\n";
echo "|-------|------|---------:|------------:|-----:|--------|\n";

$nfmt = static fn(int $n) => match ($n) { 100_000 => '1e5', 1_000_000 => '1e6', 10_000_000 => '1e7', default => (string) $n };
foreach ($walks as $label => [$walk, $want]) {
	[$g, $r, $s] = growth($walk, gen($GEN_N));
	$ok = $r === $want && ($g <= $LIMIT || str_starts_with($label, 'userland'));
	$fail = $fail || !$ok;
	$rows[] = ['input' => 'generator', 'walk' => $label, 'n' => $GEN_N, 'growth' => $g, 'seconds' => $s, 'ok' => $ok];
	printf("| generator | %s | %s | %s | %.2f s | %s |\n", $label, $nfmt($GEN_N), $fmt($g), $s,
		$r !== $want ? 'WRONG ANSWER' : ($ok ? 'ok' : 'GREW'));
}
foreach ($SIZES as $n) {
	$a = range(1, $n);
	foreach ($walks as $label => [$walk, $want]) {
		[$g, $r, $s] = growth($walk, $a);
		$ok = $r === $want && ($g <= $LIMIT || str_starts_with($label, 'userland'));
		$fail = $fail || !$ok;
		$rows[] = ['input' => 'packed array', 'walk' => $label, 'n' => $n, 'growth' => $g, 'seconds' => $s, 'ok' => $ok];
		printf("| packed array | %s | %s | %s | %.2f s | %s |\n", $label, $nfmt($n), $fmt($g), $s,
			$r !== $want ? 'WRONG ANSWER' : ($ok ? 'ok' : 'GREW'));
	}
	unset($a);
}
echo "\n", $fail ? "memory: FAILED (a walk grew the peak or answered wrongly)\n" : "memory: constant in the input size\n";
if ($json !== null) {
	file_put_contents($json, json_encode(['php' => PHP_VERSION, 'limit' => $LIMIT, 'rows' => $rows, 'ok' => !$fail],
		JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");
}
exit($fail ? 1 : 0);
