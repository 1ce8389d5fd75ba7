--TEST--
A closure reading an uninitialised typed property: the Error "must not be accessed before initialization" is the closure's, with its frame and line, as in the foreach loop calling it
--DESCRIPTION--
`fn($r) => $r->active` is issue 24's shape only for initialised properties; an uninitialised typed
(or readonly) property is the real call's Error, thrown from the closure's frame on the body's line,
and nothing after it is read. isset() and ?? on it are no error. Differential: iterpred, the foreach
loop calling the same closure, iterpred with iterpred.call_free=0.
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

final class Row
{
    public int $id;
    public bool $active;
    public readonly int $score;

    public function __construct(?bool $active, int $score = -1)
    {
        if ($active !== null) {
            $this->active = $active;
        }
        if ($score >= 0) {
            $this->score = $score;
        }
    }
}

$rows = fn () => [new Row(false, 1), new Row(false, 2), new Row(null), new Row(true, 3)];

same_as_the_call('any, fn(Row $r) => $r->active', 'any', $rows, fn (Row $r) => $r->active);
same_as_the_call('all, fn($r) => $r->score > 0, the body on a line of its own', 'all', $rows, fn ($r) =>
    $r->score > 0);
same_as_the_call('none, fn($r) => $r->id === 3', 'none', $rows, fn ($r) => $r->id === 3);
same_as_the_call('any, fn($r) => isset($r->active) && $r->active', 'any', $rows, fn ($r) => isset($r->active) && $r->active);
same_as_the_call('all, fn($r) => ($r->active ?? true) !== null', 'all', $rows, fn ($r) => ($r->active ?? true) !== null);
?>
--EXPECT--
any, fn(Row $r) => $r->active:
  Error: Typed property Row::$active must not be accessed before initialization (line 23) from {closure} < any
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($r) => $r->score > 0, the body on a line of its own:
  Error: Typed property Row::$score must not be accessed before initialization (line 25) from {closure} < all
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, fn($r) => $r->id === 3:
  Error: Typed property Row::$id must not be accessed before initialization (line 26) from {closure} < none
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, fn($r) => isset($r->active) && $r->active:
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($r) => ($r->active ?? true) !== null:
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
