--TEST--
Fault: the callback throwing at the first, middle and last element, on every path and callback kind: that exception object, nothing read or called after it, every element freed
--EXTENSIONS--
iterpred
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
/* Five refcounted elements; the callback throws on its (k+1)-th call, k = 0, 2, 4. On every source
 * (packed, holey, hash and referencing arrays, generator, Iterator, ArrayIterator, IteratorAggregate,
 * SplFixedArray), through each function and mode, and through each way of calling the callback
 * (closure, method, __call trampoline, by-reference parameter): the exception must be the one thrown,
 * the callback called exactly k+1 times, nothing produced after the element, and no element alive
 * once the input is dropped. */
final class Element
{
    public static int $live = 0;
    public function __construct(public int $n) { self::$live++; }
    public function __destruct() { self::$live--; }
}

final class Source implements Iterator
{
    private int $i = 0;
    public function __construct(private array $items) {}
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->items); }
    public function current(): mixed { $GLOBALS['produced'] = $this->i + 1; return $this->items[$this->i]; }
    public function key(): mixed { return "key$this->i"; }
    public function next(): void { $this->i++; }
}

final class Thrower
{
    public int $calls = 0;
    public ?Throwable $thrown = null;
    public function __construct(public int $at) {}
    public function __invoke(...$args)
    {
        if ($this->calls++ === $this->at) {
            throw $this->thrown = new UnexpectedValueException("at $this->at", $this->at);
        }
        return $GLOBALS['answer'];
    }
    public function method(...$args) { return $this(...$args); }
    public function __call($name, $args) { return $this(...$args); }
}

$elements = fn() => array_map(fn($i) => new Element($i), range(0, 4));
$sources = [
    'packed array' => fn() => $elements(),
    'packed array with holes' => function () use ($elements) {
        $a = $elements();
        $a[7] = new Element(7);
        $a[9] = new Element(9);
        unset($a[1], $a[3], $a[8]);
        return $a;
    },
    'hash array' => fn() => array_combine(['a', 'b', 'c', 'd', 'e'], $elements()),
    'array of references' => function () use ($elements) {
        $a = $elements();
        $b = [];
        foreach ($a as $i => &$ref) {
            $b[$i] = &$ref;
        }
        return $b;
    },
    'generator' => function () use ($elements) {
        return (function (array $items) {
            foreach ($items as $i => $item) {
                $GLOBALS['produced'] = $i + 1;
                yield $item;
            }
        })($elements());
    },
    'Iterator' => fn() => new Source($elements()),
    'ArrayIterator' => fn() => new ArrayIterator($elements()),
    'IteratorAggregate (ArrayObject)' => fn() => new ArrayObject($elements()),
    'SplFixedArray' => fn() => SplFixedArray::fromArray($elements()),
];
$callbacks = [
    'closure' => fn(Thrower $t) => function ($v, $k = null) use ($t) { return $t($v, $k); },
    'method' => fn(Thrower $t) => [$t, 'method'],
    '__call' => fn(Thrower $t) => [$t, 'viaTrampoline'],
    'by-reference parameter' => fn(Thrower $t) => function (&$v) use ($t) { return $t($v); },
];
$calls = [
    'any' => [fn($it, $cb) => any($it, $cb), false],
    'all, USE_KEY' => [fn($it, $cb) => all($it, $cb, ARRAY_FILTER_USE_KEY), true],
    'none, USE_BOTH' => [fn($it, $cb) => none($it, $cb, ARRAY_FILTER_USE_BOTH), false],
    'array_every' => [fn($it, $cb) => array_every($it, $cb), true],
];

set_error_handler(function ($no, $msg) { return str_contains($msg, 'must be passed by reference'); });
$failures = 0;
foreach ($sources as $sourceName => $makeSource) {
    foreach ($callbacks as $callbackName => $makeCallback) {
        foreach ($calls as $callName => [$call, $answer]) {
            foreach ([0, 2, 4] as $at) {
                $GLOBALS['answer'] = $answer;
                $GLOBALS['produced'] = null;
                $thrower = new Thrower($at);
                $source = $makeSource();
                try {
                    $call($source, $makeCallback($thrower));
                    $what = 'returned';
                } catch (UnexpectedValueException $e) {
                    $what = $e === $thrower->thrown ? 'the exception' : 'ANOTHER exception';
                }
                unset($source, $e);
                $problems = [];
                if ($what !== 'the exception') {
                    $problems[] = $what;
                }
                if ($thrower->calls !== $at + 1) {
                    $problems[] = "$thrower->calls calls";
                }
                if ($GLOBALS['produced'] !== null && $GLOBALS['produced'] !== $at + 1) {
                    $problems[] = "{$GLOBALS['produced']} elements produced";
                }
                if (Element::$live !== 0) {
                    $problems[] = Element::$live . ' elements alive';
                }
                if ($problems) {
                    $failures++;
                    echo "$sourceName, $callbackName, $callName, throwing at $at: ", implode(', ', $problems), "\n";
                }
            }
        }
    }
}
echo "combinations that failed: $failures\n";

/* A C peer kept looping after the callback threw: a long array shows it at once. */
$thrower = new Thrower(0);
try {
    all(range(1, 100000), $thrower);
} catch (UnexpectedValueException $e) {
    echo "100000 elements, throw at the first: {$thrower->calls} call\n";
}

/* An internal callback throwing mid-walk: intdiv($value, $key) by a zero key. */
try {
    array_every([3 => 6, 2 => 4, 0 => 1, 1 => 5], 'intdiv');
} catch (DivisionByZeroError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
combinations that failed: 0
100000 elements, throw at the first: 1 call
DivisionByZeroError: Division by zero
