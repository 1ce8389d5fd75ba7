--TEST--
Closures calling in_array() on a literal, constant or captured array, loose and strict: the same answers as the foreach loop calling them and as iterpred.call_free=0, over ints, floats (NAN, -0.0), numeric and non-numeric strings, null and bools; objects in the array or as the needle (__toString, comparison), a non-array, a non-bool $strict left to the call with what it raises
--DESCRIPTION--
Issue 24: in_array($v, ARRAY) is evaluated without a call when the needle is null, a bool, an int, a
float or a string, $strict (if given) a bool, and, loosely, every entry compared before the needle is
found is one of those too: nothing compared can run code or warn (NAN beside null or a bool included:
zend_compare() does not warn where PHP 8.5's bool cast of NAN does). Literal arrays of one type compile to the IN_ARRAY
opcode, the others to a call; both are walked here.
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

const WORDS = ['a', 'abc', '1', '1.0', ' 1', '1e3', ''];
const MIXED = [0, '0', null, false, 1.5, -0.0, 'abc', PHP_INT_MAX];
const WITH_NAN = ['x', NAN, 3];
class Str { function __toString(): string { effect('__toString'); return 'abc'; } }
class Cmp { public $v = 1; }

$values = [0, 1, -1, 2, 3, PHP_INT_MAX, PHP_INT_MIN, 0.0, -0.0, 1.0, 1.5, 1000.0, NAN, INF, '', '0', '1', '1.0', ' 1', '1 ',
    'abc', 'ABC', '1e3', '0x1A', "a\0", null, true, false, [], [1], new Str, new Cmp];
$captured = ['abc', 1, null, 2.5, true];
$withObject = ['x', new Str, 'abc'];
$withArray = [[1], 'abc', 1];
$words = WORDS;
$sources = [
    'fn($v) => in_array($v, WORDS)', 'fn($v) => in_array($v, WORDS, true)', 'fn($v) => in_array($v, MIXED)',
    'fn($v) => in_array($v, MIXED, true)', 'fn($v) => in_array($v, MIXED, false)', 'fn($v) => in_array($v, WITH_NAN)',
    'fn($v) => in_array($v, WITH_NAN, true)', 'fn($v) => in_array($v, [1, "abc", null])', 'fn($v) => \in_array($v, [1, "abc", null], true)',
    'fn($v) => in_array($v, ["a", "abc", "1"])', 'fn($v) => in_array($v, [1, 2, 3], true)', 'fn($v) => in_array($v, [])',
    'fn($v) => in_array($v, $captured)', 'fn($v) => in_array($v, $captured, true)', 'function ($v) use ($words) { return in_array($v, $words); }',
    'fn($v) => in_array($v, $withObject)', 'fn($v) => in_array($v, $withObject, true)', 'fn($v) => in_array($v, $withArray)',
    'fn($v) => in_array($v, $withArray, true)', 'fn($v) => in_array($v, [NAN, false])', 'fn($v) => in_array($v, [true, "x"])',
    'fn($v) => in_array($v, MIXED, 1)', 'fn($v) => in_array($v, MIXED, null)', 'fn($v) => in_array("abc", $v)',
    'fn($v) => in_array($v, WORDS) && !in_array($v, MIXED, true)', 'fn($v): bool => in_array($v, WORDS) || $v === 1',
    'fn($r) => in_array($r[0] ?? null, WORDS)',
];

echo "any() over each value alone: 1 holds, 0 fails, E throws, D raises a diagnostic or runs __toString()\n";
foreach ($sources as $src) {
    $f = eval("return $src;");
    $ok = true;
    $answers = '';
    foreach ($values as $x) {
        foreach (['any', 'all', 'none'] as $function) {
            $GLOBALS['walked'] = $function;
            $ext = walk_log(fn () => $function([$x], $f));
            $ok = $ok && $ext === walk_log(fn () => loop_walk($function, [$x], $f, 0));
            if ($function === 'any') {
                /* what the walk logged: its result alone, an exception, or more */
                $answers .= count($ext) > 1 ? 'D' : ($ext[0] === 'result: true' ? '1' : ($ext[0] === 'result: false' ? '0' : 'E'));
            }
        }
    }
    foreach (['packed' => fn () => $values, 'hash' => fn () => array_combine(array_map(fn ($i) => "k$i", array_keys($values)), $values),
            'generator' => fn () => (function () use ($values) { yield from $values; })()] as $kind => $make) {
        foreach (['any', 'all', 'none'] as $function) {
            $GLOBALS['walked'] = $function;
            $ext = walk_log(fn () => $function($make(), $f));
            $ok = $ok && $ext === walk_log(fn () => loop_walk($function, $make(), $f, 0));
            $old = ini_set('iterpred.call_free', '0');
            $ok = $ok && $ext === walk_log(fn () => $function($make(), $f));
            ini_set('iterpred.call_free', $old);
        }
    }
    echo $src, ': ', $answers, $ok ? '' : ' DIFFERS', "\n";
}

echo "\nWhat the call raises, from the closure's frame:\n";
same_as_the_call('in_array($v, MIXED, null)', 'any', fn () => ['q', 'r'], fn($v) => in_array($v, MIXED, null));
same_as_the_call('in_array("abc", $v) of a string', 'all', fn () => [['abc'], 'abc'], fn($v) => in_array('abc', $v));
same_as_the_call('the __toString() of an entry compared before the needle', 'any', fn () => ['abc', 'x'], fn($v) => in_array($v, $withObject));
?>
--EXPECT--
any() over each value alone: 1 holds, 0 fails, E throws, D raises a diagnostic or runs __toString()
fn($v) => in_array($v, WORDS): 010000000101001011111010011100D0
fn($v) => in_array($v, WORDS, true): 00000000000000101110101000000000
fn($v) => in_array($v, MIXED): 100001011010001100001000011110DD
fn($v) => in_array($v, MIXED, true): 10000101101000010000100001010000
fn($v) => in_array($v, MIXED, false): 100001011010001100001000011110DD
fn($v) => in_array($v, WITH_NAN): 000010000000000000000000001000DD
fn($v) => in_array($v, WITH_NAN, true): 00001000000000000000000000000000
fn($v) => in_array($v, [1, "abc", null]): 110000011100001011111000011110DD
fn($v) => \in_array($v, [1, "abc", null], true): 01000000000000000000100001000000
fn($v) => in_array($v, ["a", "abc", "1"]): 010000000100000011111000001000D0
fn($v) => in_array($v, [1, 2, 3], true): 01011000000000000000000000000000
fn($v) => in_array($v, []): 00000000000000000000000000000000
fn($v) => in_array($v, $captured): 111111111111111011111111111111DD
fn($v) => in_array($v, $captured, true): 01000000000000000000100001100000
function ($v) use ($words) { return in_array($v, $words); }: 010000000101001011111010011100D0
fn($v) => in_array($v, $withObject): DDDDDDDDDDDDDDDDDDDDDDDDD01000D0
fn($v) => in_array($v, $withObject, true): 00000000000000000000100000000000
fn($v) => in_array($v, $withArray): 010000000100000011111000001001DD
fn($v) => in_array($v, $withArray, true): 01000000000000000000100000000100
fn($v) => in_array($v, [NAN, false]): 100000011000001100000000011110DD
fn($v) => in_array($v, [true, "x"]): 01111110011111001111111110100111
fn($v) => in_array($v, MIXED, 1): 10000101101000010000100001010000
fn($v) => in_array($v, MIXED, null): DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
fn($v) => in_array("abc", $v): EEEEEEEEEEEEEEEEEEEEEEEEEEEE00EE
fn($v) => in_array($v, WORDS) && !in_array($v, MIXED, true): 010000000101001011110010001000D0
fn($v): bool => in_array($v, WORDS) || $v === 1: 010000000101001011111010011100D0
fn($r) => in_array($r[0] ?? null, WORDS): 111111111111111011011010111111EE

What the call raises, from the closure's frame:
in_array($v, MIXED, null):
  diagnostic 8192: in_array(): Passing null to parameter #3 ($strict) of type bool is deprecated (line 60) from in_array < {closure} < any
  diagnostic 8192: in_array(): Passing null to parameter #3 ($strict) of type bool is deprecated (line 60) from in_array < {closure} < any
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
in_array("abc", $v) of a string:
  TypeError: in_array(): Argument #2 ($haystack) must be of type array, string given (line 61) from in_array < {closure} < all
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
the __toString() of an entry compared before the needle:
  __toString
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
