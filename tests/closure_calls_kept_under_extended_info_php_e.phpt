--TEST--
php -e (extended info, as debuggers compile): the body of a closure in issue 24's shapes runs its EXT_STMT for every element, and walks give the same results and diagnostics as the foreach loop calling the closure
--DESCRIPTION--
Op arrays compiled with extended info carry ZEND_EXT_STMT before every statement, where a debugger's
statement handler (a breakpoint) stops: issue 24 evaluates no such closure without a call. A child
`php -e` (this PHP, these options) with zend_test's user opcode handler on ZEND_EXT_STMT counts the
statements run between two markers: the walk's statement, the marker's and one per element in the
closure's body (four elements, none matching), with iterpred.call_free on and off. It also runs the
differential checks of closure_same_as_the_call.inc under -e.
--EXTENSIONS--
iterpred
zend_test
--SKIPIF--
<?php
if (!function_exists('proc_open') || !is_readable('/proc/self/cmdline')) die('skip needs proc_open and /proc');
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
    $options[] = $arg;
}

function child(array $options, string $code): string
{
    $file = tempnam(sys_get_temp_dir(), 'iterpred-e');
    file_put_contents($file, $code);
    $cmd = array_merge([PHP_BINARY], $options, ['-e', '-d', 'zend_test.observer.enabled=1', '-d', 'zend_test.observer.show_output=1',
        '-d', 'zend_test.observer.show_opcode_in_user_handler=ZEND_EXT_STMT', '-d', 'opcache.jit=disable', $file]);
    $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes);
    $out = stream_get_contents($pipes[1]);
    proc_close($proc);
    unlink($file);
    return $out;
}

$walks = [
    'any([1, 2, 3, 4], fn ($v) => $v < 0)',
    "any(['a' => 1, 'b' => null, 'c' => 3, 'd' => 4], fn (\$v) => \$v === false)",
    'none([1, 2, 3, 4], fn ($v) => $v > $min)',
    'array_every([1, 2, 3, 4], fn ($v, $k) => $v > 0)',
    "any([['active' => false], ['active' => 0], ['active' => null], ['active' => '']], fn (\$r) => \$r['active'])",
];
foreach ($walks as $walk) {
    foreach (['1', '0'] as $callFree) {
        $out = child($options, "<?php\n\$min = 10; @ini_set('iterpred.call_free', '$callFree');\necho \"<A>\\n\"; \$r = $walk; echo \"<B>\\n\";\n");
        $between = preg_match('/<A>\n(.*)<B>\n/s', $out, $m) ? $m[1] : null;
        $statements = $between === null ? "no markers in:\n$out" : substr_count($between, "'ZEND_EXT_STMT' in user handler");
        echo "$walk, iterpred.call_free=$callFree: ", is_int($statements) ? $statements - 2 . ' statements in the closure' : $statements, "\n";
    }
}

/* The differential checks of the other closure tests, under -e. */
$inc = var_export(__DIR__ . '/closure_same_as_the_call.inc', true);
$out = child($options, <<<PHP
<?php
require $inc;
same_as_the_call("any, fn(\\\$r) => \\\$r['active']", 'any', fn () => [['active' => false], [], ['active' => true]], fn (\$r) => \$r['active']);
same_as_the_call('all, fn(\$v) => \$v > 0', 'all', fn () => [1, 2, 0, 4], fn (\$v) => \$v > 0);
PHP);
/* zend_test's handler prints its comment and a newline wherever output stands (mid-line too). */
echo preg_replace('/<!-- [^>]*-->\n/', '', $out);
?>
--EXPECT--
any([1, 2, 3, 4], fn ($v) => $v < 0), iterpred.call_free=1: 4 statements in the closure
any([1, 2, 3, 4], fn ($v) => $v < 0), iterpred.call_free=0: 4 statements in the closure
any(['a' => 1, 'b' => null, 'c' => 3, 'd' => 4], fn ($v) => $v === false), iterpred.call_free=1: 4 statements in the closure
any(['a' => 1, 'b' => null, 'c' => 3, 'd' => 4], fn ($v) => $v === false), iterpred.call_free=0: 4 statements in the closure
none([1, 2, 3, 4], fn ($v) => $v > $min), iterpred.call_free=1: 4 statements in the closure
none([1, 2, 3, 4], fn ($v) => $v > $min), iterpred.call_free=0: 4 statements in the closure
array_every([1, 2, 3, 4], fn ($v, $k) => $v > 0), iterpred.call_free=1: 4 statements in the closure
array_every([1, 2, 3, 4], fn ($v, $k) => $v > 0), iterpred.call_free=0: 4 statements in the closure
any([['active' => false], ['active' => 0], ['active' => null], ['active' => '']], fn ($r) => $r['active']), iterpred.call_free=1: 4 statements in the closure
any([['active' => false], ['active' => 0], ['active' => null], ['active' => '']], fn ($r) => $r['active']), iterpred.call_free=0: 4 statements in the closure
any, fn($r) => $r['active']:
  diagnostic 2: Undefined array key "active" (line 3) from {closure} < any
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($v) => $v > 0:
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
