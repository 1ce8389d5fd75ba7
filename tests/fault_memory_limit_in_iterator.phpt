--TEST--
Fault: memory_limit exhausted inside Iterator::current() with no callback, through an IteratorAggregate: the engine's fatal error, then an orderly shutdown
--DESCRIPTION--
USE_TRACKED_ALLOC makes the memory limit hold under valgrind (USE_ZEND_ALLOC=0) too; it changes nothing otherwise.
--EXTENSIONS--
iterpred
--INI--
memory_limit=8M
--ENV--
USE_TRACKED_ALLOC=1
--FILE--
<?php
register_shutdown_function(function () {
    echo "shutdown: ", error_get_last()['type'] === E_ERROR ? 'after the fatal error' : 'unexpected', "\n";
});

final class Growing implements Iterator
{
    private array $history = [];
    private int $i = 0;
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return true; }
    /* Every element is kept and twice the size of the one before: falsy, so none() reads on. */
    public function current(): mixed
    {
        $this->history[] = str_repeat('0', 1 << min($this->i, 30));
        return '0';
    }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
}

final class Wrapper implements IteratorAggregate
{
    public function getIterator(): Iterator { return new Growing(); }
}

echo "walking\n";
var_dump(none(new Wrapper()));
echo "not reached\n";
?>
--EXPECTF--
walking

Fatal error: Allowed memory size of %d bytes exhausted%s(tried to allocate %d bytes) in %s on line %d
shutdown: after the fatal error
