--TEST--
Every kind of callable (closures, first-class callables, strings, arrays, invokable objects) through any/all/none/array_every on arrays and generators
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Every kind of callable works, gets the arguments of the mode, and is called once per element read. */
function record(string $kind, array $args): bool
{
    $GLOBALS['calls'][] = json_encode($args);
    $GLOBALS['callees'][$kind] = true;
    return $args[0] > 1;
}

function user_function($v) { return record('function', func_get_args()); }

class Pred
{
    public function method($v) { return record('method', func_get_args()); }
    public static function staticMethod($v) { return record('static', func_get_args()); }
    public function __invoke($v) { return record('invoke', func_get_args()); }
    public function boundClosure(): Closure { return function ($v) { return record('bound, $this is ' . get_class($this), func_get_args()); }; }
}

$obj = new Pred;
$callables = [
    'closure' => function ($v) { return record('closure', func_get_args()); },
    'static closure' => static function ($v) { return record('static closure', func_get_args()); },
    'arrow function' => fn($v) => record('arrow', func_get_args()),
    'bound closure' => $obj->boundClosure(),
    'first-class method' => $obj->method(...),
    'first-class static method' => Pred::staticMethod(...),
    'first-class user function' => user_function(...),
    "'user_function'" => 'user_function',
    "'Pred::staticMethod'" => 'Pred::staticMethod',
    "[\$obj, 'method']" => [$obj, 'method'],
    "['Pred', 'staticMethod']" => ['Pred', 'staticMethod'],
    'invokable object' => $obj,
    'Closure::fromCallable' => Closure::fromCallable([$obj, 'method']),
];

function run(string $label, Closure $call): string
{
    $GLOBALS['calls'] = [];
    $result = $call();
    return "$label " . var_export($result, true) . ' ' . implode(' ', $GLOBALS['calls']);
}

function gen() { yield 'a' => 2; yield 'b' => 3; yield 'c' => 4; }

foreach ($callables as $kind => $callable) {
    $callees = [];
    echo "$kind:\n  array: ", implode(' | ', [
        run('any', fn() => any([1, 2, 3], $callable)),
        run('all', fn() => all([1, 2, 3], $callable)),
        run('none BOTH', fn() => none([1, 2, 3], $callable, ARRAY_FILTER_USE_BOTH)),
        run('every', fn() => array_every([1, 2, 3], $callable)),
    ]), "\n  generator: ", implode(' | ', [
        run('any', fn() => any(gen(), $callable)),
        run('all BOTH', fn() => all(gen(), $callable, ARRAY_FILTER_USE_BOTH)),
        run('none', fn() => none(gen(), $callable)),
        run('every', fn() => array_every(gen(), $callable)),
    ]), "\n  called: ", implode(', ', array_keys($callees)), "\n";
}

echo "internal functions:\n";
var_dump(any(['', '0', 'x'], strlen(...)), all(['a', ''], 'strlen'), none([[], []], 'count'));
var_dump(array_every(['a' => 'b', 'c' => 'd'], 'strcmp'), array_every(['a' => 'b', 'c' => 'c'], 'strcmp'));   /* strcmp($v, $k) */
var_dump(any((function () { yield ''; yield 'x'; })(), strlen(...)), all(gen(), 'is_int'));
--EXPECT--
closure:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: closure
static closure:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: static closure
arrow function:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: arrow
bound closure:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: bound, $this is Pred
first-class method:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: method
first-class static method:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: static
first-class user function:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: function
'user_function':
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: function
'Pred::staticMethod':
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: static
[$obj, 'method']:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: method
['Pred', 'staticMethod']:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: static
invokable object:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: invoke
Closure::fromCallable:
  array: any true [1] [2] | all false [1] | none BOTH false [1,0] [2,1] | every false [1,0]
  generator: any true [2] | all BOTH true [2,"a"] [3,"b"] [4,"c"] | none false [2] | every true [2,"a"] [3,"b"] [4,"c"]
  called: method
internal functions:
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
