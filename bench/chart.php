<?php
/*
 * bench/chart.svg from bench.php's and closures.php's JSON files: horizontal bars of iterpred's speed-up
 * against the loop a user writes, per callback form and input kind, every form the data has, in the order
 * bench.php ran them (bench/forms.php: engine type predicates against the check written inline, internal
 * functions against the loop calling them by name, closures against the loop calling the same closure),
 * then no callback (0.1.0's cases) against `if (!$v)`, then closures.php's arrow functions against their
 * condition written inline (`foreach ($xs as $v) if ($v < 0) ...`); no hit, the largest size measured;
 * JIT off and tracing JIT side by side, one panel per PHP version. Log scale, centred on 1x: bars to the
 * right are faster than the loop, bars to the left slower. Plain SVG: no script, no external font, no
 * external file.
 *
 *   php bench/chart.php OUT.svg FILE.json [FILE.json ...]
 *
 * Each FILE is bench.php's --json (meta, cases) or closures.php's --json (php, jit, rows); the kind is
 * told by its keys.
 */

if ($argc < 3) {
	fwrite(STDERR, "usage: php bench/chart.php OUT.svg FILE.json [FILE.json ...] (bench.php's or closures.php's --json)\n");
	exit(2);
}
$outFile = $argv[1];

// panels[php][jit] = ['bench' => bench.php's data, 'closures' => closures.php's data] (either or both)
$panels = [];
foreach (array_slice($argv, 2) as $file) {
	$d = json_decode((string) @file_get_contents($file), true);
	if (is_array($d) && isset($d['meta'], $d['cases'])) {
		[$v, $source, $jit] = [$d['meta']['php'], 'bench', (bool) $d['meta']['jit']];
	} elseif (is_array($d) && isset($d['php'], $d['jit'], $d['rows'])) {
		[$v, $source, $jit] = [$d['php'], 'closures', $d['jit'] !== 'off'];
	} else {
		fwrite(STDERR, "chart.php: $file is neither bench.php's nor closures.php's JSON\n");
		exit(1);
	}
	$panels[implode('.', array_slice(explode('.', $v), 0, 2))][$jit ? 'on' : 'off'][$source] = $d;
}
ksort($panels);

require __DIR__ . '/forms.php';
const KIND_LABEL = [
	'packed' => 'packed array',
	'packed_int' => 'packed int array',
	'packed_str' => 'packed string array',
	'hash' => 'hash (string keys)',
	'ArrayIterator' => 'ArrayIterator',
	'generator' => 'generator',
];
const LEGACY_KINDS = ['packed_int', 'packed_str', 'hash', 'ArrayIterator', 'generator'];
const COLORS = ['off' => '#3366aa', 'on' => '#e07b22'];

function esc(string $s): string
{
	return htmlspecialchars($s, ENT_XML1 | ENT_QUOTES, 'UTF-8');
}

/**
 * The rows of a panel, as the data has them: of bench.php's run every no-hit case of a set at that set's
 * largest size, in the order bench.php ran them (form by form), so that a form added to bench/forms.php
 * shows without a change here; of 0.1.0's cases ("legacy") the ones without a callback; then every row
 * of closures.php's run (its cases walk to the end, at one size), ratio = the inline loop's time /
 * iterpred's. Returns [key => [form, form label, kind label, speed-up]] and the sizes measured.
 */
function speedups(array $sources): array
{
	$r = [];
	$sizes = [];
	if (isset($sources['bench'])) {
		$d = $sources['bench'];
		$max = [];
		foreach ($d['cases'] as $c) {
			$set = $c['set'] ?? 'legacy';
			$max[$set] = max($max[$set] ?? 0, $c['n']);
		}
		$forms = iterpred_forms();
		foreach ($d['cases'] as $c) {
			$set = $c['set'] ?? 'legacy';
			if ($c['hit'] !== 'nohit' || $c['n'] !== $max[$set] || ($set === 'legacy' && $c['callback'] !== 'none')) {
				continue;
			}
			$label = $set === 'legacy' ? 'all($xs), no callback' : ($c['label'] ?? $forms[$c['callback']][4] ?? $c['callback']);
			$r["$set:{$c['kind']}/{$c['callback']}"] = ["$set:{$c['callback']}", $label, KIND_LABEL[$c['kind']] ?? $c['kind'],
				$c['results']['iterpred']['speedup']];
		}
		$sizes[] = max($max);
	}
	if (isset($sources['closures'])) {
		foreach ($sources['closures']['rows'] as $row) {
			$r["closures:{$row['kind']}/{$row['case']}"] = ["closures:{$row['case']}", "{$row['label']} vs inline",
				KIND_LABEL[$row['kind']] ?? $row['kind'], $row['ratio']];
		}
		$sizes[] = $sources['closures']['n'];
	}
	return [$r, $sizes];
}

