<?php
/*
 * The differential driver: each case is built twice from its spec, run once through the reference
 * (reference.php) and once through iterpred, and the two logs must be identical: the bool or the
 * exception (class, message, code, previous), every iterator method call, every callback argument,
 * every destructor, warning and notice, and what the walk left behind.
 *
 * Entry points: fuzz_main($argv) for the command line (fuzz.php), fuzz_run() for tests.
 */

namespace IterpredFuzz;

require_once __DIR__ . '/reference.php';
require_once __DIR__ . '/support.php';
require_once __DIR__ . '/generate.php';

const USAGE = <<<'TXT'
usage: php -d extension=iterpred.so tests/fuzz/fuzz.php [options]
  --seed=N         master seed (default: random, printed)
  --cases=M        number of cases (default 2000)
  --start=I        first case index (default 0); case I of seed N is always the same case
  --verbose        print every case's spec and both logs
  --stop           stop at the first failure (default: go on, report all)
  --reduce         reduce each failure to a minimal spec before printing it
  --case=I         run only case I (with --seed), print its spec and both logs
  --emit-phpt=NAME with --case: write tests/fuzz_regression_NAME.phpt from the reduced case
  --progress=FILE  write "seed case" to FILE before each case (finds the case that crashed the process)
  --spec=FILE      run the spec in FILE (a PHP file returning it) instead of a generated case
  --only=ref|ext   with --case or --spec: run one implementation only, print its log
  --crash-reduce   with --case or --spec: reduce a case that crashes the process (each candidate in a
                   child process with this PHP binary and ini), print the smallest spec that still does
  --against=polyfill  compare iterpred with polyfill/iterpred.php (a copy of its Iterpred\\ functions
                   under IterpredPolyfillCopy\\) instead of the reference, and nothing blurred: the same
                   messages, where exceptions were made, the functions on their traces
TXT;

/** The namespace of the polyfill's copy that --against=polyfill loads beside the extension. */
const POLYFILL_COPY = 'IterpredPolyfillCopy';

/**
 * The polyfill's functions under POLYFILL_COPY\\: its namespaced part, renamed, from a file of its own
 * (so its __FILE__ is not this one), since the extension's functions stand where the polyfill would
 * define its own.
 */
function load_polyfill_copy(): void
{
    if (function_exists(POLYFILL_COPY . '\\any')) {
        return;
    }
    $source = file_get_contents(dirname(__DIR__, 2) . '/polyfill/iterpred.php');
    $end = strpos($source, '// @global-begin');
    if ($end === false || !str_contains($source, 'namespace Iterpred {')) {
        throw new \RuntimeException('polyfill/iterpred.php: no "namespace Iterpred {" or "// @global-begin" marker');
    }
    $copy = str_replace(['namespace Iterpred {', 'Iterpred\\Polyfill'], ['namespace ' . POLYFILL_COPY . ' {', POLYFILL_COPY . '\\Polyfill'],
        substr($source, 0, $end));
    $file = sys_get_temp_dir() . '/iterpred-polyfill-copy-' . getmypid() . '.php';
    file_put_contents($file, $copy);
    try {
        require $file;
    } finally {
        unlink($file);
    }
}

function case_seed(int $seed, int $index): int
{
    return crc32("iterpred/$seed/$index") ^ (($seed & 0x7fff) << 16);
}

function case_spec(int $seed, int $index): array
{
    return (new SpecGen(case_seed($seed, $index)))->caseSpec();
}

/** One run of a spec through one implementation: its log lines. */
function run_once(array $spec, bool $ext): array
{
    $ctx = new Ctx(new Impl($ext), $spec);
    $log = $ctx->log;
    /* Levels on which the handler throws while the call runs (spec 'eh'), after logging. */
    $throwOn = (int) ($spec['eh'] ?? 0);
    set_error_handler(function (int $type, string $message) use ($log, $ctx, $throwOn): bool {
        /* A non-reference passed to a by-reference parameter: the engine's notice for a userland
         * caller (the reference), its warning for zend_call_function() (iterpred). */
        if ($message === 'Only variables should be passed by reference'
                || preg_match('/^\S+\(\): Argument #\d+ \(\$\w+\) must be passed by reference, value given$/', $message)) {
            $type = 0;
            $message = 'value passed by reference';
        }
        /* Resource ids count up across runs. */
        $message = preg_replace(['/ in \S+ on line \d+/', '/Resource ID#\d+(.*)\(\d+\)/'], ['', 'Resource ID#n$1(n)'], $message);
        $log->add("E$type $message");
        if ($ctx->armed && ($type & $throwOn)) {
            throw new \ErrorException($message, 0, $type);
        }
        return true;
    });
    try {
        $ctx->run();
        $ctx->teardown();
    } catch (\Throwable $e) {
        $log->exception('escaped', $e);
    } finally {
        restore_error_handler();
    }
    unset($ctx);
    collect_cycles($log);
    $log->open = false;
    return $log->lines;
}

