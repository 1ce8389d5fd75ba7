--TEST--
Fault: a destructor that throws mid-walk (callback result, yielded value, key, iterator, removed element, during another exception): the walk stops there, the exception propagates, nothing leaks
--EXTENSIONS--
iterpred
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
/* Boom's destructor throws. Each scenario walks with iterpred and with the foreach loop a user would
 * write, and prints both logs. They are the same except where foreach's $v/$k keep an element alive
 * that iterpred only borrows (docs/contract.md: no element is copied): there the element dies, and its destructor
 * throws, earlier under iterpred -- at the moment its source lets go of it -- and the lines say so. */
final class Boom
{
    public static int $live = 0;
    public function __construct(public string $name) { self::$live++; }
    public function __destruct()
    {
        self::$live--;
        $GLOBALS['log'][] = "~$this->name";
        throw new LogicException("$this->name destroyed", 7);
    }
}

final class Items implements Iterator
{
    private int $i = 0;
    /** @param Closure(int): mixed $key */
    public function __construct(private int $n, private ?Closure $key = null) {}
    public function __destruct() { $GLOBALS['log'][] = '~Items'; }
    public function rewind(): void { $GLOBALS['log'][] = 'rewind'; $this->i = 0; }
    public function valid(): bool { $GLOBALS['log'][] = 'valid'; return $this->i < $this->n; }
    public function current(): mixed { $GLOBALS['log'][] = 'current'; return $this->i; }
    public function key(): mixed { $GLOBALS['log'][] = 'key'; return $this->key ? ($this->key)($this->i) : $this->i; }
    public function next(): void { $GLOBALS['log'][] = 'next'; $this->i++; }
}

final class BoomOnDestroy implements IteratorAggregate
{
    public function getIterator(): Iterator
    {
        return new class (3) extends ArrayIterator {
            public function __construct(int $n) { parent::__construct(range(1, $n)); }
            public function __destruct() { $GLOBALS['log'][] = '~iterator'; throw new LogicException('iterator destroyed', 8); }
        };
    }
}

function run(Closure $walk): string
{
    $GLOBALS['log'] = [];
    try {
        $r = var_export($walk(), true);
    } catch (Throwable $e) {
        $r = '';
        for ($x = $e; $x; $x = $x->getPrevious()) {
            $r .= ($r === '' ? '' : ' <- ') . get_class($x) . "({$x->getMessage()})";
        }
    }
    gc_collect_cycles();
    return implode(', ', $GLOBALS['log']) . " => $r" . (Boom::$live ? ' LEAKED ' . Boom::$live : '');
}

function show(string $title, Closure $iterpred, Closure $foreach): void
{
    $a = run($iterpred);
    $b = run($foreach);
    echo "$title\n  iterpred: $a\n", $a === $b ? "  foreach:  same\n" : "  foreach:  $b\n";
}

$note = fn(string $s) => $GLOBALS['log'][] = $s;

show('the callback returns a Boom: truthy, then its release throws',
    fn() => any([1, 2, 3], function ($v) use ($note) { $note("cb($v)"); return new Boom("result$v"); }),
    function () use ($note) { foreach ([1, 2, 3] as $v) { $note("cb($v)"); if (new Boom("result$v")) { return true; } } return false; });

show('all(): the first result is truthy, its release throws before the second element',
    fn() => all(new Items(3), function ($v) use ($note) { $note("cb($v)"); return new Boom("result$v"); }),
    function () use ($note) { foreach (new Items(3) as $v) { $note("cb($v)"); if (!new Boom("result$v")) { return false; } } return true; });

/* The generator lets go of the value it yielded when it reaches its next yield; the engine then
 * closes it with the destructor's exception (its catch block does not see it). */
$gen = function () use ($note) {
    try {
        yield new Boom('yielded');
        $note('after first yield');
        yield 2;
        yield 3;
    } catch (LogicException $e) {
        $note("generator caught: {$e->getMessage()}");
        yield 4;
    }
};
show('a yielded Boom dies when the generator moves on: the generator is closed, the walk stops',
    fn() => any($gen(), function ($v) use ($note) { $note('cb(' . (is_object($v) ? $v->name : $v) . ')'); return false; }),
    function () use ($gen, $note) { foreach ($gen() as $v) { $note('cb(' . (is_object($v) ? $v->name : $v) . ')'); if (false) { return true; } } return false; });

