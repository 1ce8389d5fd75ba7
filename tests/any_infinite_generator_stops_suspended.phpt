--TEST--
any() on an infinite generator returns at the first match, leaving the generator suspended on it
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
var_dump(any($g, fn($v) => $v === 3));
// next() was not called after the deciding element.
var_dump($g->key(), $g->current());

// Without a callback: the first truthy value decides.
$g = naturals();
var_dump(any($g));
var_dump($g->current());

// ARRAY_FILTER_USE_KEY.
$g = naturals();
var_dump(any($g, fn($k) => $k === 'k2', ARRAY_FILTER_USE_KEY));
var_dump($g->current());
?>
--EXPECT--
produce 0
resumed after 0
produce 1
resumed after 1
produce 2
resumed after 2
produce 3
bool(true)
string(2) "k3"
int(3)
produce 0
resumed after 0
produce 1
bool(true)
int(1)
produce 0
resumed after 0
produce 1
resumed after 1
produce 2
bool(true)
int(2)
