--TEST--
Closures evaluated without a call: the same answers, diagnostics (with their backtraces) and exceptions as with iterpred.call_free=0 and as a foreach loop calling the closure, over edge values, on arrays (packed, hash), generators and ArrayIterator, for every mode
--EXTENSIONS--
iterpred
--FILE--
<?php
const LIMIT = 3;
class Row { public $active = true; public ?int $n = null; public int $uninit; private $secret = 1; public $id;
    function __construct($id = 1) { $this->id = $id; }
    function closures() { return [fn($v) => $this->id > $v, fn($o) => $o instanceof Row && $o->secret === 1]; } }
class Sub extends Row {}
class Magic { function __get($n) { $GLOBALS['log'][] = "__get($n)"; return 5; } function __isset($n) { $GLOBALS['log'][] = "__isset($n)"; return true; } }
class Str { function __toString(): string { return "1"; } }
$res = fopen('php://memory', 'r');
$dyn = new stdClass; $dyn->active = 0; $dyn->p = null;
$values = [0, 1, -1, 2, 3, 10, PHP_INT_MAX, PHP_INT_MIN, 0.0, -0.0, 1.5, NAN, INF, -INF, "", "0", "1", "1.0", "abc", " 1", "1e3",
    "9223372036854775808", null, true, false, [], [0], [1, 2], ['k' => 1, 'active' => 0, 'id' => 'x'], ['k' => null],
    new Row, new Row(7), new Sub, new Magic, $dyn, new Str, new ArrayObject([1]), $res];
$min = 2; $s = 'abc'; $arr = [1, 2]; $row = new Row(3);
$sources = [
    'fn($v) => $v < 0', 'fn($v) => $v <= 1', 'fn($v) => $v > 2', 'fn($v) => $v >= 3', 'fn($v) => 0 < $v', 'fn($v) => 1 >= $v',
    'fn($v) => $v == 1', 'fn($v) => $v != 1', 'fn($v) => $v === 1', 'fn($v) => $v !== 1', 'fn($v) => $v <=> 1',
    'fn($v) => $v == "1"', 'fn($v) => $v < "abc"', 'fn($v) => $v == 1.5', 'fn($v) => $v < -0.5', 'fn($v) => $v == null',
    'fn($v) => $v === null', 'fn($v) => $v !== null', 'fn($v) => $v == true', 'fn($v) => $v === $arr', 'fn($v) => $v === $row',
    'fn($v) => $v > $min', 'fn($v) => $min <= $v', 'fn($v) => $v == $s', 'fn($v) => $v == LIMIT', 'fn($v) => $v < PHP_INT_MAX',
    'fn($v) => is_int($v)', 'fn($v) => is_string($v) || is_float($v)', 'fn($v) => is_resource($v)',
    'fn($v) => is_int($v) && $v > 0 && $v !== -13', 'fn($v) => !$v', 'fn($v) => $v xor $min', 'fn($v) => $v ?: 0', 'fn($v) => $v ? 1 : 0',
    'fn($v) => $v ?? 5', 'fn($o) => $o instanceof Row', 'fn($o) => $o instanceof Sub', 'fn($o) => $o instanceof NotLoadedAnywhere',
    'fn($o) => $o instanceof Stringable', 'fn($r) => $r["k"]', 'fn($r) => $r[0]', 'fn($r) => $r["active"] ?? false',
    'fn($r) => isset($r["k"])', 'fn($r) => empty($r["k"])', 'fn($r) => isset($r[0]) && $r[0] === 0', 'fn($r) => $r["id"] === "x"',
    'fn($s) => $s[0] === "a"', 'fn($s) => ($s[5] ?? "-") === "-"', 'fn($o) => $o->active', 'fn($o) => $o->n === null',
    'fn($o) => $o->uninit', 'fn($o) => isset($o->uninit)', 'fn($o) => isset($o->active)', 'fn($o) => empty($o->p)',
    'fn($o) => $o->p ?? 1', 'fn($o) => $o->secret', 'fn($o) => $o->missing', 'fn($o) => isset($o->missing)',
    'fn($v) => $v + 1 > 2', 'fn($v) => $v - 1 < 0', 'fn($v) => $v * 2 > 3', 'fn($v) => $v % 2 === 1', 'fn($v) => $v % 0',
    'fn($v) => $v * PHP_INT_MAX > 0', 'fn($v) => strlen($v) > 1', 'fn(int $v) => $v > 1', 'fn(?int $v): bool => $v > 1',
    'fn(int|string $v): int => $v', 'fn(Row $r) => $r->id > 1', 'fn(float $v) => $v > 1', 'fn($v): bool => $v',
    'static function ($v) { return $v > 1; }', 'function ($v) use ($min) { return $v > $min; }',
    'function ($v) use (&$min) { return $v > $min; }', 'fn($v) => $v > $undefined', 'fn($v) => $v == $row',
    'fn($v) => $v < -1 || $v > 2 && $v != 10', 'fn($v) => is_float($v) || $v >= 3', 'fn(int $v): bool => $v === 1 || $v === PHP_INT_MIN',
    'fn($v) => is_int($v) and $v <= 0 or $v === 3', '$row->closures()[0]', '$row->closures()[1]', 'fn($v) => count($v) > 1', 'fn($v) => in_array($v, [1, "abc"], true)',
];

