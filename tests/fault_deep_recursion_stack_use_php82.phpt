--TEST--
Fault, PHP 8.2: recursion through iterpred's callback reaches as deep as through array_filter() (zend_call_function()) before the process's stack limit
--DESCRIPTION--
On PHP 8.2 nothing stops runaway recursion before the C stack does, whoever calls the callback. What
iterpred owes is to use no more C stack per level than the engine's own callers: child processes with
a 2 MB stack (ulimit -s) find the deepest recursion that still completes through all() and through
array_filter() (which calls zend_call_function()), to within 0.5%, and all() must get as deep.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (PHP_VERSION_ID >= 80300) die('skip PHP 8.2 only: 8.3+ stops deep recursion with an Error (fault_deep_recursion_stack_limit_php83.phpt)');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip child processes overflow their stack on purpose: not under valgrind or sanitizers');
if (!function_exists('proc_open') || !is_readable('/proc/self/cmdline') || !is_executable('/bin/sh')) die('skip needs proc_open, /proc and /bin/sh');
?>
--FILE--
<?php
/* This PHP, with the options it was started with (the -d extension=... that loaded iterpred). */
$argv0 = explode("\0", rtrim(file_get_contents('/proc/self/cmdline'), "\0"));
$options = [];
foreach (array_slice($argv0, 1) as $arg) {
    if ($arg === $_SERVER['SCRIPT_FILENAME'] || $arg === $_SERVER['argv'][0] || $arg === '-f') {
        break;
    }
    $options[] = escapeshellarg($arg);
}
$php = escapeshellarg(PHP_BINARY) . ' ' . implode(' ', $options);

$child = tempnam(sys_get_temp_dir(), 'iterpred-recursion');
file_put_contents($child, <<<'PHP'
<?php
function viaAll(int $n): bool { return $n === 0 || all([$n], fn($v) => viaAll($v - 1)); }
function viaArrayFilter(int $n): bool { return $n === 0 || array_filter([$n], fn($v) => viaArrayFilter($v - 1)) !== []; }
echo ($argv[1] === 'all' ? viaAll((int) $argv[2]) : viaArrayFilter((int) $argv[2])) ? 'completed' : 'wrong';
PHP);

function completes(string $php, string $child, string $how, int $depth): bool
{
    $cmd = "ulimit -c 0; ulimit -s 2048; exec $php -d memory_limit=-1 " . escapeshellarg($child) . " $how $depth 2>&1";
    /* The outer shell reports the child's crash on its own stderr: not part of the answer. */
    return trim((string) shell_exec("/bin/sh -c " . escapeshellarg($cmd) . ' 2>/dev/null')) === 'completed';
}

/* The deepest recursion that completes, to within 0.5%. */
function deepest(string $php, string $child, string $how): int
{
    $ok = 10;
    $fails = 100000;
    if (!completes($php, $child, $how, $ok)) {
        return 0;
    }
    while ($fails - $ok > $ok / 200) {
        $mid = intdiv($ok + $fails, 2);
        completes($php, $child, $how, $mid) ? $ok = $mid : $fails = $mid;
    }
    return $ok;
}

$all = deepest($php, $child, 'all');
$filter = deepest($php, $child, 'filter');
unlink($child);
echo 'array_filter completes some depth: ', var_export($filter > 100, true), "\n";
/* Both depths are known to within 0.5%. */
echo 'all() gets as deep: ', var_export($all >= 0.99 * $filter, true), "\n";
if (getenv("SHOW_DEPTHS") || $all < 0.99 * $filter || $filter <= 100) {
    echo "all(): $all levels, array_filter(): $filter levels\n";
}
?>
--EXPECT--
array_filter completes some depth: true
all() gets as deep: true
