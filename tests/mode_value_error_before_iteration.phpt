--TEST--
A bad $mode throws its ValueError before any element, iterator method, getIterator() or generator body runs
--EXTENSIONS--
iterpred
--FILE--
<?php
class LoggingIterator implements Iterator {
    private $i = 0;
    public function rewind(): void { echo "rewind\n"; $this->i = 0; }
    public function valid(): bool { echo "valid\n"; return $this->i < 2; }
    public function current(): mixed { echo "current\n"; return $this->i; }
    public function key(): mixed { echo "key\n"; return $this->i; }
    public function next(): void { echo "next\n"; $this->i++; }
}
class LoggingAggregate implements IteratorAggregate {
    public function getIterator(): Iterator { echo "getIterator\n"; return new LoggingIterator; }
}
function gen() {
    echo "generator started\n";
    yield 1;
}
$cb = function ($v) { echo "callback\n"; return true; };

foreach (['any', 'all', 'none'] as $f) {
    foreach ([new LoggingIterator, new LoggingAggregate, gen()] as $it) {
        foreach ([[$cb, 3], [$cb, -1], [null, ARRAY_FILTER_USE_BOTH]] as [$callback, $mode]) {
            try {
                var_dump($f($it, $callback, $mode));
            } catch (ValueError $e) {
                echo $e->getMessage(), "\n";
            }
        }
    }
}
// Control: with a valid mode the same objects are visibly used.
var_dump(any(new LoggingAggregate, $cb, 0));
var_dump(any(gen(), $cb));
?>
--EXPECT--
any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
any(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
any(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
all(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
all(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
none(): Argument #3 ($mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH
none(): Argument #3 ($mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given
getIterator
rewind
valid
current
callback
bool(true)
generator started
callback
bool(true)
