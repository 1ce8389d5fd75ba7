--TEST--
Scale: any(), all(), none(), array_every() on an infinite generator return as soon as the answer is known, having produced exactly the elements up to it, even 10 million in
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind and sanitizers');
if (PHP_DEBUG) die('skip minutes on a debug (-O0) build of PHP: the release builds run it');
?>
--FILE--
<?php
/* The farthest element: 10 million in; 1 million under qemu-user emulation (ITERPRED_EMULATED, set by
 * .ci/chroot-php.sh for a foreign-architecture leg the machine cannot run natively), where 10 million
 * take minutes per walk: the same paths. */
define('FAR', getenv('ITERPRED_EMULATED') ? 1_000_000 : 10_000_000);

/* Yields 0, 0, 0, ... with $at's element truthy (1), forever, counting what it produced. */
function endless(int $at, &$produced): Generator
{
    $produced = 0;
    for ($i = 0; ; $i++) {
        $produced++;
        yield "k$i" => $i === $at ? 1 : 0;
    }
}

foreach ([0, 1, 1000, FAR] as $at) {
    $results = [
        'any' => any(endless($at, $n1)),
        'any, callback' => any(endless($at, $n2), fn($v) => $v === 1),
        'none, USE_KEY' => none(endless($at, $n3), fn($k) => $k === "k$at", ARRAY_FILTER_USE_KEY),
        'all, negated' => all(endless($at, $n4), fn($v) => $v === 0),
        'array_every' => array_every(endless($at, $n5), fn($v, $k) => $v === 0),
    ];
    $produced = [$n1, $n2, $n3, $n4, $n5];
    echo "truthy element at ", $at === FAR ? 'FAR' : $at, ": ", json_encode($results), ', produced ',
        count(array_unique($produced)) === 1 && $produced[0] === $at + 1 ? '$at + 1 each' : json_encode($produced), "\n";
}

/* The generator is left suspended on the deciding element: the walk read nothing after it. */
$g = endless(5, $n);
var_dump(any($g), $g->key(), $g->current(), $n);
?>
--EXPECT--
truthy element at 0: {"any":true,"any, callback":true,"none, USE_KEY":false,"all, negated":false,"array_every":false}, produced $at + 1 each
truthy element at 1: {"any":true,"any, callback":true,"none, USE_KEY":false,"all, negated":false,"array_every":false}, produced $at + 1 each
truthy element at 1000: {"any":true,"any, callback":true,"none, USE_KEY":false,"all, negated":false,"array_every":false}, produced $at + 1 each
truthy element at FAR: {"any":true,"any, callback":true,"none, USE_KEY":false,"all, negated":false,"array_every":false}, produced $at + 1 each
bool(true)
string(2) "k5"
int(1)
int(6)
