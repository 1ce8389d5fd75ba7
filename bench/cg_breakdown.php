<?php
/*
 * Per-function instructions per element, from two callgrind runs (bench/callgrind.sh --breakdown):
 *
 *   php bench/cg_breakdown.php BASE.out WALK.out N [TOP]
 *
 * Runs callgrind_annotate on both, subtracts BASE's self cost from WALK's for each function, divides by
 * N and prints the TOP (default 8) functions as markdown table rows "| function | Ir/element |",
 * followed by a row for the rest. Recursion levels (execute_ex'2) are merged into one function.
 */

[$base, $walk] = [$argv[1] ?? '', $argv[2] ?? ''];
$n = (int) ($argv[3] ?? 0);
$top = (int) ($argv[4] ?? 8);
if (!is_file($base) || !is_file($walk) || $n <= 0) {
	fwrite(STDERR, "usage: php cg_breakdown.php BASE.out WALK.out N [TOP]\n");
	exit(2);
}

function self_costs(string $file): array
{
	$out = shell_exec('callgrind_annotate --inclusive=no --auto=no --threshold=100 ' . escapeshellarg($file) . ' 2>/dev/null');
	if (!is_string($out) || $out === '') {
		fwrite(STDERR, "cg_breakdown.php: callgrind_annotate gave nothing for $file\n");
		exit(1);
	}
	$costs = [];
	foreach (explode("\n", $out) as $line) {
		// "9,588,002 (37.15%)  ???:execute_ex'2 [/usr/bin/php8.2]"
		if (!preg_match('/^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.+?)\s*$/', $line, $m) || str_contains($m[2], 'PROGRAM TOTALS')) {
			continue;
		}
		$name = preg_replace('/\s+\[[^\]]*\]$/', '', $m[2]);      // the object file
		$name = preg_replace('/^.*:(?=[^:]+$)/', '', $name);        // the source file
		$name = preg_replace("/'\\d+$/", '', $name);                // recursion level
		if (preg_match('/^0x0*([0-9a-f]+)$/', $name, $a)) {
			$name = "(a static function of the php binary at 0x$a[1], no symbol)";
		}
		$costs[$name] = ($costs[$name] ?? 0) + (int) str_replace(',', '', $m[1]);
	}
	return $costs;
}

$b = self_costs($base);
$w = self_costs($walk);
$diff = [];
foreach ($w as $fn => $ir) {
	$d = ($ir - ($b[$fn] ?? 0)) / $n;
	if (abs($d) >= 0.05) {
		$diff[$fn] = $d;
	}
}
arsort($diff);
$total = array_sum($diff);
$shown = array_slice($diff, 0, $top, true);
foreach ($shown as $fn => $d) {
	printf(str_starts_with($fn, '(') ? "| %s | %.1f |\n" : "| `%s` | %.1f |\n", $fn, $d);
}
$rest = $total - array_sum($shown);
if (abs($rest) >= 0.05) {
	printf("| (everything else) | %.1f |\n", $rest);
}
printf("| **total** | **%.1f** |\n", $total);