/** The cycle collector frees garbage in an order of its own: what it logs is compared as a set. */
function collect_cycles(Log $log): void
{
    $before = count($log->lines);
    try {
        gc_collect_cycles();
    } catch (\Throwable $e) {
        $log->exception('gc threw', $e);
    }
    $freed = array_splice($log->lines, $before);
    sort($freed);
    array_push($log->lines, ...$freed);
}

/** Null when both implementations agree, else a description of the first difference. */
function compare(array $spec, ?array &$ref = null, ?array &$ext = null): ?string
{
    $ref = run_once($spec, false);
    $ext = run_once($spec, true);
    if ($ref === $ext) {
        return null;
    }
    for ($i = 0; ($ref[$i] ?? null) === ($ext[$i] ?? null); $i++);
    return sprintf("first difference at log line %d\n  %-10s %s\n  iterpred:  %s", $i + 1, Impl::$against . ':',
        $ref[$i] ?? '(end of log)', $ext[$i] ?? '(end of log)');
}

/** The shape of a difference, for keeping a reduction on the same failure: digits and labels blurred. */
function signature(?string $diff): ?string
{
    return $diff === null ? null : preg_replace('/\d+/', '#', preg_replace('/^first difference at log line \d+/', '', $diff));
}

function fails(array $spec, ?string $signature = null): bool
{
    try {
        $diff = compare($spec);
    } catch (\Throwable) {
        return false;
    }
    return $diff !== null && ($signature === null || signature($diff) === $signature);
}

/** Smaller variants of a spec: each array entry dropped, each scalar simplified. */
function shrink_candidates(mixed $node): \Generator
{
    if (!is_array($node)) {
        foreach ([0, '', false, null] as $simpler) {
            if ($node !== $simpler && gettype($node) === gettype($simpler)) {
                yield $simpler;
            }
        }
        if (is_int($node) && abs($node) > 1) {
            yield intdiv($node, 2);
        }
        return;
    }
    $isList = array_is_list($node);
    $tagged = $isList && is_string($node[0] ?? null);
    if ($isList && count($node) > 4 && !$tagged) {
        $half = intdiv(count($node), 2);
        yield array_slice($node, 0, $half);
        yield array_slice($node, $half);
    }
    foreach (array_keys($node) as $k) {
        if ($tagged && $k === 0) {
            continue;
        }
        $smaller = $node;
        unset($smaller[$k]);
        yield $isList && !$tagged ? array_values($smaller) : $smaller;
    }
    foreach ($node as $k => $child) {
        if ($tagged && $k === 0) {
            continue;
        }
        foreach (shrink_candidates($child) as $simpler) {
            $copy = $node;
            $copy[$k] = $simpler;
            yield $copy;
        }
    }
}

function reduce(array $spec, int $budget = 3000): array
{
    $tries = 0;
    $signature = signature(compare($spec));
    do {
        $progress = false;
        foreach (shrink_candidates($spec) as $candidate) {
            if (++$tries > $budget) {
                return $spec;
            }
            if (is_array($candidate) && fails($candidate)) {
                $spec = $candidate;
                $progress = true;
                break;
            }
        }
    } while ($progress);
    return $spec;
}

/** Whether running $spec in a child process (this PHP, same ini) crashes it or makes a sanitizer report. */
function crashes(array $spec, string $only): bool
{
    $file = tempnam(sys_get_temp_dir(), 'fuzzspec');
    file_put_contents($file, '<?php return ' . export($spec) . ";\n");
    $cmd = php_command() . ' ' . escapeshellarg(__DIR__ . '/fuzz.php') . ' --spec=' . escapeshellarg($file)
        . " --only=$only 2>&1";
    exec($cmd, $out, $rc);
    unlink($file);
    return $rc >= 128 || preg_grep('/AddressSanitizer|runtime error:|Segmentation fault/', $out);
}

