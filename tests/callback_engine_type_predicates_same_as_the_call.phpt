--TEST--
Engine type predicates by name in any case, aliases, first-class callables and Closure::fromCallable(): the same answer as the call, on values, keys, references, holes and resources
--EXTENSIONS--
iterpred
--FILE--
<?php
$xs = [1, 'a', null, 2.5, true, [], new stdClass, '12', ' 1e3', 'x1'];
$names = ['is_int', 'IS_INT', 'Is_Integer', 'is_long', 'is_float', 'IS_DOUBLE', 'is_string', 'is_null', 'is_bool',
    'is_array', 'is_object', 'is_scalar', 'is_numeric', 'is_iterable', 'is_countable', 'boolval'];
/* Each answer with the diagnostics raised while it was made: a deprecated alias (PHP 8.6's is_integer(),
 * is_long(), is_double()) raises its deprecation on every path as on the call, elsewhere none does. */
function answer(callable $run): string
{
    $seen = [];
    set_error_handler(function (int $no, string $message) use (&$seen) { $seen[] = $message; return true; });
    try {
        return ($run() ? '1' : '0') . ($seen ? ' ' . implode(' | ', $seen) : '');
    } finally {
        restore_error_handler();
    }
}
foreach ($names as $name) {
    $each = array_map(fn($x) => answer(fn() => any([$x], $name)), $xs);
    $same = array_map(fn($x) => answer(fn() => $name($x)), $xs);
    $fcc = array_map(fn($x) => answer(fn() => all([$x], Closure::fromCallable($name))), $xs);
    $bits = implode('', array_map(fn($a) => $a[0], $each));
    printf("%-12s %s %s\n", $name, $bits, $each === $same && $fcc === $same ? 'same as the call' : 'DIFFERS: ' . json_encode([$each, $same, $fcc]));
}
echo "keys:\n";
var_dump(all(['a' => 1, 'b' => 2], 'is_string', ARRAY_FILTER_USE_KEY), any(['a' => 1, 5 => 2], 'IS_INT', ARRAY_FILTER_USE_KEY));
var_dump(all((function () { yield 1.5 => 'v'; yield null => 'w'; })(), 'is_scalar', ARRAY_FILTER_USE_KEY));
echo "first-class callables:\n";
var_dump(all([1, 2], is_int(...)), none(['a', 'b'], is_numeric(...)), any(new ArrayIterator([[], 'x']), is_string(...)));
$loop = function (iterable $xs, callable $f) { foreach ($xs as $x) { if (!$f($x)) { return false; } } return true; };
var_dump(answer(fn() => all([1, 2], is_long(...))) === answer(fn() => $loop([1, 2], is_long(...))));
echo "references and holes:\n";
$a = [1, 2, 3];
$r = &$a[1];
unset($a[0]);
var_dump(all($a, 'is_int'), any($a, 'is_string'));
$r = 'now a string';
var_dump(all($a, 'is_int'), any($a, 'is_string'));
echo "resources:\n";
$f = fopen('php://memory', 'r');
$g = fopen('php://memory', 'r');
fclose($g);
var_dump(any([$f], 'is_resource'), any([$g], 'is_resource'), all([$f], 'boolval'), all([$g], 'boolval'));
--EXPECT--
is_int       1000000000 same as the call
IS_INT       1000000000 same as the call
Is_Integer   1000000000 same as the call
is_long      1000000000 same as the call
is_float     0001000000 same as the call
IS_DOUBLE    0001000000 same as the call
is_string    0100000111 same as the call
is_null      0010000000 same as the call
is_bool      0000100000 same as the call
is_array     0000010000 same as the call
is_object    0000001000 same as the call
is_scalar    1101100111 same as the call
is_numeric   1001000110 same as the call
is_iterable  0000010000 same as the call
is_countable 0000010000 same as the call
boolval      1101101111 same as the call
keys:
bool(true)
bool(true)
bool(false)
first-class callables:
bool(true)
bool(true)
bool(true)
bool(true)
references and holes:
bool(true)
bool(false)
bool(false)
bool(true)
resources:
bool(true)
bool(false)
bool(true)
bool(true)
