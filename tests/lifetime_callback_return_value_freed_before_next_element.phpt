--TEST--
The callback's return value is freed right after it is tested, before the next element is read
--EXTENSIONS--
iterpred
--FILE--
<?php
/* The callback's return value is freed right after it is tested: before the next element is read. */
class D
{
    public function __construct(public string $name) {}
    public function __destruct() { echo "  ~$this->name\n"; }
}

class LoggingIterator implements Iterator
{
    private int $i = 0;
    public function __construct(private array $items) {}
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { echo "  valid\n"; return $this->i < count($this->items); }
    public function current(): mixed { echo "  current\n"; return $this->items[$this->i]; }
    public function key(): mixed { return $this->i; }
    public function next(): void { echo "  next\n"; $this->i++; }
}

$returnsObject = function ($v) { echo "  cb $v\n"; return new D("returned for $v"); };   /* truthy */
$returnsString = function ($v) { echo "  cb $v\n"; return str_repeat($v, 2); };

echo "all, array\n";
var_dump(all(['a', 'b'], $returnsObject));
echo "none, Iterator: the object decides\n";
var_dump(none(new LoggingIterator(['a', 'b']), $returnsObject));
echo "all, Iterator\n";
var_dump(all(new LoggingIterator(['a', 'b']), $returnsObject));
echo "array_every, generator\n";
var_dump(array_every((function () { yield 'a'; echo "  generator resumed\n"; yield 'b'; })(), fn($v, $k) => $returnsObject($v)));
echo "all, USE_KEY and USE_BOTH\n";
var_dump(all(['x' => 1, 'y' => 2], $returnsObject, ARRAY_FILTER_USE_KEY));
var_dump(all(['x' => 1, 'y' => 2], fn($v, $k) => $returnsObject("$k=$v"), ARRAY_FILTER_USE_BOTH));
echo "strings built at run time\n";
var_dump(all(['a', 'b', '0'], $returnsString), any(new LoggingIterator(['0', '']), $returnsString));
--EXPECT--
all, array
  cb a
  ~returned for a
  cb b
  ~returned for b
bool(true)
none, Iterator: the object decides
  valid
  current
  cb a
  ~returned for a
bool(false)
all, Iterator
  valid
  current
  cb a
  ~returned for a
  next
  valid
  current
  cb b
  ~returned for b
  next
  valid
bool(true)
array_every, generator
  cb a
  ~returned for a
  generator resumed
  cb b
  ~returned for b
bool(true)
all, USE_KEY and USE_BOTH
  cb x
  ~returned for x
  cb y
  ~returned for y
bool(true)
  cb x=1
  ~returned for x=1
  cb y=2
  ~returned for y=2
bool(true)
strings built at run time
  cb a
  cb b
  cb 0
  valid
  current
  cb 0
bool(true)
bool(true)
