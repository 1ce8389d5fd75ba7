--TEST--
IteratorAggregate returning an IteratorAggregate returning an Iterator: getIterator() once per level, then foreach's protocol
--EXTENSIONS--
iterpred
--FILE--
<?php
/* getIterator() is called once per level, then the inner Iterator is walked like foreach walks it. */
class LoggingIterator implements Iterator
{
    private int $i = 0;

    public function __construct(private array $items) {}
    public function rewind(): void { $GLOBALS['log'][] = 'rewind'; $this->i = 0; }
    public function valid(): bool { $GLOBALS['log'][] = 'valid'; return $this->i < count($this->items); }
    public function current(): mixed { $GLOBALS['log'][] = 'current'; return $this->items[$this->i]; }
    public function key(): mixed { $GLOBALS['log'][] = 'key'; return $this->i; }
    public function next(): void { $GLOBALS['log'][] = 'next'; $this->i++; }
}

class Aggregate implements IteratorAggregate
{
    public function __construct(private string $name, private Closure $produce) {}
    public function getIterator(): Traversable
    {
        $GLOBALS['log'][] = "$this->name::getIterator";
        return ($this->produce)();
    }
}

function chain(array $items): Aggregate
{
    return new Aggregate('outer', fn() => new Aggregate('middle', fn() => new LoggingIterator($items)));
}

$items = [0, 'b', 'c'];
$calls = [
    'any($it)' => fn($it) => any($it),
    'all($it)' => fn($it) => all($it),
    'none($it, fn)' => fn($it) => none($it, fn($v) => $v === 'b'),
    'any($it, fn, USE_KEY)' => fn($it) => any($it, fn($k) => $k === 1, ARRAY_FILTER_USE_KEY),
    'all($it, fn, USE_BOTH)' => fn($it) => all($it, fn($v, $k) => $k < 1, ARRAY_FILTER_USE_BOTH),
    'array_every($it, fn)' => fn($it) => array_every($it, fn($v, $k) => $v !== 'c'),
];
foreach ($calls as $label => $call) {
    $log = [];
    $result = $call(chain($items));
    echo "$label: ", var_export($result, true), "\n  ", implode(' ', $log), "\n";
}

echo "foreach (\$it as \$v):\n";
$log = [];
foreach (chain($items) as $v) {}
echo '  ', implode(' ', $log), "\n";

echo "foreach (\$it as \$k => \$v), break at key 1:\n";
$log = [];
foreach (chain($items) as $k => $v) { if ($k === 1) break; }
echo '  ', implode(' ', $log), "\n";
--EXPECT--
any($it): true
  outer::getIterator middle::getIterator rewind valid current next valid current
all($it): false
  outer::getIterator middle::getIterator rewind valid current
none($it, fn): false
  outer::getIterator middle::getIterator rewind valid current next valid current
any($it, fn, USE_KEY): true
  outer::getIterator middle::getIterator rewind valid current key next valid current key
all($it, fn, USE_BOTH): false
  outer::getIterator middle::getIterator rewind valid current key next valid current key
array_every($it, fn): false
  outer::getIterator middle::getIterator rewind valid current key next valid current key next valid current key
foreach ($it as $v):
  outer::getIterator middle::getIterator rewind valid current next valid current next valid current next valid
foreach ($it as $k => $v), break at key 1:
  outer::getIterator middle::getIterator rewind valid current key next valid current key