/** This PHP binary with the options it was started with (-d extension=..., -n, ...), from /proc. */
function php_command(): string
{
    $argv = explode("\0", rtrim((string) @file_get_contents('/proc/self/cmdline'), "\0"));
    $script = $_SERVER['argv'][0] ?? '';
    $options = [];
    foreach (array_slice($argv, 1) as $arg) {
        if ($arg === $script || $arg === '-f') {
            break;
        }
        $options[] = escapeshellarg($arg);
    }
    return escapeshellarg(PHP_BINARY) . ($options ? ' ' . implode(' ', $options) : '');
}

function crash_reduce(array $spec, ?string $only): array
{
    $only ??= 'ref';
    if (!crashes($spec, $only)) {
        fwrite(STDERR, "fuzz: the case does not crash a child process with --only=$only\n");
        return $spec;
    }
    do {
        $progress = false;
        foreach (shrink_candidates($spec) as $candidate) {
            if (is_array($candidate) && crashes($candidate, $only)) {
                $spec = $candidate;
                $progress = true;
                fwrite(STDERR, '.');
                break;
            }
        }
    } while ($progress);
    fwrite(STDERR, "\n");
    return $spec;
}

function export(mixed $v, string $indent = ''): string
{
    if (!is_array($v)) {
        if (is_float($v)) {
            return is_nan($v) ? 'NAN' : (is_infinite($v) ? ($v > 0 ? 'INF' : '-INF') : var_export($v, true));
        }
        return $v === PHP_INT_MIN ? 'PHP_INT_MIN' : var_export($v, true);
    }
    $list = array_is_list($v);
    $parts = [];
    foreach ($v as $k => $item) {
        $parts[] = ($list ? '' : var_export($k, true) . ' => ') . export($item, "$indent    ");
    }
    $line = '[' . implode(', ', $parts) . ']';
    if (strlen($line) + strlen($indent) <= 110 && !str_contains($line, "\n")) {
        return $line;
    }
    return "[\n$indent    " . implode(",\n$indent    ", $parts) . ",\n$indent]";
}

function reproduction(array $spec): string
{
    return "<?php\n// php -d extension=iterpred.so this.php\nrequire '" . __DIR__ . "/runner.php';\n"
        . '$spec = ' . export($spec) . ";\n"
        . "echo implode(\"\\n\", IterpredFuzz\\run_once(\$spec, true)), \"\\n\";  // iterpred\n"
        . "echo \"---\\n\", implode(\"\\n\", IterpredFuzz\\run_once(\$spec, false)), \"\\n\";  // reference\n";
}

function phpt(string $name, array $spec, array $expected, int $seed, int $index): string
{
    return "--TEST--\nFuzz regression $name (seed $seed, case $index): iterpred walks like foreach\n"
        . "--EXTENSIONS--\niterpred\n--FILE--\n<?php\n"
        . "require __DIR__ . '/fuzz/runner.php';\n"
        . '$spec = ' . export($spec) . ";\n"
        . "echo implode(\"\\n\", IterpredFuzz\\run_once(\$spec, true)), \"\\n\";\n"
        . "?>\n--EXPECT--\n" . implode("\n", $expected) . "\n";
}

/**
 * Runs cases [start, start + cases) of a seed; prints failures, then "fuzz: N passed, N failed".
 * Returns the number of failures.
 */
