--TEST--
In a namespace that defines its own str_contains() and in_array(), a closure calling them unqualified is really called for each element and calls the namespace's functions, as the foreach loop calling it does; a fully qualified \str_contains() is the engine's, answered alike
--DESCRIPTION--
Issue 24: an unqualified call in a namespace is resolved when it first runs (INIT_NS_FCALL_BY_NAME on 8.2
and 8.3; a frameless call behind JMP_FRAMELESS on 8.4+, whose answer is cached once it ran), so nothing at
the start of a walk proves which function it will be: those calls are always made. The functions are
declared at run time (conditionally), before the closures first run.
--EXTENSIONS--
iterpred
--FILE--
<?php
namespace App;

require __DIR__ . '/closure_same_as_the_call.inc';

if (!function_exists('App\str_contains')) {
    function str_contains($haystack, $needle) { \effect("App\\str_contains($haystack)"); return $haystack === 'y'; }
    function in_array($v, $a, $strict = false) { \effect("App\\in_array($v)"); return false; }
}

\same_as_the_call('any, fn($s) => str_contains($s, "a")', 'any', fn () => ['x', 'a', 'y', 'z'], fn($s) => str_contains($s, 'a'));
\same_as_the_call('all, fn($v) => in_array($v, ["a", 1], true)', 'all', fn () => ['a', 1], fn($v) => in_array($v, ['a', 1], true));
\same_as_the_call('any, fn($s) => \str_contains($s, "a")', 'any', fn () => ['x', 'y', 'ab'], fn($s) => \str_contains($s, 'a'));
\same_as_the_call('none, fn($v) => \in_array($v, ["a", 1])', 'none', fn () => ['x', '1'], fn($v) => \in_array($v, ['a', 1]));
?>
--EXPECT--
any, fn($s) => str_contains($s, "a"):
  App\str_contains(x)
  App\str_contains(a)
  App\str_contains(y)
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($v) => in_array($v, ["a", 1], true):
  App\in_array(a)
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, fn($s) => \str_contains($s, "a"):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, fn($v) => \in_array($v, ["a", 1]):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
