--TEST--
Closures of internal functions (trim(...), Closure::fromCallable('ltrim'), a closure of a __call trampoline) as callbacks: each call gets its own $this and reference, and the closure is freed once the walk and its holder are gone, also when a call throws
--DESCRIPTION--
An internal function's closure hands its frame's $this over to the closure itself, for the caller to
release after the call. A walk that calls every element in one frame must set $this and the closure's
reference up again for each call: otherwise the second call would see the closure as $this, and the
closure would outlive its last holder (or be freed too early). WeakReference tells whether it was freed.
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

foreach ($makers as $label => $make) {
    echo "$label:\n";
    foreach ($inputs as $kind => $input) {
        $f = $make();
        $weak = WeakReference::create($f);
        $results = [
            'any' => any($input(), $f),
            'all' => all($input(), $f),
            'none' => none($input(), $f),
            'any, USE_KEY' => any($input(), $f, ARRAY_FILTER_USE_KEY),
        ];
        echo "  $kind: ", json_encode($results);
        unset($f);
        echo $weak->get() === null ? ", freed\n" : ", STILL ALIVE\n";
    }
}

echo "Magic's calls, one walk:\n";
$magic = new Magic();
var_dump(any(['p', 'q', 'stop', 'r'], Closure::fromCallable([$magic, 'check'])));
echo implode("\n", $magic->seen), "\n";

echo "A call that throws:\n";
$f = trim(...);
$weak = WeakReference::create($f);
try {
    all(['ab', 'c', [1], 'd'], $f);
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    /* Its trace holds any()'s arguments, the closure among them. */
    unset($e);
}
var_dump(any(['', '0', 'x'], $f));
unset($f);
var_dump($weak->get());
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
NULL
