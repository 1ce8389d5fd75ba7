--TEST--
Fault: memory_limit reached inside a generator walked without a callback ends with the engine's fatal error, as foreach does
--DESCRIPTION--
PHP 8.2.36 and 8.4.27 let an allocation over memory_limit through and raise "Allowed memory size" at the
VM's next interrupt check; a walk that consumed the interrupt without raising it let the generator run
on to the allocator's hard limit, which ends the process ("Hard memory limit", exit 137, no shutdown
function). Checked without opcache, with opcache and under the tracing JIT, against the same foreach.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php (TEST_PHP_EXECUTABLE)');
if (!function_exists('proc_open')) die('skip needs proc_open');
?>
--FILE--
<?php
require __DIR__ . '/memory_limit_in_walk.inc';
$generator = '$g = (function () { $kept = []; for ($i = 1; ; $i++) { $kept[] = str_repeat("x", 100); yield $i => $i; } })();' . "\n";
echo "all():\n";
memory_limit_check($generator . 'all($g);', $generator . 'foreach ($g as $v) { if (!$v) break; }');
echo "all() of the keys:\n";
memory_limit_check($generator . 'all($g, null, ARRAY_FILTER_USE_KEY);', $generator . 'foreach ($g as $k => $v) { if (!$k) break; }');
?>
--EXPECT--
all():
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
all() of the keys:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
