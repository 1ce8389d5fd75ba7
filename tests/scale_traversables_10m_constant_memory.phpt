--TEST--
Scale: 10 million elements through every Traversable path (generator, ArrayIterator, Iterator class, IteratorAggregate, SplFixedArray), in constant extra memory
--DESCRIPTION--
Each walk reads all 10,000,000 elements and must not materialise them: the peak during the walk stays
within 1 MB of the memory in use before it, and once the input is dropped nothing is left.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind and sanitizers');
if (PHP_DEBUG) die('skip minutes on a debug (-O0) build of PHP: the release builds run it');
?>
--INI--
memory_limit=1G
--FILE--
<?php
/* 10 million elements; 1 million under qemu-user emulation (ITERPRED_EMULATED, set by .ci/chroot-php.sh
 * for a foreign-architecture leg the machine cannot run natively), where 10 million take minutes per
 * walk: the same paths. */
define('N', getenv('ITERPRED_EMULATED') ? 1_000_000 : 10_000_000);

final class Counter implements Iterator
{
    private int $i = 0;
    public function __construct(private int $n) {}
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < $this->n; }
    public function current(): mixed { return $this->n - $this->i - 1; } /* 0 last */
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
}

final class Numbers implements IteratorAggregate
{
    public function __construct(private int $n) {}
    public function getIterator(): Generator { return numbers($this->n); }
}

function numbers(int $n): Generator
{
    for ($i = $n - 1; $i >= 0; $i--) {
        yield "k$i" => $i; /* refcounted keys, 0 last */
    }
}

function check(string $name, Closure $make, Closure $walk, bool $expected): void
{
    $walk($make(3));
    $base = memory_get_usage();
    $input = $make(N);
    $before = memory_get_usage();
    memory_reset_peak_usage();
    $result = $walk($input);
    $peak = memory_get_peak_usage() - $before;
    /* A generator stopped on an element holds it: what is left is measured without the input. */
    unset($input);
    $left = memory_get_usage() - $base;
    echo str_pad($name, 40), $result === $expected ? 'right answer' : 'WRONG ANSWER',
        $peak < (1 << 20) ? ', constant memory' : ", PEAK +$peak bytes",
        $left <= 0 ? '' : ", LEFT +$left bytes", "\n";
}

$positive = fn($v) => $v > 0;
check('generator, no callback', fn($n) => numbers($n), fn($g) => all($g), false);
check('generator, closure', fn($n) => numbers($n), fn($g) => all($g, $positive), false);
check('generator, USE_KEY, no callback', fn($n) => numbers($n), fn($g) => all($g, null, ARRAY_FILTER_USE_KEY), true);
check('generator, closure, USE_BOTH', fn($n) => numbers($n), fn($g) => any($g, fn($v, $k) => $k === 'k0', ARRAY_FILTER_USE_BOTH), true);
check('ArrayIterator, closure', fn($n) => new ArrayIterator(array_reverse(range(0, $n - 1))), fn($it) => all($it, $positive), false);
check('Iterator class, no callback', fn($n) => new Counter($n), fn($it) => all($it), false);
check('Iterator class, internal function', fn($n) => new Counter($n), fn($it) => none($it, 'is_string'), true);
check('IteratorAggregate, array_every', fn($n) => new Numbers($n), fn($it) => array_every($it, fn($v, $k) => $v > 0), false);
check('SplFixedArray, closure, USE_KEY', fn($n) => new SplFixedArray($n), fn($it) => any($it, fn($k) => $k === N - 1, ARRAY_FILTER_USE_KEY), true);
?>
--EXPECT--
generator, no callback                  right answer, constant memory
generator, closure                      right answer, constant memory
generator, USE_KEY, no callback         right answer, constant memory
generator, closure, USE_BOTH            right answer, constant memory
ArrayIterator, closure                  right answer, constant memory
Iterator class, no callback             right answer, constant memory
Iterator class, internal function       right answer, constant memory
IteratorAggregate, array_every          right answer, constant memory
SplFixedArray, closure, USE_KEY         right answer, constant memory
