--TEST--
Fault: rewind/valid/current/key/next throwing at the first, middle and last element, through every function and mode: foreach's log, the same exception object, nothing leaked
--EXTENSIONS--
iterpred
--FILE--
<?php
/* A five-element Iterator whose $method throws on its $nth call. For each (method, nth) every
 * function and mode of iterpred must leave exactly the log foreach leaves (same calls, same callback
 * arguments), throw the very exception object, and free every element it was handed (the live
 * count of Element returns to zero). The iterator is also walked through an IteratorAggregate. */
final class Element
{
    public static int $live = 0;
    public function __construct(public int $n) { self::$live++; }
    public function __destruct() { self::$live--; }
}

final class FaultyIterator implements Iterator
{
    private int $i = 0;
    private array $calls = [];

    public function __construct(private string $method, private int $nth) {}

    private function hit(string $method): void
    {
        $GLOBALS['log'][] = $method;
        $n = $this->calls[$method] = ($this->calls[$method] ?? 0) + 1;
        if ($method === $this->method && $n === $this->nth) {
            throw $GLOBALS['thrown'] = new DomainException("$method #$n", $n);
        }
    }
    public function rewind(): void { $this->hit('rewind'); $this->i = 0; }
    public function valid(): bool { $this->hit('valid'); return $this->i < 5; }
    /* A fresh refcounted element on every call: iterpred must release exactly what it was given. */
    public function current(): mixed { $this->hit('current'); return new Element($this->i); }
    public function key(): mixed { $this->hit('key'); return "k$this->i" . str_repeat('!', $this->i); }
    public function next(): void { $this->hit('next'); $this->i++; }
}

final class Aggregate implements IteratorAggregate
{
    public function __construct(private Iterator $it) {}
    public function getIterator(): Iterator { $GLOBALS['log'][] = 'getIterator'; return $this->it; }
}

function outcome(callable $walk): string
{
    $GLOBALS['log'] = [];
    $GLOBALS['thrown'] = null;
    try {
        $r = var_export($walk(), true);
    } catch (DomainException $e) {
        $r = 'threw ' . $e->getMessage() . ($e === $GLOBALS['thrown'] ? '' : ' (ANOTHER object)');
    }
    $live = Element::$live;
    return implode(',', $GLOBALS['log']) . " => $r" . ($live ? " LEAKED $live" : '');
}

$cb = function ($x) { $GLOBALS['log'][] = 'cb(' . ($x instanceof Element ? $x->n : $x) . ')'; return false; };
$cbBoth = function ($v, $k) { $GLOBALS['log'][] = "cb($v->n,$k)"; return true; };

/* [iterpred call, the same walk written with foreach] */
$walks = [
    'any'               => [fn($it) => any($it, $cb),
                            function ($it) use ($cb) { foreach ($it as $v) { if ($cb($v)) { return true; } } return false; }],
    'all USE_KEY'       => [fn($it) => all($it, fn($k) => !$cb($k), ARRAY_FILTER_USE_KEY),
                            function ($it) use ($cb) { foreach ($it as $k => $v) { unset($v); if ($cb($k)) { return false; } } return true; }],
    'none USE_BOTH'     => [fn($it) => none($it, fn($v, $k) => !$cbBoth($v, $k), ARRAY_FILTER_USE_BOTH),
                            function ($it) use ($cbBoth) { foreach ($it as $k => $v) { if (!$cbBoth($v, $k)) { return false; } } return true; }],
    'array_every'       => [fn($it) => array_every($it, $cbBoth),
                            function ($it) use ($cbBoth) { foreach ($it as $k => $v) { if (!$cbBoth($v, $k)) { return false; } } return true; }],
    'any, no callback'  => [fn($it) => any($it),
                            function ($it) { foreach ($it as $v) { if ($v) { return true; } } return false; }],
    'all, keys, no callback' => [fn($it) => all($it, null, ARRAY_FILTER_USE_KEY),
                            function ($it) { foreach ($it as $k => $v) { unset($v); if (!$k) { return false; } } return true; }],
];

/* First, middle and last element for current/key/next; valid also at the end; rewind once. */
$faults = [['rewind', 1], ['valid', 1], ['valid', 3], ['valid', 5], ['valid', 6], ['current', 1], ['current', 3],
    ['current', 5], ['key', 1], ['key', 3], ['key', 5], ['next', 1], ['next', 3], ['next', 5]];
$mismatches = 0;
foreach ($faults as [$method, $nth]) {
    echo "$method #$nth: ", outcome(fn() => any(new FaultyIterator($method, $nth), $cb)), "\n";
    foreach ($walks as $name => [$iterpred, $foreach]) {
        foreach (['Iterator' => fn() => new FaultyIterator($method, $nth),
                  'IteratorAggregate' => fn() => new Aggregate(new FaultyIterator($method, $nth))] as $kind => $make) {
            $got = outcome(fn() => $iterpred($make()));
            $want = outcome(fn() => $foreach($make()));
            if ($got !== $want) {
                $mismatches++;
                echo "  $name over $kind:\n    iterpred: $got\n    foreach:  $want\n";
            }
        }
    }
}
echo "mismatches: $mismatches, elements alive: ", Element::$live, "\n";
?>
--EXPECT--
rewind #1: rewind => threw rewind #1
valid #1: rewind,valid => threw valid #1
valid #3: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid => threw valid #3
valid #5: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid => threw valid #5
valid #6: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid,current,cb(4),next,valid => threw valid #6
current #1: rewind,valid,current => threw current #1
current #3: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current => threw current #3
current #5: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid,current => threw current #5
key #1: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid,current,cb(4),next,valid => false
key #3: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid,current,cb(4),next,valid => false
key #5: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid,current,cb(4),next,valid => false
next #1: rewind,valid,current,cb(0),next => threw next #1
next #3: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next => threw next #3
next #5: rewind,valid,current,cb(0),next,valid,current,cb(1),next,valid,current,cb(2),next,valid,current,cb(3),next,valid,current,cb(4),next => threw next #5
mismatches: 0, elements alive: 0
