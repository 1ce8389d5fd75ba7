--TEST--
array_any()/array_all() (extension's, PHP < 8.4) on an infinite generator stop at the deciding element, leaving it suspended
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
function naturals() {
    for ($i = 0; ; $i++) {
        echo "produce $i\n";
        yield "k$i" => $i;
        echo "resumed after $i\n";
    }
}
$g = naturals();
var_dump(array_any($g, function ($v, $k) { echo "callback($v, $k)\n"; return $v === 1; }));
var_dump($g->key(), $g->current());
$g = naturals();
var_dump(array_all($g, function ($v, $k) { echo "callback($v, $k)\n"; return $v < 1; }));
var_dump($g->key(), $g->current());
?>
--EXPECT--
produce 0
callback(0, k0)
resumed after 0
produce 1
callback(1, k1)
bool(true)
string(2) "k1"
int(1)
produce 0
callback(0, k0)
resumed after 0
produce 1
callback(1, k1)
bool(false)
string(2) "k1"
int(1)
