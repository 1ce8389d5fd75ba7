--TEST--
Fault: memory_limit reached inside a generator walked with a callback ends with the engine's fatal error, as foreach does
--DESCRIPTION--
The generator's body or the callback allocates past memory_limit: the walk serves the interrupt the
allocator raised (PHP 8.2.36, 8.4.27 delay the error to it) by the VM's own helper.
Checked without opcache, with opcache and under the tracing JIT, against the same foreach (see
memory_limit_in_walk.inc).
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
$growing = '$g = (function () { $kept = []; for ($i = 1; ; $i++) { $kept[] = str_repeat("x", 100); yield $i => $i; } })();' . "\n";
$plain = '$g = (function () { for ($i = 1; ; $i++) { yield $i => $i; } })(); $kept = [];' . "\n";
echo "the generator grows, a closure:\n";
memory_limit_check($growing . 'all($g, fn($v) => $v > 0);', $growing . 'foreach ($g as $v) { if (!(fn($v) => $v > 0)($v)) break; }');
echo "the generator grows, an internal function with the key:\n";
memory_limit_check($growing . 'none($g, \'is_a\', ARRAY_FILTER_USE_BOTH);', $growing . 'foreach ($g as $k => $v) { if (is_a($v, $k)) break; }');
echo "the callback grows:\n";
memory_limit_check($plain . 'any($g, function ($v) use (&$kept) { $kept[] = str_repeat("x", 100); return false; });', $plain . 'foreach ($g as $v) { $kept[] = str_repeat("x", 100); }');
?>
--EXPECT--
the generator grows, a closure:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
the generator grows, an internal function with the key:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
the callback grows:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
