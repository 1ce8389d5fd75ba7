--TEST--
A destructor throwing when the callback's result or the key is freed: the exception propagates, nothing more is called, as with foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* A destructor that throws while iterpred frees the callback's result or the key: the exception
 * propagates and nothing more is called, as with the equivalent foreach. */
class Bomb
{
    public function __construct(public string $n) {}
    public function __destruct() { echo "  ~Bomb $this->n\n"; throw new Exception("bomb $this->n"); }
}

class LoggingIterator implements Iterator
{
    private int $i = 0;
    public function rewind(): void { echo "  rewind\n"; $this->i = 0; }
    public function valid(): bool { echo "  valid\n"; return $this->i < 3; }
    public function current(): mixed { echo "  current\n"; return $this->i; }
    public function key(): mixed { echo "  key\n"; return new Bomb("key $this->i"); }
    public function next(): void { echo "  next\n"; $this->i++; }
}

function attempt(string $label, Closure $f): void
{
    echo "$label\n";
    try {
        var_dump($f());
    } catch (Exception $e) {
        echo "  caught ", $e->getMessage(), "\n";
    }
}

$returnsBomb = function ($v) { echo "  cb $v\n"; return new Bomb("result $v"); };     /* truthy: all() would go on */
attempt('all, array', fn() => all([1, 2, 3], $returnsBomb));
attempt('foreach, array', function () use ($returnsBomb) { foreach ([1, 2, 3] as $v) { if (!$returnsBomb($v)) { return false; } } return true; });
attempt('all, Iterator', fn() => all(new LoggingIterator, $returnsBomb));
attempt('foreach, Iterator', function () use ($returnsBomb) { foreach (new LoggingIterator as $v) { if (!$returnsBomb($v)) { return false; } } return true; });
attempt('any, USE_KEY, the key is freed', fn() => any(new LoggingIterator, function ($k) { echo "  cb\n"; return false; }, ARRAY_FILTER_USE_KEY));
attempt('any, USE_KEY without callback', fn() => any(new LoggingIterator, null, ARRAY_FILTER_USE_KEY));
attempt('none, USE_BOTH', fn() => none(new LoggingIterator, function ($v, $k) { echo "  cb\n"; return false; }, ARRAY_FILTER_USE_BOTH));
--EXPECT--
all, array
  cb 1
  ~Bomb result 1
  caught bomb result 1
foreach, array
  cb 1
  ~Bomb result 1
  caught bomb result 1
all, Iterator
  rewind
  valid
  current
  cb 0
  ~Bomb result 0
  caught bomb result 0
foreach, Iterator
  rewind
  valid
  current
  cb 0
  ~Bomb result 0
  caught bomb result 0
any, USE_KEY, the key is freed
  rewind
  valid
  current
  key
  cb
  ~Bomb key 0
  caught bomb key 0
any, USE_KEY without callback
  rewind
  valid
  current
  key
  ~Bomb key 0
  caught bomb key 0
none, USE_BOTH
  rewind
  valid
  current
  key
  cb
  ~Bomb key 0
  caught bomb key 0