// Each panel's rows per JIT mode, and the sizes and PHP build they were measured at.
$computed = [];
$longest = 0;
foreach ($panels as $php => $modes) {
	$data = [];
	$sizes = [];
	$meta = null;
	foreach (['off', 'on'] as $m) {
		if (isset($modes[$m])) {
			[$data[$m], $s] = speedups($modes[$m]);
			$sizes = array_merge($sizes, $s);
			$meta ??= isset($modes[$m]['bench']) ? $modes[$m]['bench']['meta'] : null;
			$version ??= $modes[$m]['closures']['php'] ?? null;
			foreach ($data[$m] as [, $label, $kindLabel]) {
				$longest = max($longest, strlen(preg_replace('/[\x80-\xBF]/', '', "$label · $kindLabel")));
			}
		}
	}
	$computed[$php] = [$data, array_values(array_unique($sizes)), $meta, $meta['php'] ?? $version];
	unset($version);
}

// Geometry: the labels' column as wide as the longest label (12px DejaVu Sans: about 7 px a character).
$labelW = max(350, (int) ceil($longest * 7.1));
$plotX0 = $labelW + 20;
$plotW = 560;
$W = $plotX0 + $plotW + 110;
$barH = 8;
$rowH = 2 * $barH + 6;
$lo = 0.0625;
$hi = 32.0;
$x = static fn(float $v): float => $plotX0 + $plotW * (log(max($lo, min($hi, $v))) - log($lo)) / (log($hi) - log($lo));
$font = 'font-family="DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"';

$svg = [];
$y = 20;
$svg[] = sprintf('<text x="%d" y="%d" %s font-size="17" font-weight="bold" fill="#222">iterpred: speed-up against the foreach loop a user writes for each callback</text>', 16, $y + 8, $font);
$y += 28;
foreach ([
	'The loop: the check written inline for engine type predicates (is_int() etc. compile to a type check, no call), the function called',
	'by name for other internal functions, the same closure called for any($xs, $f) (static function ($v) { return $v === null; }),',
	'`if (!$v)` without a callback; arrow functions "vs inline" (bench/closures.php): the condition written inline, `foreach ($xs as $v)',
	'if ($v < 0) ...`. Median CPU time per element, loop / iterpred; no hit (the whole input is walked). Log scale; right of 1x = faster.',
] as $line) {
	$svg[] = sprintf('<text x="%d" y="%d" %s font-size="12" fill="#444">%s</text>', 16, $y, $font, esc($line));
	$y += 16;
}
$y += 6;
// Legend.
$lx = 16;
foreach (['off' => 'JIT off', 'on' => 'opcache.jit=tracing'] as $k => $label) {
	$svg[] = sprintf('<rect x="%d" y="%d" width="14" height="10" fill="%s"/>', $lx, $y - 9, COLORS[$k]);
	$svg[] = sprintf('<text x="%d" y="%d" %s font-size="12" fill="#222">%s</text>', $lx + 19, $y, $font, esc($label));
	$lx += 200;
}
$y += 16;

