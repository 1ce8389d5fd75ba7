--TEST--
disable_functions=str_contains,str_ends_with: a closure calling them is not evaluated (the engine's functions are gone); iterpred throws the same "Call to undefined function" Error as the foreach loop calling the closure, from the closure's frame, and the functions left (str_starts_with) are still answered alike
--EXTENSIONS--
iterpred
--INI--
disable_functions=str_contains,str_ends_with
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

var_dump(function_exists('str_contains'), function_exists('str_ends_with'));
same_as_the_call('any, fn($s) => str_contains($s, "a")', 'any', fn () => ['x', 'a'], fn($s) => str_contains($s, 'a'));
same_as_the_call('all, fn($s) => \str_contains($s, "a")', 'all', fn () => ['a'], fn($s) => \str_contains($s, 'a'));
same_as_the_call('none, fn($s) => str_ends_with($s, "a")', 'none', fn () => ['a'], fn($s) => str_ends_with($s, 'a'));
same_as_the_call('any, fn($s) => str_starts_with($s, "a")', 'any', fn () => ['x', 'ab'], fn($s) => str_starts_with($s, 'a'));
?>
--EXPECTF--
bool(false)
bool(false)
any, fn($s) => str_contains($s, "a"):
  Error: Call to undefined function str_contains() (line 5) from {closure} < any
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($s) => \str_contains($s, "a"):
  Error: Call to undefined function str_contains() (line 6) from {closure} < all
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, fn($s) => str_ends_with($s, "a"):
  Error: Call to undefined function str_ends_with() (line 7) from {closure} < none
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, fn($s) => str_starts_with($s, "a"):
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
