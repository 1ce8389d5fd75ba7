--TEST--
array_every() on an infinite generator returns false at the first failure, leaving the generator suspended on it
--EXTENSIONS--
iterpred
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
var_dump(array_every($g, function ($v, $k) { echo "callback($v, $k)\n"; return $v < 2; }));
var_dump($g->key(), $g->current());
?>
--EXPECT--
produce 0
callback(0, k0)
resumed after 0
produce 1
callback(1, k1)
resumed after 1
produce 2
callback(2, k2)
bool(false)
string(2) "k2"
int(2)
