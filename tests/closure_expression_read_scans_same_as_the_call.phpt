--TEST--
Closures reading $o->p or $r['k'] (then truthiness, an int comparison or ===), scanned without interpreting the program (over arrays, ArrayIterator and generators): the same answers, diagnostics (with their backtraces and arguments) and exceptions as with iterpred.call_free=0 and as a foreach loop calling the closure, over objects of several classes, unset, dynamic, magic, lazy and referenced properties, arrays missing the key, references, other values; array_every() with the key unused
--EXTENSIONS--
iterpred
--FILE--
<?php
class Row { public $active = false; public $n = 0; public $id = 'a'; public int $typed; private $secret = 1;
    function __construct($a = false, $n = 0) { $this->active = $a; $this->n = $n; } }
class Sub extends Row {}
class Other { public $n = 5; public $active = 1; public $id = 'b'; }
class Magic { function __get($p) { $GLOBALS['log'][] = "__get($p)"; return 1; } }
class Casts { }
$objects = [new Row, new Row(0, -1), new Sub(false, 2), new Other, new Row(null, 0), new Row("0", 7), new Row(0.0, PHP_INT_MAX)];
$unset = new Row; unset($unset->active); unset($unset->n); unset($unset->id);
$dyn = new stdClass; $dyn->active = 0; $dyn->n = 1; $dyn->id = 'a';
$refd = new Row; $x = 1; $refd->active = &$x; $refd->n = &$x;
$objects[] = $unset; $objects[] = $dyn; $objects[] = $refd; $objects[] = new Magic; $objects[] = new ArrayObject(['active' => 1], ArrayObject::ARRAY_AS_PROPS);
$objects[] = new Row(NAN, 1.5); $objects[] = new Row([], "1"); $objects[] = new Row(new Casts, null);
$lazy = null;
$init = function ($o) { $GLOBALS['log'][] = 'init'; $o->__construct(1, 3); };
if (PHP_VERSION_ID >= 80400) {
    $objects[] = $lazy = (new ReflectionClass(Row::class))->newLazyGhost($init);
}
/* Each run sees the ghost uninitialised. */
function relazy() {
    $class = new ReflectionClass(Row::class);
    if ($GLOBALS['lazy'] && !$class->isUninitializedLazyObject($GLOBALS['lazy'])) $class->resetAsLazyGhost($GLOBALS['lazy'], $GLOBALS['init']);
}
$arrays = [['active' => false, 'n' => 0, 'id' => 'a', 0 => 0], ['active' => 0, 'n' => -1, 'id' => 'b'], ['n' => 2], [], ['active' => null, 'id' => 1],
    ['active' => "0", 'n' => "1", 'id' => 'a'], ['active' => 1.5, 'n' => 1.0], ['active' => [], 0 => 3], [0 => false, 1 => true]];
$y = 0; $ra = ['active' => &$y, 'n' => &$y, 'id' => 'a']; $arrays[] = $ra;
$others = [null, 0, "active", 1.5, true];
$id = 'a';
$sources = [
    'fn($o) => $o->active', 'fn($o) => $o->n > 0', 'fn($o) => $o->n <= 1', 'fn($o) => 2 > $o->n', 'fn($o) => $o->n == 7', 'fn($o) => $o->n != 0',
    'fn($o) => $o->id === "a"', 'fn($o) => $o->id !== $id', 'fn($o) => $o->active === null', 'fn($o) => $o->n === 1.5', 'fn($o) => $o->typed',
    'fn($o) => $o->secret', 'fn($o) => $o->missing', 'fn($r) => $r["active"]', 'fn($r) => $r["n"] > 0', 'fn($r) => $r["n"] < 1',
    'fn($r) => $r["id"] === "a"', 'fn($r) => $r["id"] !== $id', 'fn($r) => $r[0]', 'fn($r) => $r[0] === 0', 'fn($r) => $r["0"] >= 1',
    'fn($v, $k) => $v->active', 'fn($v, $k) => $v["n"] > 0', 'fn($v, $k) => $v > 0', 'fn($v, $k) => $v instanceof Row',
    'fn($v, $k) => is_int($v) && $v > 0', 'fn($v, $k) => $v === null', 'fn($v, $k) => $k > 0', 'fn($v, int $k) => $v',
];

function frames(array $trace) {
    return implode(' < ', array_map(fn($f) => preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']) . '/' . count($f['args'] ?? [])
        . (isset($f['args'][1]) && is_scalar($f['args'][1]) ? ':' . $f['args'][1] : ''), $trace));
}

