--TEST--
PHP 8.4: a closure reading a property of a lazy ghost or proxy initialises it, at the same element and once, as the foreach loop calling the closure does
--DESCRIPTION--
Issue 24 evaluates `$v->p` without a call only on objects that are not lazy: reading a property of an
uninitialised lazy ghost or proxy runs its initializer (PHP code), which may throw. Every lazy object
must be initialised by the element that reaches it, in order, isset() included, and an initializer's
exception must come out of the closure's frame. Differential: iterpred, the foreach loop calling the
same closure, iterpred with iterpred.call_free=0.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip lazy objects are PHP 8.4+'); ?>
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

class Row
{
    public function __construct(public mixed $active)
    {
    }
}

function ghost(mixed $active): Row
{
    return (new ReflectionClass(Row::class))->newLazyGhost(function (Row $row) use ($active): void {
        effect('ghost initialised (' . var_export($active, true) . ')');
        if ($active === 'throw') {
            throw new RuntimeException('initializer failed');
        }
        $row->__construct($active);
    });
}

function proxy(mixed $active): Row
{
    return (new ReflectionClass(Row::class))->newLazyProxy(function () use ($active): Row {
        effect('proxy initialised (' . var_export($active, true) . ')');
        return new Row($active);
    });
}

$rows = fn () => [new Row(0), ghost(0), new Row(false), proxy(null), ghost(false), proxy(1), new Row(true), ghost(2)];

same_as_the_call('any, fn($r) => $r->active', 'any', $rows, fn ($r) => $r->active);
same_as_the_call('all, fn(Row $r) => $r->active !== 2', 'all', $rows, fn (Row $r) => $r->active !== 2);
same_as_the_call('none, fn($r) => isset($r->active)', 'none', fn () => [ghost(null), proxy(null), ghost(5)],
    fn ($r) => isset($r->active));
same_as_the_call('any, an initializer that throws', 'any', fn () => [new Row(0), ghost(0), ghost('throw'), ghost(1)],
    fn ($r) => $r->active);
?>
--EXPECT--
any, fn($r) => $r->active:
  ghost initialised (0)
  proxy initialised (NULL)
  ghost initialised (false)
  proxy initialised (1)
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn(Row $r) => $r->active !== 2:
  ghost initialised (0)
  proxy initialised (NULL)
  ghost initialised (false)
  proxy initialised (1)
  ghost initialised (2)
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, fn($r) => isset($r->active):
  ghost initialised (NULL)
  proxy initialised (NULL)
  ghost initialised (5)
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, an initializer that throws:
  ghost initialised (0)
  ghost initialised ('throw')
  RuntimeException: initializer failed (line 16) from {closure} < {closure} < any
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
