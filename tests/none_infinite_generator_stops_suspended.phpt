--TEST--
none() on an infinite generator returns false at the first match, leaving the generator suspended on it
--EXTENSIONS--
iterpred
--FILE--
<?php
function naturals() {
    for ($i = 0; ; $i++) {
        echo "produce $i\n";
        yield $i;
        echo "resumed after $i\n";
    }
}
$g = naturals();
var_dump(none($g, fn($v) => $v === 2));
var_dump($g->current());
$g = naturals();
var_dump(none($g));
var_dump($g->current());
?>
--EXPECT--
produce 0
resumed after 0
produce 1
resumed after 1
produce 2
bool(false)
int(2)
produce 0
resumed after 0
produce 1
bool(false)
int(1)