function record(callable $run) {
    $out = [];
    $GLOBALS['log'] = [];
    relazy();
    set_error_handler(function ($no, $msg) use (&$out) {
        $out[] = "$no $msg [" . frames(array_slice(debug_backtrace(), 1)) . "]";
        return true;
    });
    try {
        $out[] = var_export($run(), true);
    } catch (Throwable $e) {
        $out[] = get_class($e) . ': ' . $e->getMessage() . ' [' . frames($e->getTrace()) . ']';
    }
    restore_error_handler();
    return implode("\n", array_merge($GLOBALS['log'], $out));
}

function gen($xs) { foreach ($xs as $k => $x) yield $k => $x; }
/* Yields each element as a reference, as current() of an ArrayIterator over references gives them. */
function &genr($xs) { foreach ($xs as $k => &$x) yield $k => $x; }

function loop($xs, $f, $both, $stop) {
    foreach ($xs as $k => $x) {
        if ((bool) ($both ? $f($x, $k) : $f($x)) === $stop) return true;
    }
    return false;
}

$cases = 0;
$differ = 0;
$all = array_merge($objects, $arrays, $others, range(-2, 2));
foreach ($sources as $src) {
    $f = eval("return $src;");
    $runs = [];
    foreach ($all as $i => $x) {
        $runs["[$i]"] = [$x];
    }
    $runs['objects'] = $objects;
    $runs['arrays'] = $arrays;
    $runs['mixed'] = $all;
    $runs['many'] = array_merge(array_fill(0, 600, $objects[0]), array_fill(0, 600, $arrays[0]), $all, array_fill(0, 300, 0));
    foreach ($runs as $name => $xs) {
        /* Elements that are references (left by a foreach by reference) are the program's, not the scan's. */
        $refs = $xs;
        foreach ($refs as &$e) {}
        unset($e);
        $variants = ['packed' => $xs, 'hash' => array_combine(array_map(fn($i) => "k$i", array_keys($xs)), $xs), 'holes' => array_filter($xs, fn($k) => $k % 3 !== 1, ARRAY_FILTER_USE_KEY), 'references' => $refs];
        /* The iterator walk tests the same shapes in loops of its own: an ArrayIterator, generators by
         * value and by reference, each made afresh for every walk. */
        $inputs = [];
        foreach ($variants as $shape => $arr) {
            $inputs[$shape] = fn() => $arr;
            if ($shape !== 'holes') {
                $inputs["$shape ArrayIterator"] = fn() => new ArrayIterator($arr);
                $inputs["$shape generator"] = fn() => $shape === 'references' ? genr($arr) : gen($arr);
            }
        }
        foreach ($inputs as $shape => $input) {
            foreach (['any' => [true, false], 'all' => [false, false], 'array_every' => [false, true]] as $fn => [$stop, $both]) {
                if (!$both && str_contains($src, '$k')) continue;
                $cases++;
                ini_set('iterpred.call_free', '1');
                $fast = record(fn() => $fn($input(), $f));
                ini_set('iterpred.call_free', '0');
                $slow = record(fn() => $fn($input(), $f));
                $loop = record(fn() => loop($input(), $f, $both, $stop) === $stop);
                $strip = fn($s) => preg_replace(['/ \[[^\]]*\]$/m', '/, called in .* on line \d+/'], '', $s);
                if ($fast !== $slow || $strip($fast) !== $strip($loop)) {
                    $differ++;
                    echo "$src on $name ($shape, $fn):\nfast: $fast\nslow: $slow\nloop: $loop\n";
                }
            }
        }
    }
}
echo "$cases cases, $differ differ\n";
echo record(fn() => any([['active' => 0], ['x' => 1]], fn($r) => $r['active'])), "\n";
echo record(fn() => array_every(['a' => [1], 'b' => 5], fn($v, $k) => $v[0] > 0)), "\n";
echo record(fn() => any([new Row, $unset], fn($o) => $o->active)), "\n";
echo record(fn() => any([new Row, new Row], fn($o) => $o->typed)), "\n";
--EXPECTF--
%d cases, 0 differ
2 Undefined array key "active" [{closure}/1 < any/2 < {closure}/0 < record/1]
false
2 Trying to access array offset on %s [{closure}/2:b < array_every/2 < {closure}/0 < record/1]
false
2 Undefined property: Row::$active [{closure}/1 < any/2 < {closure}/0 < record/1]
false
Error: Typed property Row::$typed must not be accessed before initialization [{closure}/1 < any/2 < {closure}/0 < record/1]
