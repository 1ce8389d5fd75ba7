--TEST--
Inside the callback, a call from any() is the same as one from array_filter(): arguments, scope, statics, return types, errors, backtraces
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Inside the callback, a call from iterpred looks exactly like a call from array_filter (through the
 * engine's zend_call_function()): arguments, defaults, variadics, $this and scope, static variables,
 * return types and by-reference returns, generators, errors and their messages, backtraces. */
function note(mixed ...$what): void
{
    $GLOBALS['log'][] = json_encode($what);
}

class Scope
{
    private int $secret = 42;
    public function callbacks(): array
    {
        return [
            'closure in a method: $this, private, static::' => function ($v) { note($v, $this->secret, static::class, self::class); return $v; },
            'static closure in a method' => static function ($v) { note($v, self::class, static::class); return $v; },
        ];
    }
}
class Child extends Scope {}

function &by_ref_return($v) { $GLOBALS['store'] = [$v]; note($GLOBALS['store']); return $GLOBALS['store'][0]; }

/* made afresh for every call, so that static variables start over */
function callbacks(): array
{
    return (new Child)->callbacks() + [
        'bound to a scope' => Closure::bind(function ($v) { note($v, $this->secret); return $v; }, new Child, Scope::class),
        'defaults' => function ($v, $k = 'default', $third = 'default') { note($v, $k, $third, func_num_args(), func_get_args()); return $v; },
        'variadic' => function (...$args) { note($args); return $args[0]; },
        'no parameters' => function () { note(func_get_args()); return true; },
        'static variable' => function ($v) { static $n = 0; note($v, ++$n, ++$n); return $v; },
        'return type bool coerces' => function ($v): bool { return $v; },
        'return type int fails' => function ($v): int { return "not an int $v"; },
        'by-reference return' => 'by_ref_return',
        'generator function: not run, a Generator is truthy' => function ($v) { note('body runs'); yield $v; },
        'typed parameter fails' => function (array $v) { return $v; },
        'typed parameter coerces' => function (int|bool $v) { note($v); return $v; },
        'too few arguments' => function ($a, $b, $c) { return 1; },
        'void returns null' => function ($v): void { note($v); },
        'never throws' => function ($v): never { throw new LogicException("never $v"); },
        'backtrace' => function ($v) {
            note(array_map(fn($f) => (in_array($f['function'], ['array_filter', 'any'], true) ? 'CALLER' : $f['function']) . '(' . count($f['args'] ?? []) . ')', debug_backtrace()));
            return $v;
        },
        'exception trace' => function ($v) {
            note(array_map(fn($f) => in_array($f['function'], ['array_filter', 'any'], true) ? 'CALLER' : $f['function'], (new Exception)->getTrace()));
            return $v;
        },
        'compact and get_defined_vars' => function ($v, $k = null) { $local = 1; note(get_defined_vars(), compact('v', 'local')); return $v; },
    ];
}

function observe(Closure $call): string
{
    $GLOBALS['log'] = [];
    try {
        $result = var_export($call(), true);
    } catch (Throwable $e) {
        $result = get_class($e) . ': ' . $e->getMessage();
    }
    return unclosure(implode(' ', $GLOBALS['log']) . " => $result");
}

/* PHP 8.4 names closures after their file and line ({closure:file.php:12}); the two callers sit on
 * different lines. No regex: PCRE's JIT upsets valgrind. */
function unclosure(string $s): string
{
    while (($at = strpos($s, '{closure:')) !== false) {
        $s = substr_replace($s, '{closure}', $at, strpos($s, '}', $at) - $at + 1);
    }
    return $s;
}

foreach (array_keys(callbacks()) as $label) {
    echo "$label:\n";
    foreach (['a' => 'x', 'b' => ''] as $k => $v) {
        foreach ([0, ARRAY_FILTER_USE_BOTH] as $mode) {
            $filter = observe(fn() => array_filter([$k => $v], callbacks()[$label], $mode) !== []);
            $any = observe(fn() => any([$k => $v], callbacks()[$label], $mode));
            echo "  ", $mode ? 'USE_BOTH' : 'mode 0', ", [$k => '$v']: $any\n";
            if ($filter !== $any) {
                echo "  DIFFERS, array_filter: $filter\n";
            }
        }
    }
}
--EXPECT--
closure in a method: $this, private, static:::
  mode 0, [a => 'x']: ["x",42,"Child","Scope"] => true
  USE_BOTH, [a => 'x']: ["x",42,"Child","Scope"] => true
  mode 0, [b => '']: ["",42,"Child","Scope"] => false
  USE_BOTH, [b => '']: ["",42,"Child","Scope"] => false
static closure in a method:
  mode 0, [a => 'x']: ["x","Scope","Child"] => true
  USE_BOTH, [a => 'x']: ["x","Scope","Child"] => true
  mode 0, [b => '']: ["","Scope","Child"] => false
  USE_BOTH, [b => '']: ["","Scope","Child"] => false
bound to a scope:
  mode 0, [a => 'x']: ["x",42] => true
  USE_BOTH, [a => 'x']: ["x",42] => true
  mode 0, [b => '']: ["",42] => false
  USE_BOTH, [b => '']: ["",42] => false
defaults:
  mode 0, [a => 'x']: ["x","default","default",1,["x"]] => true
  USE_BOTH, [a => 'x']: ["x","a","default",2,["x","a"]] => true
  mode 0, [b => '']: ["","default","default",1,[""]] => false
  USE_BOTH, [b => '']: ["","b","default",2,["","b"]] => false
variadic:
  mode 0, [a => 'x']: [["x"]] => true
  USE_BOTH, [a => 'x']: [["x","a"]] => true
  mode 0, [b => '']: [[""]] => false
  USE_BOTH, [b => '']: [["","b"]] => false
no parameters:
  mode 0, [a => 'x']: [["x"]] => true
  USE_BOTH, [a => 'x']: [["x","a"]] => true
  mode 0, [b => '']: [[""]] => true
  USE_BOTH, [b => '']: [["","b"]] => true
static variable:
  mode 0, [a => 'x']: ["x",1,2] => true
  USE_BOTH, [a => 'x']: ["x",1,2] => true
  mode 0, [b => '']: ["",1,2] => false
  USE_BOTH, [b => '']: ["",1,2] => false
return type bool coerces:
  mode 0, [a => 'x']:  => true
  USE_BOTH, [a => 'x']:  => true
  mode 0, [b => '']:  => false
  USE_BOTH, [b => '']:  => false
return type int fails:
  mode 0, [a => 'x']:  => TypeError: {closure}(): Return value must be of type int, string returned
  USE_BOTH, [a => 'x']:  => TypeError: {closure}(): Return value must be of type int, string returned
  mode 0, [b => '']:  => TypeError: {closure}(): Return value must be of type int, string returned
  USE_BOTH, [b => '']:  => TypeError: {closure}(): Return value must be of type int, string returned
by-reference return:
  mode 0, [a => 'x']: [["x"]] => true
  USE_BOTH, [a => 'x']: [["x"]] => true
  mode 0, [b => '']: [[""]] => false
  USE_BOTH, [b => '']: [[""]] => false
generator function: not run, a Generator is truthy:
  mode 0, [a => 'x']:  => true
  USE_BOTH, [a => 'x']:  => true
  mode 0, [b => '']:  => true
  USE_BOTH, [b => '']:  => true
typed parameter fails:
  mode 0, [a => 'x']:  => TypeError: {closure}(): Argument #1 ($v) must be of type array, string given
  USE_BOTH, [a => 'x']:  => TypeError: {closure}(): Argument #1 ($v) must be of type array, string given
  mode 0, [b => '']:  => TypeError: {closure}(): Argument #1 ($v) must be of type array, string given
  USE_BOTH, [b => '']:  => TypeError: {closure}(): Argument #1 ($v) must be of type array, string given
typed parameter coerces:
  mode 0, [a => 'x']: [true] => true
  USE_BOTH, [a => 'x']: [true] => true
  mode 0, [b => '']: [false] => false
  USE_BOTH, [b => '']: [false] => false
too few arguments:
  mode 0, [a => 'x']:  => ArgumentCountError: Too few arguments to function {closure}(), 1 passed and exactly 3 expected
  USE_BOTH, [a => 'x']:  => ArgumentCountError: Too few arguments to function {closure}(), 2 passed and exactly 3 expected
  mode 0, [b => '']:  => ArgumentCountError: Too few arguments to function {closure}(), 1 passed and exactly 3 expected
  USE_BOTH, [b => '']:  => ArgumentCountError: Too few arguments to function {closure}(), 2 passed and exactly 3 expected
void returns null:
  mode 0, [a => 'x']: ["x"] => false
  USE_BOTH, [a => 'x']: ["x"] => false
  mode 0, [b => '']: [""] => false
  USE_BOTH, [b => '']: [""] => false
never throws:
  mode 0, [a => 'x']:  => LogicException: never x
  USE_BOTH, [a => 'x']:  => LogicException: never x
  mode 0, [b => '']:  => LogicException: never 
  USE_BOTH, [b => '']:  => LogicException: never 
backtrace:
  mode 0, [a => 'x']: [["{closure}(1)","CALLER(3)","{closure}(0)","observe(1)"]] => true
  USE_BOTH, [a => 'x']: [["{closure}(2)","CALLER(3)","{closure}(0)","observe(1)"]] => true
  mode 0, [b => '']: [["{closure}(1)","CALLER(3)","{closure}(0)","observe(1)"]] => false
  USE_BOTH, [b => '']: [["{closure}(2)","CALLER(3)","{closure}(0)","observe(1)"]] => false
exception trace:
  mode 0, [a => 'x']: [["{closure}","CALLER","{closure}","observe"]] => true
  USE_BOTH, [a => 'x']: [["{closure}","CALLER","{closure}","observe"]] => true
  mode 0, [b => '']: [["{closure}","CALLER","{closure}","observe"]] => false
  USE_BOTH, [b => '']: [["{closure}","CALLER","{closure}","observe"]] => false
compact and get_defined_vars:
  mode 0, [a => 'x']: [{"v":"x","k":null,"local":1},{"v":"x","local":1}] => true
  USE_BOTH, [a => 'x']: [{"v":"x","k":"a","local":1},{"v":"x","local":1}] => true
  mode 0, [b => '']: [{"v":"","k":null,"local":1},{"v":"","local":1}] => false
  USE_BOTH, [b => '']: [{"v":"","k":"b","local":1},{"v":"","local":1}] => false