function record(callable $run) {
    $out = [];
    $GLOBALS['log'] = [];
    set_error_handler(function ($no, $msg) use (&$out) {
        $frames = array_map(fn($f) => preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']), debug_backtrace());
        $out[] = "$no $msg [" . implode(' < ', $frames) . "]";
        return true;
    });
    try {
        $out[] = var_export($run(), true);
    } catch (Throwable $e) {
        $frames = array_map(fn($f) => preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']), $e->getTrace());
        $out[] = get_class($e) . ': ' . $e->getMessage() . ' [' . implode(' < ', $frames) . ']';
    }
    restore_error_handler();
    return implode("\n", array_merge($GLOBALS['log'], $out));
}

function gen($xs) { foreach ($xs as $k => $x) yield $k => $x; }

function loop($xs, $f, $mode, $stop) {
    foreach ($xs as $k => $x) {
        $r = $mode === ARRAY_FILTER_USE_KEY ? $f($k) : ($mode === ARRAY_FILTER_USE_BOTH ? $f($x, $k) : $f($x));
        if ((bool) $r === $stop) return true;
    }
    return false;
}

$cases = 0;
$differ = 0;
foreach ($sources as $src) {
    $f = eval("return $src;");
    $runs = [];
    foreach ($values as $i => $x) {
        $runs["[$i]"] = [[$x], 0];
    }
    $runs['packed'] = [$values, 0];
    $runs['hash'] = [array_combine(array_map(fn($i) => "k$i", array_keys($values)), $values), 0];
    $runs['keys'] = [array_flip(['a', 'bc', '0', '-1', '12', '']), ARRAY_FILTER_USE_KEY];
    $runs['both'] = [$values, ARRAY_FILTER_USE_BOTH];
    foreach ($runs as $name => [$xs, $mode]) {
        foreach (['any' => true, 'all' => false] as $fn => $stop) {
            foreach (['array' => fn($a) => $a, 'gen' => 'gen', 'iter' => fn($a) => new ArrayIterator($a)] as $kind => $wrap) {
                if ($kind !== 'array' && $name[0] === '[') continue;
                $cases++;
                ini_set('iterpred.call_free', '1');
                $fast = record(fn() => $fn($wrap($xs), $f, $mode));
                ini_set('iterpred.call_free', '0');
                $slow = record(fn() => $fn($wrap($xs), $f, $mode));
                $loop = record(fn() => loop($wrap($xs), $f, $mode, $stop) === $stop);
                $strip = fn($s) => preg_replace(['/ \[[^\]]*\]$/m', '/, called in .* on line \d+/'], '', $s);
                if ($fast !== $slow || $strip($fast) !== $strip($loop)) {
                    $differ++;
                    echo "$src on $name ($fn, $kind, mode $mode):\nfast: $fast\nslow: $slow\nloop: $loop\n";
                }
            }
        }
    }
}
echo "$cases cases, $differ differ\n";
echo record(fn() => any([['a' => 1]], fn($r) => $r['k'])), "\n";
echo record(fn() => any([new Magic], fn($o) => $o->p)), "\n";
echo record(fn() => any([new Row], fn($o) => $o->uninit)), "\n";
--EXPECTF--
%d cases, 0 differ
2 Undefined array key "k" [{closure} < {closure} < any < {closure} < record]
false
__get(p)
true
Error: Typed property Row::$uninit must not be accessed before initialization [{closure} < any < {closure} < record]
