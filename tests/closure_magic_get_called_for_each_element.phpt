--TEST--
A closure reading a property that reaches __get or __isset: the magic method runs for each element that reaches it, in order, as in the foreach loop calling the closure
--DESCRIPTION--
Issue 24 evaluates `$v->p` and `isset($v->p)` without a call only for declared, initialised, visible
properties with the engine's standard handlers. An object without the property (__get, __isset), a
declared property unset in the constructor (reaches __get), an inaccessible private one (reaches
__get from outside the class), and ArrayObject::ARRAY_AS_PROPS (handlers of its own, offsetGet)
must each run their PHP code once per element, between plain objects evaluated as before.
Differential: iterpred, the foreach loop calling the same closure, iterpred with iterpred.call_free=0.
--EXTENSIONS--
iterpred
--FILE--
<?php
require __DIR__ . '/closure_same_as_the_call.inc';

final class Plain
{
    public function __construct(public mixed $active)
    {
    }
}

final class Magic
{
    public function __construct(private mixed $value)
    {
    }

    public function __get(string $name): mixed
    {
        effect("Magic::__get($name)");
        return $this->value;
    }

    public function __isset(string $name): bool
    {
        effect("Magic::__isset($name)");
        return $this->value !== null;
    }
}

final class Unset_
{
    public mixed $active;

    public function __construct(private mixed $value)
    {
        unset($this->active);
    }

    public function __get(string $name): mixed
    {
        effect("Unset_::__get($name)");
        return $this->value;
    }
}

final class Hidden
{
    public function __construct(private mixed $active)
    {
    }

    public function __get(string $name): mixed
    {
        effect("Hidden::__get($name)");
        return false;
    }
}

final class Props extends ArrayObject
{
    public function offsetGet(mixed $key): mixed
    {
        effect("Props::offsetGet($key)");
        return parent::offsetGet($key);
    }
}

$objects = fn () => [new Plain(0), new Magic(0), new Plain(false), new Unset_(null), new Hidden(true),
    new Props(['active' => 0], ArrayObject::ARRAY_AS_PROPS), new Plain(null), new Magic(1), new Plain(true)];

same_as_the_call('any, fn($o) => $o->active', 'any', $objects, fn ($o) => $o->active);
same_as_the_call('none, fn($o) => $o->active === 1', 'none', $objects, fn ($o) => $o->active === 1);
same_as_the_call('all, fn($o) => !isset($o->active)', 'all', $objects, fn ($o) => !isset($o->active));
same_as_the_call('any, fn($o) => $o->active ?? false', 'any', $objects, fn ($o) => $o->active ?? false);
?>
--EXPECT--
any, fn($o) => $o->active:
  Magic::__get(active)
  Unset_::__get(active)
  Hidden::__get(active)
  Props::offsetGet(active)
  Magic::__get(active)
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
none, fn($o) => $o->active === 1:
  Magic::__get(active)
  Unset_::__get(active)
  Hidden::__get(active)
  Props::offsetGet(active)
  Magic::__get(active)
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
all, fn($o) => !isset($o->active):
  result: false
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
any, fn($o) => $o->active ?? false:
  Magic::__isset(active)
  Magic::__get(active)
  Unset_::__get(active)
  Hidden::__get(active)
  Props::offsetGet(active)
  Magic::__isset(active)
  Magic::__get(active)
  result: true
  same as the foreach loop calling the closure
  same as iterpred.call_free=0
