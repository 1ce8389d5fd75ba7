<?php
/*
 * Saves callgrind.sh's instruction counts as a baseline for bench/report.php (bench/baseline-0.1.0.json):
 *
 *   php bench/baseline.php OUT.json VERSION COMMIT CALLGRIND_OUT_DIR [CALLGRIND_OUT_DIR ...]
 *
 * Each directory holds an ir.tsv of bench/callgrind.sh ("# php=X.Y.Z n=N", then "Ir/element<TAB>case<TAB>
 * contender<TAB>jit"); directories of the same PHP version are merged (e.g. one run --who=iterpred, one
 * --who=userland). How 0.1.0's was made, from a clean checkout of its commit (the build must not pick up
 * uncommitted changes of the working tree):
 *
 *   git archive COMMIT | tar x -C /tmp/src && bash /tmp/src/scripts/build.sh --dir=/tmp/build    # prints the .so
 *   bash bench/callgrind.sh --ext=/tmp/build/modules/iterpred.so --jit --jobs=2 --out=/tmp/cg
 *   php bench/baseline.php bench/baseline-0.1.0.json 0.1.0 COMMIT /tmp/cg
 *
 * The PHP versions OUT.json already holds for the same commit and no directory measures are kept: 8.4's and
 * 8.5's were added later, each from a build of the commit in its chroot (bench/callgrind.sh --chroot=...,
 * --who=iterpred: the loops do not depend on the extension).
 */

if ($argc < 5) {
	fwrite(STDERR, "usage: php bench/baseline.php OUT.json VERSION COMMIT CALLGRIND_OUT_DIR [...]\n");
	exit(2);
}
[$outFile, $version, $commit] = [$argv[1], $argv[2], $argv[3]];
$old = is_file($outFile) ? json_decode((string) file_get_contents($outFile), true) : null;
$kept = is_array($old) && ($old['commit'] ?? null) === $commit ? $old['callgrind'] : [];
$cg = [];
foreach (array_slice($argv, 4) as $dir) {
	$tsv = "$dir/ir.tsv";
	$lines = @file($tsv, FILE_IGNORE_NEW_LINES);
	if ($lines === false || !preg_match('/^# php=(\S+) n=(\d+)/', $lines[0] ?? '', $m)) {
		fwrite(STDERR, "baseline.php: $tsv is not an ir.tsv of bench/callgrind.sh\n");
		exit(1);
	}
	$minor = implode('.', array_slice(explode('.', $m[1]), 0, 2));
	$cg[$minor]['php'] = $m[1];
	$cg[$minor]['n'] = (int) $m[2];
	foreach (array_slice($lines, 1) as $line) {
		if ($line === '' || $line[0] === '#') {
			continue;
		}
		[$v, $case, $who, $jit] = explode("\t", $line);
		$cg[$minor]['ir'][$case][$who][$jit] = (float) $v;
	}
}
$cg += $kept;
ksort($cg);
$out = [
	'version' => $version,
	'commit' => $commit,
	'date' => gmdate('Y-m-d'),
	'what' => 'callgrind instructions per element (walk minus base, divided by n) of bench/callgrind.sh: ir[case][contender] = [JIT off, opcache.jit=tracing]',
	'callgrind' => $cg,
];
file_put_contents($outFile, json_encode($out, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\n");
echo "wrote $outFile\n";
