--TEST--
Fault: memory_limit reached inside an Iterator's methods, walked with or without a callback, ends with the engine's fatal error, as foreach does
--DESCRIPTION--
next(), valid() or current() allocate past memory_limit; the walk serves the interrupt the allocator
raised by the VM's own helper. They grow their array through array_push(): PHP 8.2.36's tracing JIT
crashes (zend_get_executed_lineno() from the allocator, in compiled code) when `$this->kept[] = ...`
in a compiled method reaches the limit, in the foreach alone, iterpred not loaded.
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
final class Growing implements Iterator
{
    private array $kept = [];
    private int $i = 1;
    public function __construct(private string $grows) {}
    private function grow(string $method): void { if ($method === $this->grows) { array_push($this->kept, str_repeat('x', 100)); } }
    public function rewind(): void { $this->i = 1; }
    public function valid(): bool { $this->grow('valid'); return true; }
    public function current(): int { $this->grow('current'); return $this->i; }
    public function key(): int { return $this->i; }
    public function next(): void { $this->grow('next'); $this->i++; }
}

PHP;
foreach (['next', 'valid', 'current'] as $method) {
    echo "$method() grows, no callback:\n";
    memory_limit_check($class . "all(new Growing('$method'));", $class . "foreach (new Growing('$method') as \$v) { if (!\$v) break; }");
}
echo "next() grows, a closure with the key:\n";
memory_limit_check($class . "array_every(new Growing('next'), fn(\$v, \$k) => \$k > 0);", $class . "foreach (new Growing('next') as \$k => \$v) { if (!(fn(\$v, \$k) => \$k > 0)(\$v, \$k)) break; }");
?>
--EXPECT--
next() grows, no callback:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
valid() grows, no callback:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
current() grows, no callback:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
next() grows, a closure with the key:
no opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
opcache: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
tracing JIT: the "Allowed memory size" fatal error, shutdown function ran, exit 255, as foreach
