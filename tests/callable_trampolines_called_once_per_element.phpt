--TEST--
__call/__callStatic trampolines and closures of them: called once per element, with the method name and the arguments of the mode
--EXTENSIONS--
iterpred
--FILE--
<?php
/* __call and __callStatic trampolines, and Closure::fromCallable() of one: called once per element
 * read, with the method name and the arguments of the mode. */
class Magic
{
    public array $calls = [];
    public static array $staticCalls = [];

    public function __call(string $name, array $args): mixed
    {
        $this->calls[] = $name . json_encode($args);
        return in_array($args[0], [1000, 'k3'], true);
    }
    public static function __callStatic(string $name, array $args): mixed
    {
        self::$staticCalls[] = $name . json_encode($args);
        return in_array($args[0], [1000, 'k3'], true);
    }
}

function gen(int $n) { for ($i = 1; $i <= $n; $i++) { yield "k$i" => $i; } }

$long = range(1, 1000);
$callables = [
    "[\$obj, 'undefinedMethod']" => fn(Magic $m) => [$m, 'undefinedMethod'],
    "['Magic', 'undefinedStatic']" => fn(Magic $m) => ['Magic', 'undefinedStatic'],
    "'Magic::undefinedStatic'" => fn(Magic $m) => 'Magic::undefinedStatic',
    "Closure::fromCallable([\$obj, 'undefined'])" => fn(Magic $m) => Closure::fromCallable([$m, 'undefined']),
    "\$obj->undefined(...)" => fn(Magic $m) => $m->undefined(...),
];
foreach ($callables as $kind => $make) {
    echo "$kind:\n";
    $walks = [
        'any, 1000 elements' => fn($c) => any($long, $c),
        'all, 1000 elements' => fn($c) => all($long, fn($v) => !$c($v)),      /* through a closure */
        'none, 1000 elements, USE_BOTH' => fn($c) => none($long, $c, ARRAY_FILTER_USE_BOTH),
        'array_every, 1000 elements' => fn($c) => array_every(array_reverse($long), $c),
        'any, generator, USE_KEY' => fn($c) => any(gen(3), $c, ARRAY_FILTER_USE_KEY),
        'array_every, generator' => fn($c) => array_every(gen(3), $c),
    ];
    foreach ($walks as $label => $walk) {
        $m = new Magic;
        Magic::$staticCalls = [];
        $result = $walk($make($m));
        $calls = $m->calls ?: Magic::$staticCalls;
        printf("  %s: %s, %d calls, first %s, last %s\n", $label, var_export($result, true), count($calls), $calls[0], end($calls));
    }
}
--EXPECT--
[$obj, 'undefinedMethod']:
  any, 1000 elements: true, 1000 calls, first undefinedMethod[1], last undefinedMethod[1000]
  all, 1000 elements: false, 1000 calls, first undefinedMethod[1], last undefinedMethod[1000]
  none, 1000 elements, USE_BOTH: false, 1000 calls, first undefinedMethod[1,0], last undefinedMethod[1000,999]
  array_every, 1000 elements: false, 2 calls, first undefinedMethod[1000,0], last undefinedMethod[999,1]
  any, generator, USE_KEY: true, 3 calls, first undefinedMethod["k1"], last undefinedMethod["k3"]
  array_every, generator: false, 1 calls, first undefinedMethod[1,"k1"], last undefinedMethod[1,"k1"]
['Magic', 'undefinedStatic']:
  any, 1000 elements: true, 1000 calls, first undefinedStatic[1], last undefinedStatic[1000]
  all, 1000 elements: false, 1000 calls, first undefinedStatic[1], last undefinedStatic[1000]
  none, 1000 elements, USE_BOTH: false, 1000 calls, first undefinedStatic[1,0], last undefinedStatic[1000,999]
  array_every, 1000 elements: false, 2 calls, first undefinedStatic[1000,0], last undefinedStatic[999,1]
  any, generator, USE_KEY: true, 3 calls, first undefinedStatic["k1"], last undefinedStatic["k3"]
  array_every, generator: false, 1 calls, first undefinedStatic[1,"k1"], last undefinedStatic[1,"k1"]
'Magic::undefinedStatic':
  any, 1000 elements: true, 1000 calls, first undefinedStatic[1], last undefinedStatic[1000]
  all, 1000 elements: false, 1000 calls, first undefinedStatic[1], last undefinedStatic[1000]
  none, 1000 elements, USE_BOTH: false, 1000 calls, first undefinedStatic[1,0], last undefinedStatic[1000,999]
  array_every, 1000 elements: false, 2 calls, first undefinedStatic[1000,0], last undefinedStatic[999,1]
  any, generator, USE_KEY: true, 3 calls, first undefinedStatic["k1"], last undefinedStatic["k3"]
  array_every, generator: false, 1 calls, first undefinedStatic[1,"k1"], last undefinedStatic[1,"k1"]
Closure::fromCallable([$obj, 'undefined']):
  any, 1000 elements: true, 1000 calls, first undefined[1], last undefined[1000]
  all, 1000 elements: false, 1000 calls, first undefined[1], last undefined[1000]
  none, 1000 elements, USE_BOTH: false, 1000 calls, first undefined[1,0], last undefined[1000,999]
  array_every, 1000 elements: false, 2 calls, first undefined[1000,0], last undefined[999,1]
  any, generator, USE_KEY: true, 3 calls, first undefined["k1"], last undefined["k3"]
  array_every, generator: false, 1 calls, first undefined[1,"k1"], last undefined[1,"k1"]
$obj->undefined(...):
  any, 1000 elements: true, 1000 calls, first undefined[1], last undefined[1000]
  all, 1000 elements: false, 1000 calls, first undefined[1], last undefined[1000]
  none, 1000 elements, USE_BOTH: false, 1000 calls, first undefined[1,0], last undefined[1000,999]
  array_every, 1000 elements: false, 2 calls, first undefined[1000,0], last undefined[999,1]
  any, generator, USE_KEY: true, 3 calls, first undefined["k1"], last undefined["k3"]
  array_every, generator: false, 1 calls, first undefined[1,"k1"], last undefined[1,"k1"]
