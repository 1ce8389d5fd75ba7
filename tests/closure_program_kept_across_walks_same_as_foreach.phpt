--TEST--
A closure's program is kept for its declaration across walks: every closure made from it reads its own captured values and $this, across iterpred.call_free, Closure::bind to another scope, a class loaded, a constant defined, a walk of the same declaration inside a walk and one suspended in a fiber, the same as foreach calling each closure
--DESCRIPTION--
The program of a one-expression body is compiled once a request for each way a walk calls it and
kept in the op_array's run-time cache (issue 44); what differs from one closure of the declaration
to the next (captured values, $this) is bound for each walk, and what the request may change (a
class loaded, a constant defined, the INI setting) is read for each walk. Each walk here is compared
with the foreach loop calling the same closure, with iterpred.call_free on and off, its diagnostics
and exceptions too; the JIT pass of the suite runs it with opcache on.
--EXTENSIONS--
iterpred
--FILE--
<?php
namespace App;

require __DIR__ . '/closure_same_as_the_call.inc';

function above($lim) { return fn($v) => $v > $lim; }
function between($lo, $hi) { return fn($v) => $v > $lo && $v < $hi; }
function tagged($want) { return fn($o) => $o->tag === $want; }
function needle($n) { return fn($s) => str_contains($s, $n); }
function listed($allowed) { return fn($v) => in_array($v, $allowed, true); }
function by_ref(&$x) { return function ($v) use (&$x) { return $v === $x; }; }
function typed() { return fn(?Later $v) => $v === null; }
function instance() { return fn($v) => $v instanceof Later; }
function constant_read() { return fn($v) => $v === \LATE_LIMIT; }

class Box
{
    public $tag;
    private $secret = 7;
    public function __construct($tag) { $this->tag = $tag; }
    public function over() { return fn($v) => $v > $this->secret; }
}

class Other { private $secret = 1; }

/* A property read that runs PHP code: __get walks the same declaration with another value. */
class Magic
{
    public function __get($name)
    {
        effect('__get inner walk: ' . var_export(\any([new Box('inner')], tagged('inner')), true));
        return 'outer';
    }
}

$n = 0;
$differ = [];
function check(string $title, string $function, \Closure $make, \Closure $f): void
{
    global $n, $differ;
    $GLOBALS['walked'] = $function;
    $via = fn() => $function($make(), $f);
    $ext = walk_log($via);
    $loop = walk_log(fn() => loop_walk($function, $make(), $f, 0));
    ini_set('iterpred.call_free', '0');
    $ext0 = walk_log($via);
    ini_set('iterpred.call_free', '1');
    $n++;
    if ($ext !== $loop || $ext0 !== $loop) {
        $differ[] = "$title: " . implode('; ', $ext) . ' | foreach: ' . implode('; ', $loop);
    }
}

$inputs = [
    'ints' => fn() => [1, 3, 5, 7, 9],
    'hash' => fn() => ['a' => -2, 'b' => 4, 'c' => 8],
    'strings' => fn() => ['1', '5', 'x', '10'],
    'mixed' => fn() => [null, 2.5, true, '6', 6, []],
    'generator' => fn() => (function () { yield 4; yield 6; yield 'ab'; })(),
];
/* One declaration, captured values of every type, walk after walk. */
foreach ([5, 0, -1, '5', 5.5, null, true, 'x', [1], PHP_INT_MAX, 5] as $lim) {
    foreach ($inputs as $name => $make) {
        foreach (['any', 'all', 'none'] as $function) {
            check("above(" . json_encode($lim) . ") $function $name", $function, $make, above($lim));
            check("between(" . json_encode($lim) . ", 8) $function $name", $function, $make, between($lim, 8));
        }
    }
}
foreach (['a', 'x', '', 'ab', 1] as $s) {
    check("needle(" . json_encode($s) . ")", 'any', fn() => ['xa', 'yb', 'ab'], needle($s));
}
foreach ([[1, 2], ['1'], [], [null, 3]] as $allowed) {
    check("listed(" . json_encode($allowed) . ")", 'any', fn() => [3, '1', null], listed($allowed));
}
foreach (['a', 'b', 'c'] as $want) {
    check("tagged($want) over boxes", 'any', fn() => [new Box('a'), new Box('b')], tagged($want));
}
/* A walk inside a walk, of the same declaration (the outer one keeps its program in use). */
check('tagged(outer) with a __get that walks tagged(inner)', 'any', fn() => [new Magic(), new Box('outer')], tagged('outer'));
check('tagged(inner) after it', 'any', fn() => [new Box('outer')], tagged('inner'));

/* By reference: the value read at each element, whatever it was at the last walk. */
$x = 3;
$f = by_ref($x);
foreach ([3, 5, '3', null] as $x) {
    check("by_ref(" . json_encode($x) . ")", 'any', fn() => [1, 3, 5], $f);
}

/* $this: each object's, through one declaration (Box::over()). */
foreach ([1, 7, 9] as $i => $tag) {
    $box = new Box($tag);
    check("Box::over() of box $i", 'any', fn() => [5, 8, 10], $box->over());
}
/* Closure::bind to another scope: a private property read where it is visible and where it is not. */
$read = fn($o) => $o->secret;
foreach ([Box::class, Other::class, null, Box::class, Other::class] as $scope) {
    $bound = $scope === null ? $read : \Closure::bind($read, null, $scope);
    foreach ([Box::class, Other::class] as $class) {
        check("secret read in scope " . json_encode($scope) . " of $class", 'any',
            fn() => [$class === Box::class ? new Box('t') : new Other()], $bound);
    }
}

/* A class loaded, a constant defined between two walks of one closure. */
$t = typed();
$i = instance();
$c = constant_read();
check('typed() before Later exists', 'all', fn() => [null, null], $t);
check('instance() before Later exists', 'any', fn() => [1, new Box('x')], $i);
check('constant_read() before LATE_LIMIT exists', 'any', fn() => [1, 2], $c);
eval('namespace App; class Later {}');
define('LATE_LIMIT', 2);
check('typed() after Later is declared', 'all', fn() => [null, new Later()], $t);
check('instance() after Later is declared', 'any', fn() => [1, new Later()], $i);
check('constant_read() after LATE_LIMIT is defined', 'any', fn() => [1, 2], $c);
check('typed() made again', 'all', fn() => [null, new Later(), 1], typed());

/* A walk suspended in a fiber holds its program; walks of the declaration meanwhile make their own. */
class Suspends
{
    public function __get($name)
    {
        return \Fiber::suspend('suspended');
    }
}
$fiber = new \Fiber(fn() => \any([new Suspends(), new Box('f')], tagged('f')));
echo 'fiber: ', $fiber->start(), "\n";
echo 'meanwhile: ', json_encode([\any([new Box('m')], tagged('m')), \any([new Box('f')], tagged('m'))]), "\n";
$fiber->resume('not f');
echo 'fiber resumed: ', json_encode($fiber->getReturn()), "\n";

echo "$n walks\n";
echo $differ ? implode("\n", $differ) . "\n" : "all the same as foreach\n";
?>
--EXPECT--
fiber: suspended
meanwhile: [true,false]
fiber resumed: true
368 walks
all the same as foreach
