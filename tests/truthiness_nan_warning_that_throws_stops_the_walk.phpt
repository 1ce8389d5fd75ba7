--TEST--
PHP 8.5 warns when NAN is coerced to bool: an error handler that throws stops the walk at that element (values, callback results, boolval), no PHP code runs after it
--DESCRIPTION--
The warning comes from the walk's own truthiness test (of a value without a callback, of a callback's
result) or from boolval(), which is then really called so that its frame is in the backtrace. Once the
handler threw, nothing more may run: no generator resumed, no callback called, no handler again.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80500) die('skip the NAN-to-bool warning is PHP 8.5\'s'); ?>
--FILE--
<?php
set_error_handler(function (int $no, string $msg) {
    static $n = 0;
    $n++;
    echo "  handler #$n: $msg\n";
    throw new ErrorException($msg);
});
function gen() {
    echo "  gen: 1.0\n";
    yield 1.0;
    echo "  gen: NAN\n";
    yield NAN;
    echo "  gen: NAN again\n";
    yield NAN;
}
$nan = function ($x) {
    echo "  callback($x)\n";
    return NAN;
};
$cases = [
    'all([1.0, NAN, NAN])' => fn() => all([1.0, NAN, NAN]),
    'all(gen())' => fn() => all(gen()),
    'all([0, 1, 2], $nan)' => fn() => all([0, 1, 2], $nan),
    'all(new ArrayIterator([0, 1]), $nan)' => fn() => all(new ArrayIterator([0, 1]), $nan),
    "all([NAN, NAN], 'boolval')" => fn() => all([NAN, NAN], 'boolval'),
    "array_every(['a' => 1, 'b' => 2], fn(\$v, \$k) => NAN)" => fn() => array_every(['a' => 1, 'b' => 2], fn($v, $k) => NAN),
];
foreach ($cases as $label => $f) {
    echo "$label:\n";
    try {
        var_dump($f());
    } catch (ErrorException $e) {
        $frame = $e->getTrace()[1]['function'] ?? '-';
        echo "  caught: {$e->getMessage()}, raised in $frame()\n";
    }
}
?>
--EXPECT--
all([1.0, NAN, NAN]):
  handler #1: unexpected NAN value was coerced to bool
  caught: unexpected NAN value was coerced to bool, raised in all()
all(gen()):
  gen: 1.0
  gen: NAN
  handler #2: unexpected NAN value was coerced to bool
  caught: unexpected NAN value was coerced to bool, raised in all()
all([0, 1, 2], $nan):
  callback(0)
  handler #3: unexpected NAN value was coerced to bool
  caught: unexpected NAN value was coerced to bool, raised in all()
all(new ArrayIterator([0, 1]), $nan):
  callback(0)
  handler #4: unexpected NAN value was coerced to bool
  caught: unexpected NAN value was coerced to bool, raised in all()
all([NAN, NAN], 'boolval'):
  handler #5: unexpected NAN value was coerced to bool
  caught: unexpected NAN value was coerced to bool, raised in boolval()
array_every(['a' => 1, 'b' => 2], fn($v, $k) => NAN):
  handler #6: unexpected NAN value was coerced to bool
  caught: unexpected NAN value was coerced to bool, raised in array_every()
