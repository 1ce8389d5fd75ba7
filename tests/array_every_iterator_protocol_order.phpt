--TEST--
array_every(): Iterator protocol of foreach with key, callback gets ($value, $key)
--EXTENSIONS--
iterpred
--FILE--
<?php
/* array_every always pass ($value, $key): the protocol of foreach ($it as $k => $v). */
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
$truthy = [
    'full walk' => [['k', 'a'], [1, true], ['x', '0.0']],
    'decided at first' => [['', 0], [1, true], ['x', '0.0']],
    'decided in the middle' => [['k', 'a'], [0, ''], ['x', '0.0']],
];

foreach ($truthy as $case => $pairs) {
    $log = [];
    $result = array_every(new LoggingIterator($pairs), $cb);
    $log1 = $log;

    $log = [];
    foreach (new LoggingIterator($pairs) as $k => $v) {
        note($v, $k);
        if (!$v) { break; }
    }
    $log2 = $log;

    echo "array_every, $case: ", var_export($result, true), "\n";
    echo "  iterpred: ", implode(' ', $log1), "\n";
    echo "  foreach:  ", implode(' ', $log2), "\n";
    var_dump($log1 === $log2);
}
--EXPECT--
array_every, full walk: true
  iterpred: rewind valid current key cb("a","k") next valid current key cb(true,1) next valid current key cb("0.0","x") next valid
  foreach:  rewind valid current key cb("a","k") next valid current key cb(true,1) next valid current key cb("0.0","x") next valid
bool(true)
array_every, decided at first: false
  iterpred: rewind valid current key cb(0,"")
  foreach:  rewind valid current key cb(0,"")
bool(true)
array_every, decided in the middle: false
  iterpred: rewind valid current key cb("a","k") next valid current key cb("",0)
  foreach:  rewind valid current key cb("a","k") next valid current key cb("",0)
bool(true)
