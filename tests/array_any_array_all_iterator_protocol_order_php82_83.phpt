--TEST--
array_any(), array_all() (PHP < 8.4): Iterator protocol of foreach with key, callback gets ($value, $key)
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any()/array_all() are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
/* array_any/array_all (PHP < 8.4) always pass ($value, $key): the protocol of foreach ($it as $k => $v). */
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

$cb = function ($v, $k) { note($v, $k); return $v; };
$falsy = [
    'full walk' => [['', 0], [0, ''], [null, '0']],
    'decided at first' => [['k', 'a'], [0, ''], [null, '0']],
    'decided in the middle' => [['', 0], ['k', 'b'], [null, '0']],
];
$truthy = [
    'full walk' => [['k', 'a'], [1, true], ['x', '0.0']],
    'decided at first' => [['', 0], [1, true], ['x', '0.0']],
    'decided in the middle' => [['k', 'a'], [0, ''], ['x', '0.0']],
];

foreach (['array_any' => [$falsy, true], 'array_all' => [$truthy, false]]
         as $function => [$cases, $stopOn]) {
    foreach ($cases as $case => $pairs) {
        $log = [];
        $result = $function(new LoggingIterator($pairs), $cb);
        $log1 = $log;

        $log = [];
        foreach (new LoggingIterator($pairs) as $k => $v) {
            note($v, $k);
            if ((bool) $v === $stopOn) { break; }
        }
        $log2 = $log;

        echo "$function, $case: ", var_export($result, true), "\n";
        echo "  iterpred: ", implode(' ', $log1), "\n";
        echo "  foreach:  ", implode(' ', $log2), "\n";
        var_dump($log1 === $log2);
    }
}
--EXPECT--
array_any, full walk: false
  iterpred: rewind valid current key cb(0,"") next valid current key cb("",0) next valid current key cb("0",null) next valid
  foreach:  rewind valid current key cb(0,"") next valid current key cb("",0) next valid current key cb("0",null) next valid
bool(true)
array_any, decided at first: true
  iterpred: rewind valid current key cb("a","k")
  foreach:  rewind valid current key cb("a","k")
bool(true)
array_any, decided in the middle: true
  iterpred: rewind valid current key cb(0,"") next valid current key cb("b","k")
  foreach:  rewind valid current key cb(0,"") next valid current key cb("b","k")
bool(true)
array_all, full walk: true
  iterpred: rewind valid current key cb("a","k") next valid current key cb(true,1) next valid current key cb("0.0","x") next valid
  foreach:  rewind valid current key cb("a","k") next valid current key cb(true,1) next valid current key cb("0.0","x") next valid
bool(true)
array_all, decided at first: false
  iterpred: rewind valid current key cb(0,"")
  foreach:  rewind valid current key cb(0,"")
bool(true)
array_all, decided in the middle: false
  iterpred: rewind valid current key cb("a","k") next valid current key cb("",0)
  foreach:  rewind valid current key cb("a","k") next valid current key cb("",0)
bool(true)
