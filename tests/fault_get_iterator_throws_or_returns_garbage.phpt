--TEST--
Fault: getIterator() throwing at either level of a chain, or returning something that is not Traversable: foreach's exception, nothing else called, every object freed
--EXTENSIONS--
iterpred
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
/* An IteratorAggregate chain, Outer -> Middle -> Inner (an Iterator), where one getIterator() throws
 * or returns a non-Traversable. iterpred must throw what foreach throws (the same object when user
 * code threw it), call nothing after, and free every object it made on the way: each logs its
 * destructor, and the log must be foreach's. The chain is held in a variable for both and dropped
 * after the walk (exception traces keep no arguments), so destructor times are comparable. */
final class Inner implements Iterator
{
    private int $i = 0;
    public function __construct() { $GLOBALS['log'][] = 'new Inner'; }
    public function __destruct() { $GLOBALS['log'][] = '~Inner'; }
    public function rewind(): void { $GLOBALS['log'][] = 'rewind'; $this->i = 0; }
    public function valid(): bool { $GLOBALS['log'][] = 'valid'; return $this->i < 2; }
    public function current(): mixed { $GLOBALS['log'][] = 'current'; return $this->i; }
    public function key(): mixed { $GLOBALS['log'][] = 'key'; return $this->i; }
    public function next(): void { $GLOBALS['log'][] = 'next'; $this->i++; }
}

final class Agg implements IteratorAggregate
{
    public function __construct(private string $name, private Closure $make) { $GLOBALS['log'][] = "new $name"; }
    public function __destruct() { $GLOBALS['log'][] = "~$this->name"; }

    #[ReturnTypeWillChange]
    public function getIterator()
    {
        $GLOBALS['log'][] = "$this->name->getIterator";
        return ($this->make)();
    }
}

function thrower(string $where): Closure
{
    return function () use ($where) { throw $GLOBALS['thrown'] = new RuntimeException("from $where", 42); };
}

$chains = [
    'Outer throws' => fn() => new Agg('Outer', thrower('Outer')),
    'Middle throws' => fn() => new Agg('Outer', fn() => new Agg('Middle', thrower('Middle'))),
    'Outer returns an array' => fn() => new Agg('Outer', fn() => [1, 2]),
    'Middle returns a stdClass' => fn() => new Agg('Outer', fn() => new Agg('Middle', fn() => new stdClass())),
    'Middle returns null' => fn() => new Agg('Outer', fn() => new Agg('Middle', fn() => null)),
    /* For comparison, the chain that works. */
    'Middle returns Inner' => fn() => new Agg('Outer', fn() => new Agg('Middle', fn() => new Inner())),
];

function run(Closure $make, Closure $walk): string
{
    $GLOBALS['log'] = [];
    $GLOBALS['thrown'] = null;
    $chain = $make();
    try {
        $r = var_export($walk($chain), true);
    } catch (Throwable $e) {
        $r = get_class($e) . ': ' . $e->getMessage() . ' (' . $e->getCode() . ')'
            . ($GLOBALS['thrown'] === null || $e === $GLOBALS['thrown'] ? '' : ' ANOTHER object');
    }
    $GLOBALS['log'][] = 'drop';
    unset($chain);
    return implode(', ', $GLOBALS['log']) . " => $r";
}

$cb = function ($v) { $GLOBALS['log'][] = "cb($v)"; return false; };
$walks = [
    'foreach' => function ($it) use ($cb) { foreach ($it as $v) { if ($cb($v)) { return true; } } return false; },
    'foreach with keys' => function ($it) use ($cb) { foreach ($it as $k => $v) { if ($cb($k)) { return true; } } return false; },
    'foreach, truthy keys' => function ($it) { foreach ($it as $k => $v) { if ($k) { return true; } } return false; },
    'any' => fn($it) => any($it, $cb),
    'all USE_KEY' => fn($it) => !all($it, fn($k) => !$cb($k), ARRAY_FILTER_USE_KEY),
    'any, no callback, USE_KEY' => fn($it) => any($it, null, ARRAY_FILTER_USE_KEY),
    'array_every' => fn($it) => !array_every($it, fn($v, $k) => !$cb($v)),
];
foreach ($chains as $name => $make) {
    echo "$name:\n";
    $results = [];
    foreach ($walks as $how => $walk) {
        $results[$how] = run($make, $walk);
    }
    echo "  ", $results['foreach'], "\n";
    /* What each walk must match: foreach with keys where keys are read. */
    $want = [
        'any' => $results['foreach'],
        'all USE_KEY' => $results['foreach with keys'],
        'any, no callback, USE_KEY' => $results['foreach, truthy keys'],
        'array_every' => $results['foreach with keys'],
    ];
    foreach ($want as $how => $log) {
        if ($results[$how] !== $log) {
            echo "  $how differs: {$results[$how]}\n";
        }
    }
}
?>
--EXPECT--
Outer throws:
  new Outer, Outer->getIterator, drop, ~Outer => RuntimeException: from Outer (42)
Middle throws:
  new Outer, Outer->getIterator, new Middle, Middle->getIterator, ~Middle, drop, ~Outer => RuntimeException: from Middle (42)
Outer returns an array:
  new Outer, Outer->getIterator, drop, ~Outer => Exception: Objects returned by Agg::getIterator() must be traversable or implement interface Iterator (0)
Middle returns a stdClass:
  new Outer, Outer->getIterator, new Middle, Middle->getIterator, ~Middle, drop, ~Outer => Exception: Objects returned by Agg::getIterator() must be traversable or implement interface Iterator (0)
Middle returns null:
  new Outer, Outer->getIterator, new Middle, Middle->getIterator, ~Middle, drop, ~Outer => Exception: Objects returned by Agg::getIterator() must be traversable or implement interface Iterator (0)
Middle returns Inner:
  new Outer, Outer->getIterator, new Middle, Middle->getIterator, new Inner, ~Middle, rewind, valid, current, cb(0), next, valid, current, cb(1), next, valid, ~Inner, drop, ~Outer => false