foreach ($computed as [$data, $sizes, $meta, $version]) {
	$y += 18;
	$title = sprintf('PHP %s%s, %s elements', $version, $meta ? ($meta['zts'] ? ' (ZTS)' : ' (NTS)') : '', implode(' / ', array_map(
		static fn(int $size): string => match ($size) { 1_000_000 => '1e6', 100_000 => '1e5', 1_000 => '1e3', default => (string) $size }, $sizes)));
	$svg[] = sprintf('<text x="%d" y="%d" %s font-size="14" font-weight="bold" fill="#222">%s</text>', 16, $y, $font, esc($title));
	$y += 10;
	$top = $y;
	// Rows: [form, form label, kind label, key], in the order of the first mode that has them; a
	// form's kinds stay together even where only the other mode has one of them.
	$rows = [];
	foreach ($data as $cases) {
		foreach ($cases as $key => [$form, $label, $kindLabel]) {
			$rows[$form][$key] = [$form, $label, $kindLabel, $key];
		}
	}
	$rows = array_merge(...array_map('array_values', array_values($rows)));
	$data = array_map(static fn(array $cases): array => array_map(static fn(array $row): float => $row[3], $cases), $data);
	$height = count($rows) * $rowH + 6;
	// Grid and axis.
	$svg[] = sprintf('<rect x="%d" y="%d" width="%d" height="%d" fill="#fafafa" stroke="#ddd"/>', $plotX0, $top, $plotW, $height);
	foreach ([0.0625, 0.125, 0.25, 0.5, 1, 2, 4, 8, 16, 32] as $t) {
		$tx = $x($t);
		$svg[] = sprintf('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s" stroke-width="%s"/>', $tx, $top, $tx, $top + $height,
			$t == 1 ? '#333' : '#e2e2e2', $t == 1 ? '1.5' : '1');
		$svg[] = sprintf('<text x="%.1f" y="%d" %s font-size="11" fill="#444" text-anchor="middle">%sx</text>', $tx, $top + $height + 14, $font,
			$t < 1 ? '1/' . round(1 / $t) : (string) $t);
	}
	$svg[] = sprintf('<text x="%.1f" y="%d" %s font-size="11" fill="#444" text-anchor="middle">as fast as the loop</text>', $x(1), $top + $height + 27, $font);
	$prevKind = null;
	$ry = $top + 4;
	foreach ($rows as [$kind, $gl, $kl, $key]) {
		if ($prevKind !== null && $kind !== $prevKind) {
			$svg[] = sprintf('<line x1="16" y1="%.1f" x2="%d" y2="%.1f" stroke="#ccc" stroke-dasharray="3,3"/>', $ry - 2, $plotX0 + $plotW, $ry - 2);
		}
		$label = $kind !== $prevKind ? "$gl · $kl" : $kl;
		$prevKind = $kind;
		$svg[] = sprintf('<text x="%d" y="%.1f" %s font-size="12" fill="#222" text-anchor="end"%s>%s</text>', $labelW + 12, $ry + $barH + 4, $font,
			str_contains($label, '·') ? ' font-weight="bold"' : '', esc($label));
		$by = $ry;
		foreach (['off', 'on'] as $m) {
			if (isset($data[$m][$key])) {
				$v = $data[$m][$key];
				$x1 = $x(1);
				$x2 = $x($v);
				$svg[] = sprintf('<rect x="%.1f" y="%.1f" width="%.1f" height="%d" fill="%s"/>', min($x1, $x2), $by, max(1, abs($x2 - $x1)), $barH, COLORS[$m]);
				$svg[] = sprintf('<text x="%.1f" y="%.1f" %s font-size="10" fill="%s" text-anchor="%s">%s</text>',
					$v >= 1 ? $x2 + 4 : $x2 - 4, $by + $barH - 1, $font, $v >= 1 ? '#222' : '#b00020', $v >= 1 ? 'start' : 'end',
					sprintf(abs($v - 1) < 0.005 && $v != 1 ? '%.3fx' : '%.2fx', $v));
			}
			$by += $barH;
		}
		$ry += $rowH;
	}
	$y = $top + $height + 34;
}
$y += 8;
$svg[] = sprintf('<text x="16" y="%d" %s font-size="11" fill="#666">%s</text>', $y, $font,
	esc('Made by bench/chart.php from bench/bench.php and bench/closures.php runs (bash bench/run.sh). Interleaved rounds, medians; the spread of the rounds and callgrind instruction counts are in bench/RESULTS.md.'));
$y += 12;

$out = sprintf('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">', $W, $y, $W, $y) . "\n"
	. "<!-- Generated by bench/chart.php from bench/bench.php's and bench/closures.php's JSON (bash bench/run.sh): do not edit. -->\n"
	. sprintf('<rect width="%d" height="%d" fill="#ffffff"/>', $W, $y) . "\n"
	. implode("\n", $svg) . "\n</svg>\n";
if (file_put_contents($outFile, $out) === false) {
	fwrite(STDERR, "chart.php: cannot write $outFile\n");
	exit(1);
}
echo "wrote $outFile\n";