function fuzz_run(int $seed, int $cases, int $start = 0, bool $verbose = false, bool $stop = false,
    bool $reduce = false, ?string $progress = null): int
{
    gc_disable();
    $passed = $failed = 0;
    $progressFile = $progress !== null ? fopen($progress, 'c') : null;
    for ($i = $start; $i < $start + $cases; $i++) {
        if ($progressFile) {
            /* One unbuffered write, padded so a shorter line never leaves a tail of the last one. */
            fseek($progressFile, 0);
            fwrite($progressFile, str_pad("$seed $i", 40) . "\n");
        }
        $spec = case_spec($seed, $i);
        $diff = compare($spec, $ref, $ext);
        if ($verbose) {
            echo "== case $i\n", export($spec), "\n-- reference\n", implode("\n", $ref), "\n-- iterpred\n", implode("\n", $ext), "\n";
        }
        if ($diff === null) {
            $passed++;
            continue;
        }
        $failed++;
        echo "FAIL seed=$seed case=$i: $diff\n";
        if ($reduce) {
            $spec = reduce($spec);
            compare($spec, $ref, $ext);
            echo "reduced: ", compare($spec), "\n";
        }
        echo "reproduce: php -d extension=iterpred.so tests/fuzz/fuzz.php --seed=$seed --case=$i", $reduce ? ' --reduce' : '', "\n";
        echo reproduction($spec), "\n";
        if ($stop) {
            break;
        }
    }
    gc_enable();
    echo "fuzz: $passed passed, $failed failed\n";
    return $failed;
}

function fuzz_main(array $argv): int
{
    $opt = ['seed' => null, 'cases' => 2000, 'start' => 0, 'case' => null, 'emit-phpt' => null, 'progress' => null,
        'spec' => null, 'only' => null, 'against' => 'reference'];
    $flags = ['verbose' => false, 'stop' => false, 'reduce' => false, 'crash-reduce' => false];
    foreach (array_slice($argv, 1) as $arg) {
        if (preg_match('/^--([a-z-]+)=(.*)$/', $arg, $m) && array_key_exists($m[1], $opt)) {
            $opt[$m[1]] = $m[2];
        } elseif (preg_match('/^--([a-z-]+)$/', $arg, $m) && array_key_exists($m[1], $flags)) {
            $flags[$m[1]] = true;
        } else {
            fwrite(STDERR, USAGE . "\n");
            return 2;
        }
    }
    if (!function_exists('any')) {
        fwrite(STDERR, "fuzz: iterpred is not loaded (php -d extension=/path/to/iterpred.so)\n");
        return 2;
    }
    if (!in_array($opt['against'], ['reference', 'polyfill'], true)) {
        fwrite(STDERR, USAGE . "\n");
        return 2;
    }
    if ($opt['against'] === 'polyfill') {
        load_polyfill_copy();
        Impl::$against = 'polyfill';
    }
    $seed = $opt['seed'] === null ? random_int(1, 999999999) : (int) $opt['seed'];
    /* Cycles are collected at fixed points only (run_once(), the "gc" action), never mid-run. */
    gc_disable();

    if ($opt['case'] !== null || $opt['spec'] !== null) {
        $index = (int) $opt['case'];
        $spec = $opt['spec'] !== null ? require $opt['spec'] : case_spec($seed, $index);
        if ($flags['crash-reduce']) {
            echo export(crash_reduce($spec, $opt['only'])), "\n";
            return 0;
        }
        if ($opt['only'] !== null) {
            echo implode("\n", run_once($spec, $opt['only'] === 'ext')), "\n";
            return 0;
        }
        if ($flags['reduce'] && fails($spec)) {
            $spec = reduce($spec);
        }
        $diff = compare($spec, $ref, $ext);
        echo export($spec), "\n-- reference\n", implode("\n", $ref), "\n-- iterpred\n", implode("\n", $ext), "\n";
        echo $diff === null ? "same\n" : "DIFFERENT: $diff\n";
        if ($opt['emit-phpt'] !== null) {
            $file = dirname(__DIR__) . "/fuzz_regression_{$opt['emit-phpt']}.phpt";
            file_put_contents($file, phpt($opt['emit-phpt'], $spec, $ref, $seed, $index));
            echo "wrote $file\n";
        }
        return $diff === null ? 0 : 1;
    }

    echo "fuzz: seed $seed, cases {$opt['start']}..", $opt['start'] + (int) $opt['cases'] - 1, ", PHP ", PHP_VERSION,
        ", iterpred against the ", Impl::$against, jit_on() ? ', JIT on' : '', "\n";
    $t = microtime(true);
    $failed = fuzz_run($seed, (int) $opt['cases'], (int) $opt['start'], $flags['verbose'], $flags['stop'],
        $flags['reduce'], $opt['progress']);
    fprintf(STDERR, "fuzz: %.1f s, peak memory %.1f MB\n", microtime(true) - $t, memory_get_peak_usage() / 1048576);
    return $failed === 0 ? 0 : 1;
}
