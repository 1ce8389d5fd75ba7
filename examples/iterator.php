<?php
// Any Traversable works: an Iterator class, an IteratorAggregate, SPL iterators, infinite generators.
require __DIR__ . '/_show.php';

/** @implements Iterator<int, int> */
final class Countdown implements Iterator
{
    private int $n;

    public function __construct(private int $from) { $this->n = $from; }
    public function rewind(): void { $this->n = $this->from; }
    public function valid(): bool { return $this->n >= 0; }
    public function current(): int { return $this->n; }
    public function key(): int { return $this->from - $this->n; }
    public function next(): void { $this->n--; }
}

show(all(new Countdown(5), fn(int $n) => $n >= 0));
show(any(new ArrayObject(['x' => 0, 'y' => 3])));

/** @return Generator<int, int> */
function naturals(): Generator
{
    for ($i = 0; ; $i++) {
        yield $i;
    }
}

// Stops at 100: the answer is known, the infinite rest is never produced.
show(any(naturals(), fn(int $i) => $i * $i > 10_000));
show(all(new LimitIterator(naturals(), 0, 1000), fn(int $i) => $i < 1000));
