--TEST--
Closures of internal functions (trim(...), Closure::fromCallable('ltrim'), a closure of a __call trampoline) as callbacks: each call gets its own $this and reference, and the closure is freed once the walk and its holder are gone, also when a call throws
--DESCRIPTION--
An internal function's closure hands its frame's $this over to the closure itself, for the caller to
release after the call. A walk that calls every element in one frame must set $this and the closure's
reference up again for each call: otherwise the second call would see the closure as $this, and the
closure would outlive its last holder (or be freed too early). WeakReference tells whether it was freed.
PHP 8.6 keeps the closure a first-class callable makes (trim(...)) in its opline's run-time cache: made
twice at one place it is one object, alive after its last holder. Where the engine keeps it so, the
walk must leave its reference count as it found it; elsewhere it must be freed.
--EXTENSIONS--
iterpred
--FILE--
<?php
class Magic
{
    public array $seen = [];

    public function __call(string $name, array $args): mixed
    {
        $this->seen[] = get_class($this) . "->$name(" . json_encode($args) . ")";
        return $args[0] === 'stop';
    }
}

function gen(array $xs) { yield from $xs; }

$inputs = [
    'packed' => fn() => [' a', 'b ', '', 'stop', 'c'],
    'hash' => fn() => ['x' => ' a', 'y' => 'b ', 'z' => '', 'w' => 'stop', 'v' => 'c'],
    'ArrayIterator' => fn() => new ArrayIterator([' a', 'b ', '', 'stop', 'c']),
    'generator' => fn() => gen([' a', 'b ', '', 'stop', 'c']),
];
$makers = [
    'trim(...)' => fn() => trim(...),
    "Closure::fromCallable('ltrim')" => fn() => Closure::fromCallable('ltrim'),
    'Closure::fromCallable([$magic, "undefined"])' => fn() => Closure::fromCallable([new Magic(), 'undefined']),
];

function refcount(object $o): int
{
    ob_start();
    debug_zval_dump($o);
    preg_match('/refcount\((\d+)\)/', ob_get_clean(), $m);
    return (int) $m[1];
}

/* Freed once its holders are gone; where the engine keeps it ($make() gives the same object twice),
 * the walk left the count as it found it. */
function released(WeakReference $weak, bool $engine_keeps, int $before, int $after): string
{
    if ($weak->get() === null) {
        return 'freed';
    }
    return $engine_keeps && $before === $after ? 'freed' : "STILL ALIVE (refcount $before -> $after)";
}

foreach ($makers as $label => $make) {
    echo "$label:\n";
    $engine_keeps = $make() === $make();
    foreach ($inputs as $kind => $input) {
        $f = $make();
        $weak = WeakReference::create($f);
        $before = refcount($f);
        $results = [
            'any' => any($input(), $f),
            'all' => all($input(), $f),
            'none' => none($input(), $f),
            'any, USE_KEY' => any($input(), $f, ARRAY_FILTER_USE_KEY),
        ];
        $after = refcount($f);
        echo "  $kind: ", json_encode($results);
        unset($f);
        echo ', ', released($weak, $engine_keeps, $before, $after), "\n";
    }
}

echo "Magic's calls, one walk:\n";
$magic = new Magic();
var_dump(any(['p', 'q', 'stop', 'r'], Closure::fromCallable([$magic, 'check'])));
echo implode("\n", $magic->seen), "\n";

echo "A call that throws:\n";
$make = fn() => trim(...);
$engine_keeps = $make() === $make();
$f = $make();
$weak = WeakReference::create($f);
$before = refcount($f);
try {
    all(['ab', 'c', [1], 'd'], $f);
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    /* Its trace holds any()'s arguments, the closure among them. */
    unset($e);
}
var_dump(any(['', '0', 'x'], $f));
$after = refcount($f);
unset($f);
echo released($weak, $engine_keeps, $before, $after), "\n";
?>
--EXPECT--
trim(...):
  packed: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
  hash: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
  ArrayIterator: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
  generator: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
Closure::fromCallable('ltrim'):
  packed: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
  hash: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
  ArrayIterator: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
  generator: {"any":true,"all":false,"none":false,"any, USE_KEY":true}, freed
Closure::fromCallable([$magic, "undefined"]):
  packed: {"any":true,"all":false,"none":false,"any, USE_KEY":false}, freed
  hash: {"any":true,"all":false,"none":false,"any, USE_KEY":false}, freed
  ArrayIterator: {"any":true,"all":false,"none":false,"any, USE_KEY":false}, freed
  generator: {"any":true,"all":false,"none":false,"any, USE_KEY":false}, freed
Magic's calls, one walk:
bool(true)
Magic->check(["p"])
Magic->check(["q"])
Magic->check(["stop"])
A call that throws:
TypeError: trim(): Argument #1 ($string) must be of type string, array given
bool(true)
freed
