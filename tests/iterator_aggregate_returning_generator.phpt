--TEST--
IteratorAggregate whose getIterator() is or returns a generator: walked lazily, stops, generator freed before the call returns
--EXTENSIONS--
iterpred
--FILE--
<?php
/* getIterator() as a generator method, and getIterator() returning a generator object. */
class Numbers implements IteratorAggregate
{
    public function getIterator(): Generator
    {
        echo "getIterator\n";
        try {
            foreach (['a' => 0, 'b' => 1, 'c' => 2, 'd' => 3] as $k => $v) {
                echo "  yield $k => $v\n";
                yield $k => $v;
            }
        } finally {
            echo "  generator finally\n";
        }
    }
}

class Wrapper implements IteratorAggregate
{
    public function __construct(private array $items) {}
    public function getIterator(): Traversable
    {
        echo "Wrapper::getIterator\n";
        return (function () {
            foreach ($this->items as $k => $v) {
                echo "  yield $k => $v\n";
                yield $k => $v;
            }
        })();
    }
}

var_dump(any(new Numbers(), fn($v) => $v === 1));
echo "---\n";
var_dump(all(new Numbers()));
echo "---\n";
var_dump(none(new Numbers(), fn($k) => $k === 'c', ARRAY_FILTER_USE_KEY));
echo "---\n";
var_dump(array_every(new Numbers(), fn($v, $k) => is_int($v) && is_string($k)));
echo "--- foreach, break at 1\n";
foreach (new Numbers() as $v) { if ($v === 1) break; }
echo "--- after foreach\n";
var_dump(any(new Wrapper(['x' => '', 'y' => 'yes', 'z' => 'no'])));
var_dump(all(new Wrapper(['x' => 1, 'y' => 2]), fn($v, $k) => $v > 0 && $k !== 'z', ARRAY_FILTER_USE_BOTH));
--EXPECT--
getIterator
  yield a => 0
  yield b => 1
  generator finally
bool(true)
---
getIterator
  yield a => 0
  generator finally
bool(false)
---
getIterator
  yield a => 0
  yield b => 1
  yield c => 2
  generator finally
bool(false)
---
getIterator
  yield a => 0
  yield b => 1
  yield c => 2
  yield d => 3
  generator finally
bool(true)
--- foreach, break at 1
getIterator
  yield a => 0
  yield b => 1
  generator finally
--- after foreach
Wrapper::getIterator
  yield x => 
  yield y => yes
bool(true)
Wrapper::getIterator
  yield x => 1
  yield y => 2
bool(true)
