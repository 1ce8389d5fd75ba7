--TEST--
'strlen' as a callback: strings answered without a call, the same as the call; every other value still called (coercion, the null deprecation, the TypeError), by name, as strlen(...) and from Closure::fromCallable()
--EXTENSIONS--
iterpred
--FILE--
<?php
set_error_handler(function (int $no, string $msg) {
    echo "  handler: $msg\n";
    return true;
});
$xs = ['', '0', 'a', "\0", 'long string', 0, 1, 2.5, true, false];
foreach (['strlen', 'STRLEN', strlen(...), Closure::fromCallable('strlen')] as $i => $f) {
    $each = array_map(fn($x) => any([$x], $f) ? 1 : 0, $xs);
    $same = array_map(fn($x) => strlen($x) ? 1 : 0, $xs);
    echo "form $i: ", implode('', $each), $each === $same ? ' same as the call' : ' DIFFERS: ' . implode('', $same), "\n";
}
echo "packed, hash, keys:\n";
var_dump(all(['a', 'bc'], 'strlen'), any(['x' => '', 'y' => ''], 'strlen'), all(['' => 1, 'k' => 2], 'strlen', ARRAY_FILTER_USE_KEY));
echo "null: the deprecation, once per element walked:\n";
var_dump(any(['', null, null, 'x', null], 'strlen'));
echo "an array: the TypeError, the walk stops:\n";
try {
    all(['a', [], 'b'], 'strlen');
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "USE_BOTH: the call, and its ArgumentCountError:\n";
try {
    any(['a'], 'strlen', ARRAY_FILTER_USE_BOTH);
} catch (ArgumentCountError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
form 0: 0111111110 same as the call
form 1: 0111111110 same as the call
form 2: 0111111110 same as the call
form 3: 0111111110 same as the call
packed, hash, keys:
bool(true)
bool(false)
bool(false)
null: the deprecation, once per element walked:
  handler: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
  handler: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
bool(true)
an array: the TypeError, the walk stops:
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
USE_BOTH: the call, and its ArgumentCountError:
ArgumentCountError: strlen() expects exactly 1 argument, 2 given
