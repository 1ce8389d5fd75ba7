--TEST--
any(): Iterator methods and callback called exactly as by foreach, key() only when needed
--EXTENSIONS--
iterpred
--FILE--
<?php
/* iterpred's calls to the Iterator methods, and the callback's, are those of the foreach that
 * breaks at the deciding element: foreach ($it as $v) for mode 0, foreach ($it as $k => $v) else. */
class LoggingIterator implements Iterator
{
    private int $i = 0;

    /* $pairs: list of [key, value] */
    public function __construct(private array $pairs) {}
    public function rewind(): void { $GLOBALS['log'][] = 'rewind'; $this->i = 0; }
    public function valid(): bool { $GLOBALS['log'][] = 'valid'; return $this->i < count($this->pairs); }
    public function current(): mixed { $GLOBALS['log'][] = 'current'; return $this->pairs[$this->i][1]; }
    public function key(): mixed { $GLOBALS['log'][] = 'key'; return $this->pairs[$this->i][0]; }
    public function next(): void { $GLOBALS['log'][] = 'next'; $this->i++; }
}

function note(...$args) { $GLOBALS['log'][] = 'cb(' . implode(',', array_map('json_encode', $args)) . ')'; }

$function = 'any';
$stopOn = true;    /* the truthiness of the deciding element */
$cases = [
    'full walk' => [['', 0], [0, ''], [null, '0']],
    'decided at first' => [['k', 'a'], [0, ''], [null, '0']],
    'decided in the middle' => [['', 0], ['k', 'b'], [null, '0']],
];
$callbacks = [
    0 => function ($v) { note($v); return $v; },
    ARRAY_FILTER_USE_KEY => function ($k) { note($k); return $k; },
    ARRAY_FILTER_USE_BOTH => function ($v, $k) { note($v, $k); return $v; },
];
$runs = [
    ['mode 0, callback', 0, true],
    ['USE_KEY, callback', ARRAY_FILTER_USE_KEY, true],
    ['USE_BOTH, callback', ARRAY_FILTER_USE_BOTH, true],
    ['mode 0, no callback', 0, false],
    ['USE_KEY, no callback', ARRAY_FILTER_USE_KEY, false],
];

foreach ($runs as [$label, $mode, $withCallback]) {
    foreach ($cases as $case => $pairs) {
        $cb = $withCallback ? $callbacks[$mode] : null;

        $log = [];
        $result = $function(new LoggingIterator($pairs), $cb, $mode);
        $log1 = $log;

        $log = [];
        if ($mode === 0) {
            foreach (new LoggingIterator($pairs) as $v) {
                if ($cb) { note($v); }
                if ((bool) $v === $stopOn) { break; }
            }
        } else {
            foreach (new LoggingIterator($pairs) as $k => $v) {
                if ($cb) { $mode === ARRAY_FILTER_USE_KEY ? note($k) : note($v, $k); }
                if ((bool) ($mode === ARRAY_FILTER_USE_KEY ? $k : $v) === $stopOn) { break; }
            }
        }
        $log2 = $log;

        echo "$function, $label, $case: ", var_export($result, true), "\n";
        echo "  $function:", str_repeat(' ', 8 - strlen($function)), implode(' ', $log1), "\n";
        echo "  foreach: ", implode(' ', $log2), "\n";
        var_dump($log1 === $log2);
    }
}
--EXPECT--
any, mode 0, callback, full walk: false
  any:     rewind valid current cb(0) next valid current cb("") next valid current cb("0") next valid
  foreach: rewind valid current cb(0) next valid current cb("") next valid current cb("0") next valid
bool(true)
any, mode 0, callback, decided at first: true
  any:     rewind valid current cb("a")
  foreach: rewind valid current cb("a")
bool(true)
any, mode 0, callback, decided in the middle: true
  any:     rewind valid current cb(0) next valid current cb("b")
  foreach: rewind valid current cb(0) next valid current cb("b")
bool(true)
any, USE_KEY, callback, full walk: false
  any:     rewind valid current key cb("") next valid current key cb(0) next valid current key cb(null) next valid
  foreach: rewind valid current key cb("") next valid current key cb(0) next valid current key cb(null) next valid
bool(true)
any, USE_KEY, callback, decided at first: true
  any:     rewind valid current key cb("k")
  foreach: rewind valid current key cb("k")
bool(true)
any, USE_KEY, callback, decided in the middle: true
  any:     rewind valid current key cb("") next valid current key cb("k")
  foreach: rewind valid current key cb("") next valid current key cb("k")
bool(true)
any, USE_BOTH, callback, full walk: false
  any:     rewind valid current key cb(0,"") next valid current key cb("",0) next valid current key cb("0",null) next valid
  foreach: rewind valid current key cb(0,"") next valid current key cb("",0) next valid current key cb("0",null) next valid
bool(true)
any, USE_BOTH, callback, decided at first: true
  any:     rewind valid current key cb("a","k")
  foreach: rewind valid current key cb("a","k")
bool(true)
any, USE_BOTH, callback, decided in the middle: true
  any:     rewind valid current key cb(0,"") next valid current key cb("b","k")
  foreach: rewind valid current key cb(0,"") next valid current key cb("b","k")
bool(true)
any, mode 0, no callback, full walk: false
  any:     rewind valid current next valid current next valid current next valid
  foreach: rewind valid current next valid current next valid current next valid
bool(true)
any, mode 0, no callback, decided at first: true
  any:     rewind valid current
  foreach: rewind valid current
bool(true)
any, mode 0, no callback, decided in the middle: true
  any:     rewind valid current next valid current
  foreach: rewind valid current next valid current
bool(true)
any, USE_KEY, no callback, full walk: false
  any:     rewind valid current key next valid current key next valid current key next valid
  foreach: rewind valid current key next valid current key next valid current key next valid
bool(true)
any, USE_KEY, no callback, decided at first: true
  any:     rewind valid current key
  foreach: rewind valid current key
bool(true)
any, USE_KEY, no callback, decided in the middle: true
  any:     rewind valid current key next valid current key
  foreach: rewind valid current key next valid current key
bool(true)
