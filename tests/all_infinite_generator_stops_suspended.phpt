--TEST--
all() on an infinite generator returns at the first failure, leaving the generator suspended on it
--EXTENSIONS--
iterpred
--FILE--
<?php
function countdown() {
    for ($i = 3; ; $i--) {
        echo "produce $i\n";
        yield "k$i" => $i;
        echo "resumed after $i\n";
    }
}
$g = countdown();
var_dump(all($g, fn($v) => $v > 1));
var_dump($g->key(), $g->current());

// Without a callback: the first falsy value (0) decides.
$g = countdown();
var_dump(all($g));
var_dump($g->current());

// ARRAY_FILTER_USE_BOTH.
$g = countdown();
var_dump(all($g, fn($v, $k) => $k !== 'k2', ARRAY_FILTER_USE_BOTH));
var_dump($g->current());
?>
--EXPECT--
produce 3
resumed after 3
produce 2
resumed after 2
produce 1
bool(false)
string(2) "k1"
int(1)
produce 3
resumed after 3
produce 2
resumed after 2
produce 1
resumed after 1
produce 0
bool(false)
int(0)
produce 3
resumed after 3
produce 2
bool(false)
int(2)
