--TEST--
Fault: memory_limit reached inside the callback of an array walk ends with the engine's fatal error, as foreach does
--DESCRIPTION--
Closures, functions, methods and internal functions called for each element of an array (packed
and hash, any(), all(), none(), array_every(), the key modes) allocate past memory_limit; the walk serves
the interrupt the allocator raised by the VM's own helper.
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
$setup = '$packed = range(1, 200000); $hash = array_combine(array_map(fn($i) => "k$i", $packed), $packed); $kept = [];' . "\n"
    . 'function grow($v) { global $kept; $kept[] = str_repeat("x", 100); return true; }' . "\n"
    . 'final class Hog { public array $kept = []; public function keep($v, $k): bool { $this->kept[] = str_repeat("$k", 100); return false; } }' . "\n";
$cases = [
    'a closure over a packed array' => ['all($packed, function ($v) use (&$kept) { $kept[] = str_repeat("x", 100); return true; });', 'foreach ($packed as $v) { $kept[] = str_repeat("x", 100); }'],
    'a named function over a hash, by key' => ['all($hash, "grow", ARRAY_FILTER_USE_KEY);', 'foreach ($hash as $k => $v) { grow($k); }'],
    'a bound method, array_every' => ['array_every($hash, [new Hog(), "keep"]) || any($hash, [$h = new Hog(), "keep"], ARRAY_FILTER_USE_BOTH);', '$h = new Hog(); foreach ($hash as $k => $v) { $h->keep($v, $k); }'],
    'an internal function keeping what it makes' => ['$o = new ArrayObject(); all($packed, [$o, "append"]);', '$o = new ArrayObject(); foreach ($packed as $v) { $o->append($v); }'],
];
foreach ($cases as $name => [$with_iterpred, $with_foreach]) {
    echo "$name:\n";
    memory_limit_check($setup . $with_iterpred, $setup . $with_foreach);
}
?>
--EXPECT--
a closure over a packed array:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
a named function over a hash, by key:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
a bound method, array_every:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
an internal function keeping what it makes:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
