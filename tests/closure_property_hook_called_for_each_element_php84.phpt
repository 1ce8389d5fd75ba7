--TEST--
PHP 8.4: a closure reading a property with a get hook runs the hook for each element, as the foreach loop calling the closure does
--DESCRIPTION--
Issue 24 evaluates `$v->p` without a call only where no PHP code runs; a property hook is PHP code.
Plain objects and hooked ones, virtual and backed, mixed in one walk: every hook runs once per element
that reaches it, in order, and isset() reaches the hook too. Differential: iterpred, the foreach loop
calling the same closure, iterpred with iterpred.call_free=0.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip property hooks are PHP 8.4+'); ?>
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

final class Plain
{
    public function __construct(public mixed $active)
    {
    }
}

final class Virtual
{
    public function __construct(private mixed $raw)
    {
    }

    public mixed $active {
        get {
            effect('Virtual::$active get');
            return $this->raw;
        }
    }
}

final class Backed
{
    public mixed $active {
        get {
            effect('Backed::$active get');
            return $this->active;
        }
    }

    public function __construct(mixed $active)
    {
        $this->active = $active;
    }
}

$objects = fn () => [new Plain(0), new Virtual(0), new Plain(false), new Backed(null), new Virtual(false), new Backed(1),
    new Plain(true)];

same_as_the_call('any, fn($o) => $o->active', 'any', $objects, fn ($o) => $o->active);
same_as_the_call('all, fn($o) => $o->active !== 2', 'all', $objects, fn ($o) => $o->active !== 2);
same_as_the_call('none, fn($o) => isset($o->active) && $o->active === true', 'none', $objects,
    fn ($o) => isset($o->active) && $o->active === true);
?>
--EXPECT--
any, fn($o) => $o->active:
  Virtual::$active get
  Backed::$active get
  Virtual::$active get
  Backed::$active get
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($o) => $o->active !== 2:
  Virtual::$active get
  Backed::$active get
  Virtual::$active get
  Backed::$active get
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, fn($o) => isset($o->active) && $o->active === true:
  Virtual::$active get
  Virtual::$active get
  Backed::$active get
  Virtual::$active get
  Virtual::$active get
  Backed::$active get
  Backed::$active get
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