show('a Boom key dies after the callback: the walk stops before next()',
    fn() => all(new Items(3, fn($i) => new Boom("key$i")), function ($k) use ($note) { $note("cb($k->name)"); return true; }, ARRAY_FILTER_USE_KEY),
    function () use ($note) { foreach (new Items(3, fn($i) => new Boom("key$i")) as $k => $v) { $note("cb($k->name)"); } return true; });

show('without a callback too: the key is released right after its test',
    fn() => all(new Items(3, fn($i) => new Boom("key$i")), null, ARRAY_FILTER_USE_KEY),
    function () { foreach (new Items(3, fn($i) => new Boom("key$i")) as $k => $v) { if (!$k) { return false; } } return true; });

show('the decision is made, then the iterator from getIterator() throws as it is freed',
    fn() => any(new BoomOnDestroy(), fn($v) => $v === 2),
    function () { foreach (new BoomOnDestroy() as $v) { if ($v === 2) { return true; } } return false; });

show('the callback removes the current Boom from an ArrayIterator it only got the key of',
    function () use ($note) {
        $it = new ArrayIterator(['a' => new Boom('a'), 'b' => new Boom('b')]);
        return any($it, function ($k) use ($it, $note) { $note("cb($k)"); $it->offsetUnset($k); $note('unset'); return false; }, ARRAY_FILTER_USE_KEY);
    },
    function () use ($note) {
        $it = new ArrayIterator(['a' => new Boom('a'), 'b' => new Boom('b')]);
        foreach ($it as $k => $v) { $note("cb($k)"); $it->offsetUnset($k); $note('unset'); }
        return false;
    });

show('the callback throws, and the key it leaves behind throws too: chained',
    fn() => any(new Items(3, fn($i) => new Boom("key$i")), function ($k) { throw new RuntimeException('callback'); }, ARRAY_FILTER_USE_KEY),
    function () { foreach (new Items(3, fn($i) => new Boom("key$i")) as $k => $v) { try { throw new RuntimeException('callback'); } finally { unset($k); } } return false; });

echo 'Boom alive: ', Boom::$live, "\n";
?>
--EXPECT--
the callback returns a Boom: truthy, then its release throws
  iterpred: cb(1), ~result1 => LogicException(result1 destroyed)
  foreach:  same
all(): the first result is truthy, its release throws before the second element
  iterpred: rewind, valid, current, cb(0), ~result0, ~Items => LogicException(result0 destroyed)
  foreach:  same
a yielded Boom dies when the generator moves on: the generator is closed, the walk stops
  iterpred: cb(yielded), after first yield, ~yielded => LogicException(yielded destroyed)
  foreach:  same
a Boom key dies after the callback: the walk stops before next()
  iterpred: rewind, valid, current, key, cb(key0), ~key0, ~Items => LogicException(key0 destroyed)
  foreach:  rewind, valid, current, key, cb(key0), next, valid, current, key, ~key0, ~Items, ~key1 => LogicException(key1 destroyed) <- LogicException(key0 destroyed)
without a callback too: the key is released right after its test
  iterpred: rewind, valid, current, key, ~key0, ~Items => LogicException(key0 destroyed)
  foreach:  rewind, valid, current, key, next, valid, current, key, ~key0, ~Items, ~key1 => LogicException(key1 destroyed) <- LogicException(key0 destroyed)
the decision is made, then the iterator from getIterator() throws as it is freed
  iterpred: ~iterator => LogicException(iterator destroyed)
  foreach:  same
the callback removes the current Boom from an ArrayIterator it only got the key of
  iterpred: cb(a), ~a, ~b => LogicException(b destroyed) <- LogicException(a destroyed)
  foreach:  cb(a), unset, ~b, ~a => LogicException(a destroyed) <- LogicException(b destroyed)
the callback throws, and the key it leaves behind throws too: chained
  iterpred: rewind, valid, current, key, ~key0, ~Items => LogicException(key0 destroyed) <- RuntimeException(callback)
  foreach:  same
Boom alive: 0
