--TEST--
Temporary iterables and the iterators made for the walk are freed when the call returns, on every path and in every mode
--EXTENSIONS--
iterpred
--FILE--
<?php
/* A temporary iterable, and every iterator made for the walk, are freed as soon as the call returns:
 * their destructors run before the next statement, whatever the path and the mode. */
class D
{
    public function __construct(public string $name) {}
    public function __destruct() { echo "  ~$this->name\n"; }
}

class It extends D implements Iterator
{
    private int $i = 0;
    private array $items;
    public function __construct(string $name, array $items) { parent::__construct($name); $this->items = $items; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->items); }
    public function current(): mixed { return $this->items[$this->i]; }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
}

class Agg extends D implements IteratorAggregate
{
    public function getIterator(): Iterator { return new It('iterator from getIterator', [new D('element of it')]); }
}

function gen() { yield new D('yielded 1'); yield new D('yielded 2'); }

$runs = [
    'no callback' => [null, 0],
    'no callback, USE_KEY' => [null, ARRAY_FILTER_USE_KEY],
    'callback' => [fn($v) => false, 0],
    'callback, USE_KEY' => [fn($k) => false, ARRAY_FILTER_USE_KEY],
    'callback, USE_BOTH' => [fn($v, $k) => false, ARRAY_FILTER_USE_BOTH],
];
foreach ($runs as $label => [$callback, $mode]) {
    echo "$label:\n";
    echo " array\n";
    var_dump(none([new D('element 1'), new D('element 2')], $callback, $mode));
    echo " ArrayIterator\n";
    var_dump(none(new ArrayIterator([new D('element 1')]), $callback, $mode));
    echo " generator\n";
    var_dump(none(gen(), $callback, $mode));
    echo " Iterator\n";
    var_dump(none(new It('iterator', [new D('element 1')]), $callback, $mode));
    echo " IteratorAggregate kept in a variable\n";
    $agg = new Agg('aggregate');
    var_dump(none($agg, $callback, $mode));
    echo " (aggregate still alive)\n";
    $agg = null;
}
echo "array_every:\n";
var_dump(array_every([new D('element 1')], fn($v, $k) => true));
var_dump(array_every(gen(), fn($v, $k) => true));
$agg = new Agg('aggregate');
var_dump(array_every($agg, fn($v, $k) => true));
echo "end\n";
--EXPECT--
no callback:
 array
  ~element 1
  ~element 2
bool(false)
 ArrayIterator
  ~element 1
bool(false)
 generator
  ~yielded 1
bool(false)
 Iterator
  ~iterator
  ~element 1
bool(false)
 IteratorAggregate kept in a variable
  ~iterator from getIterator
  ~element of it
bool(false)
 (aggregate still alive)
  ~aggregate
no callback, USE_KEY:
 array
  ~element 1
  ~element 2
bool(false)
 ArrayIterator
  ~element 1
bool(true)
 generator
  ~yielded 1
  ~yielded 2
bool(false)
 Iterator
  ~iterator
  ~element 1
bool(true)
 IteratorAggregate kept in a variable
  ~iterator from getIterator
  ~element of it
bool(true)
 (aggregate still alive)
  ~aggregate
callback:
 array
  ~element 1
  ~element 2
bool(true)
 ArrayIterator
  ~element 1
bool(true)
 generator
  ~yielded 1
  ~yielded 2
bool(true)
 Iterator
  ~iterator
  ~element 1
bool(true)
 IteratorAggregate kept in a variable
  ~iterator from getIterator
  ~element of it
bool(true)
 (aggregate still alive)
  ~aggregate
callback, USE_KEY:
 array
  ~element 1
  ~element 2
bool(true)
 ArrayIterator
  ~element 1
bool(true)
 generator
  ~yielded 1
  ~yielded 2
bool(true)
 Iterator
  ~iterator
  ~element 1
bool(true)
 IteratorAggregate kept in a variable
  ~iterator from getIterator
  ~element of it
bool(true)
 (aggregate still alive)
  ~aggregate
callback, USE_BOTH:
 array
  ~element 1
  ~element 2
bool(true)
 ArrayIterator
  ~element 1
bool(true)
 generator
  ~yielded 1
  ~yielded 2
bool(true)
 Iterator
  ~iterator
  ~element 1
bool(true)
 IteratorAggregate kept in a variable
  ~iterator from getIterator
  ~element of it
bool(true)
 (aggregate still alive)
  ~aggregate
array_every:
  ~element 1
bool(true)
  ~yielded 1
  ~yielded 2
bool(true)
  ~iterator from getIterator
  ~element of it
bool(true)
end
  ~aggregate
