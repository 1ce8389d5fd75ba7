--TEST--
Closures calling str_contains(), str_starts_with(), str_ends_with(): the same answers, deprecations (null) and TypeErrors (arrays), with their backtraces, as the foreach loop calling them and as iterpred.call_free=0, over strings with NUL bytes, multibyte and empty needles, ints, floats, bools, objects
--DESCRIPTION--
Issue 24: a call of one of these functions with two strings is evaluated without calling the closure;
any other argument (an int or a float, coerced in weak mode and a TypeError under strict_types; null,
deprecated; an array, a TypeError; a Stringable, its __toString()) is left to the real call, for that
element. Each closure is walked over every value alone, over all of them (packed and hash), and through
a generator, in every function and mode.
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

class Named { public $name; function __construct($n) { $this->name = $n; } }
class Str { function __toString(): string { effect('__toString'); return "a\tb"; } }

$values = ['', 'a', "a\tb", "\t", "\0", "a\0b", "a\0", "\0b", 'ab', 'abc', 'ba', 'b', "h\u{e9}llo", "\u{e9}", "\u{e9}t\u{e9}",
    "\xC3", 'A', 'aB', '1', '0', 1, 0, 12, 1.5, -0.0, true, false, null, [], ['a'], new Str, new Named('ab'),
    ['k' => 'ab'], ['k' => 1], ['k' => null]];
$p = 'a';
$e = '';
$nul = "\0";
$mb = "\u{e9}";
$sources = [
    'fn($s) => str_contains($s, "\t")', 'fn($s) => \str_contains($s, "")', 'fn($s) => str_contains($s, $nul)',
    'fn($s) => str_contains($s, $mb)', 'fn($s) => str_contains("ab\tc", $s)', 'fn($s) => str_contains($s, $s)',
    'fn($s) => str_starts_with($s, $p)', 'fn($s) => str_starts_with($s, "")', 'fn($s) => str_starts_with($s, "a\0")',
    'fn($s) => \str_starts_with("abc", $s)', 'fn($s) => str_ends_with($s, "b")', 'fn($s) => str_ends_with($s, $e)',
    'fn($s) => str_ends_with($s, "\0b")', 'fn($s) => str_ends_with($s, $mb)',
    'function ($s) use ($p) { return str_contains($s, $p); }', 'function ($s): bool { return !str_ends_with($s, "a"); }',
    'fn($s) => str_contains($s, "a") && !str_starts_with($s, "a")', 'fn($s) => str_starts_with($s, "a") || str_ends_with($s, "b")',
    'fn($s) => str_contains($s, "a") === str_contains($s, "b")', 'fn($s) => str_contains($s, "a") ? 0 : 1',
    'fn($o) => str_contains($o->name, "a")', 'fn($r) => str_starts_with($r["k"], $p)', 'fn($r) => str_starts_with($r["k"] ?? "", $p)',
    'fn($s) => is_string($s) && str_contains($s, "b")',
    'fn($s) => str_contains($s, 1)', 'fn($s) => str_contains($s, null)',
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
            $loop = walk_log(fn () => loop_walk($function, [$x], $f, 0));
            $ok = $ok && $ext === $loop;
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

echo "\nThe diagnostics, from the closure's frame:\n";
$f = fn($s) => str_contains($s, "\t");
same_as_the_call('any over "x", null, "a\tb"', 'any', fn () => ['x', null, "a\tb"], $f);
same_as_the_call('all over "a\tb", [], "x"', 'all', fn () => ["a\tb", [], 'x'], $f);
same_as_the_call('none over a Stringable', 'none', fn () => ['x', new Str], $f);
same_as_the_call('array_every, str_starts_with($v, $k)', 'array_every', fn () => ['ab' => 'abc', 'x' => 'x1', 1 => '1'],
    fn ($v, $k) => str_starts_with($v, $k));
?>
--EXPECT--
any() over each value alone: 1 holds, 0 fails, E throws, D raises a diagnostic or runs __toString()
fn($s) => str_contains($s, "\t"): 001100000000000000000000000DEEDEEEE
fn($s) => \str_contains($s, ""): 111111111111111111111111111DEEDEEEE
fn($s) => str_contains($s, $nul): 000011110000000000000000000DEEDEEEE
fn($s) => str_contains($s, $mb): 000000000000111000000000000DEEDEEEE
fn($s) => str_contains("ab\tc", $s): 110100001001000000000000001DEEDEEEE
fn($s) => str_contains($s, $s): 111111111111111111111111111DEEDEEEE
fn($s) => str_starts_with($s, $p): 011001101100000001000000000DEEDEEEE
fn($s) => str_starts_with($s, ""): 111111111111111111111111111DEEDEEEE
fn($s) => str_starts_with($s, "a\0"): 000001100000000000000000000DEEDEEEE
fn($s) => \str_starts_with("abc", $s): 110000001100000000000000001DEEDEEEE
fn($s) => str_ends_with($s, "b"): 001001011001000000000000000DEEDEEEE
fn($s) => str_ends_with($s, $e): 111111111111111111111111111DEEDEEEE
fn($s) => str_ends_with($s, "\0b"): 000001010000000000000000000DEEDEEEE
fn($s) => str_ends_with($s, $mb): 000000000000011000000000000DEEDEEEE
function ($s) use ($p) { return str_contains($s, $p); }: 011001101110000001000000000DEEDEEEE
function ($s): bool { return !str_ends_with($s, "a"); }: 101111111101111111111111111DEEDEEEE
fn($s) => str_contains($s, "a") && !str_starts_with($s, "a"): 000000000010000000000000000DEEDEEEE
fn($s) => str_starts_with($s, "a") || str_ends_with($s, "b"): 011001111101000001000000000DEEDEEEE
fn($s) => str_contains($s, "a") === str_contains($s, "b"): 101111001110111110111111111DEEDEEEE
fn($s) => str_contains($s, "a") ? 0 : 1: 100110010001111110111111111DEEDEEEE
fn($o) => str_contains($o->name, "a"): DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD1DDD
fn($r) => str_starts_with($r["k"], $p): EEEEEEEEEEEEEEEEEEEEDDDDDDDDDDEE10D
fn($r) => str_starts_with($r["k"] ?? "", $p): 000000000000000000000000000000EE100
fn($s) => is_string($s) && str_contains($s, "b"): 00100101111100000000000000000000000
fn($s) => str_contains($s, 1): 000000000000000000101011010DEEDEEEE
fn($s) => str_contains($s, null): DDDDDDDDDDDDDDDDDDDDDDDDDDDDEEDEEEE

The diagnostics, from the closure's frame:
any over "x", null, "a\tb":
  diagnostic 8192: str_contains(): Passing null to parameter #1 ($haystack) of type string is deprecated (line 60) from str_contains < {closure} < any
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all over "a\tb", [], "x":
  TypeError: str_contains(): Argument #1 ($haystack) must be of type string, array given (line 60) from str_contains < {closure} < all
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none over a Stringable:
  __toString
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
array_every, str_starts_with($v, $k):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
