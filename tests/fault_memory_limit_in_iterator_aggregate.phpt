--TEST--
Fault: memory_limit reached inside what an IteratorAggregate returns, walked with or without a callback, ends with the engine's fatal error, as foreach does
--DESCRIPTION--
getIterator() returns a generator or an Iterator that allocates past memory_limit; the walk serves
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
$class = <<<'PHP'
final class Numbers implements IteratorAggregate
{
    public function getIterator(): Generator
    {
        $kept = [];
        for ($i = 1; ; $i++) {
            $kept[] = str_repeat('x', 100);
            yield $i;
        }
    }
}
final class Nested implements IteratorAggregate
{
    public function getIterator(): Numbers { return new Numbers(); }
}

PHP;
echo "a generator, no callback:\n";
memory_limit_check($class . 'all(new Numbers());', $class . 'foreach (new Numbers() as $v) { if (!$v) break; }');
echo "a generator through another aggregate, a closure:\n";
memory_limit_check($class . 'none(new Nested(), fn(int $v) => $v < 0);', $class . 'foreach (new Nested() as $v) { if ((fn(int $v) => $v < 0)($v)) break; }');
echo "ArrayIterator of a growing array, no callback:\n";
$array = '$kept = []; $xs = new ArrayObject(range(1, 10)); $grow = function () use (&$kept) { $kept[] = str_repeat("x", 100); return true; };' . "\n";
memory_limit_check($array . 'while (all($xs, $grow));', $array . 'while (true) { foreach ($xs as $v) { if (!$grow($v)) break 2; } }');
?>
--EXPECT--
a generator, no callback:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
a generator through another aggregate, a closure:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
ArrayIterator of a growing array, no callback:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
