--TEST--
Exception from rewind/valid/current/key/next: propagates unchanged, nothing called after it, same log as foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* An exception from rewind/valid/current/key/next propagates unchanged, and nothing is called after
 * the throwing method: the log is the one foreach leaves under the same throw. */
class ThrowingIterator implements Iterator
{
    private int $i = 0;
    private array $calls = [];

    public function __construct(private string $method, private int $nth) {}

    private function log(string $method): void
    {
        $GLOBALS['log'][] = $method;
        $this->calls[$method] = ($this->calls[$method] ?? 0) + 1;
        if ($method === $this->method && $this->calls[$method] === $this->nth) {
            throw $GLOBALS['thrown'] = new DomainException("$method #$this->nth");
        }
    }
    public function rewind(): void { $this->log('rewind'); $this->i = 0; }
    public function valid(): bool { $this->log('valid'); return $this->i < 3; }
    public function current(): mixed { $this->log('current'); return $this->i; }
    public function key(): mixed { $this->log('key'); return "k$this->i"; }
    public function next(): void { $this->log('next'); $this->i++; }
}

function run(Closure $walk): string
{
    $GLOBALS['log'] = [];
    $GLOBALS['thrown'] = null;
    try {
        $walk();
        $outcome = 'no exception';
    } catch (Exception $e) {
        $outcome = $e->getMessage() . ($e === $GLOBALS['thrown'] ? ' (same object)' : ' (ANOTHER object)');
    }
    return implode(' ', $GLOBALS['log']) . " => $outcome";
}

$callback = function () { $GLOBALS['log'][] = 'cb'; return false; };
$throws = [['rewind', 1], ['valid', 1], ['valid', 2], ['current', 1], ['current', 2], ['key', 1], ['key', 2], ['next', 1], ['next', 3]];
foreach ($throws as [$method, $nth]) {
    echo "$method #$nth throws\n";
    $mode0 = run(fn() => any(new ThrowingIterator($method, $nth), $callback));
    $foreach0 = run(function () use ($method, $nth, $callback) { foreach (new ThrowingIterator($method, $nth) as $v) { $callback($v); } });
    $key = run(fn() => none(new ThrowingIterator($method, $nth), $callback, ARRAY_FILTER_USE_KEY));
    $keyNoCb = run(fn() => all(new ThrowingIterator($method, $nth), null, ARRAY_FILTER_USE_KEY));
    $both = run(fn() => array_every(new ThrowingIterator($method, $nth), fn() => !$callback()));
    $foreachKey = run(function () use ($method, $nth, $callback) { foreach (new ThrowingIterator($method, $nth) as $k => $v) { $callback($v); } });
    echo "  any, mode 0:       $mode0\n";
    echo "  foreach (\$it as \$v): $foreach0\n";
    echo "  none, USE_KEY:     $key\n";
    echo "  foreach (\$it as \$k => \$v): $foreachKey\n";
    var_dump($mode0 === $foreach0, $key === $foreachKey, $both === $foreachKey,
        $keyNoCb === str_replace(' cb', '', $foreachKey));
}
--EXPECT--
rewind #1 throws
  any, mode 0:       rewind => rewind #1 (same object)
  foreach ($it as $v): rewind => rewind #1 (same object)
  none, USE_KEY:     rewind => rewind #1 (same object)
  foreach ($it as $k => $v): rewind => rewind #1 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
valid #1 throws
  any, mode 0:       rewind valid => valid #1 (same object)
  foreach ($it as $v): rewind valid => valid #1 (same object)
  none, USE_KEY:     rewind valid => valid #1 (same object)
  foreach ($it as $k => $v): rewind valid => valid #1 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
valid #2 throws
  any, mode 0:       rewind valid current cb next valid => valid #2 (same object)
  foreach ($it as $v): rewind valid current cb next valid => valid #2 (same object)
  none, USE_KEY:     rewind valid current key cb next valid => valid #2 (same object)
  foreach ($it as $k => $v): rewind valid current key cb next valid => valid #2 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
current #1 throws
  any, mode 0:       rewind valid current => current #1 (same object)
  foreach ($it as $v): rewind valid current => current #1 (same object)
  none, USE_KEY:     rewind valid current => current #1 (same object)
  foreach ($it as $k => $v): rewind valid current => current #1 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
current #2 throws
  any, mode 0:       rewind valid current cb next valid current => current #2 (same object)
  foreach ($it as $v): rewind valid current cb next valid current => current #2 (same object)
  none, USE_KEY:     rewind valid current key cb next valid current => current #2 (same object)
  foreach ($it as $k => $v): rewind valid current key cb next valid current => current #2 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
key #1 throws
  any, mode 0:       rewind valid current cb next valid current cb next valid current cb next valid => no exception
  foreach ($it as $v): rewind valid current cb next valid current cb next valid current cb next valid => no exception
  none, USE_KEY:     rewind valid current key => key #1 (same object)
  foreach ($it as $k => $v): rewind valid current key => key #1 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
key #2 throws
  any, mode 0:       rewind valid current cb next valid current cb next valid current cb next valid => no exception
  foreach ($it as $v): rewind valid current cb next valid current cb next valid current cb next valid => no exception
  none, USE_KEY:     rewind valid current key cb next valid current key => key #2 (same object)
  foreach ($it as $k => $v): rewind valid current key cb next valid current key => key #2 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
next #1 throws
  any, mode 0:       rewind valid current cb next => next #1 (same object)
  foreach ($it as $v): rewind valid current cb next => next #1 (same object)
  none, USE_KEY:     rewind valid current key cb next => next #1 (same object)
  foreach ($it as $k => $v): rewind valid current key cb next => next #1 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
next #3 throws
  any, mode 0:       rewind valid current cb next valid current cb next valid current cb next => next #3 (same object)
  foreach ($it as $v): rewind valid current cb next valid current cb next valid current cb next => next #3 (same object)
  none, USE_KEY:     rewind valid current key cb next valid current key cb next valid current key cb next => next #3 (same object)
  foreach ($it as $k => $v): rewind valid current key cb next valid current key cb next valid current key cb next => next #3 (same object)
bool(true)
bool(true)
bool(true)
bool(true)
