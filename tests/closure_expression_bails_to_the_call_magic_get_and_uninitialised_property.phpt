--TEST--
A closure reading a property without a call gets the real call where the property is not a plain initialised one: __get() and __isset() are called, an uninitialised typed property throws its Error from the closure, an undefined one warns, a private one of another scope goes to __get()
--EXTENSIONS--
iterpred
--FILE--
<?php
class Row {
    public $on = false;
    public int $typed;
    private $hidden = 1;
    public function __construct(bool $on) { $this->on = $on; }
}
class Magic {
    public $on = false;
    public function __get($name) { echo "__get($name)\n"; return true; }
    public function __isset($name) { echo "__isset($name)\n"; return true; }
}
var_dump(any([new Row(false), new Magic, new Row(true)], fn($o) => $o->on));
var_dump(any([new Magic], fn($o) => $o->missing));
var_dump(all([new Magic, new Magic], fn($o) => isset($o->missing)));
try {
    var_dump(any([new Row(false), new Row(false)], fn($o) => $o->typed > 0));
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    foreach ($e->getTrace() as $f) {
        echo "  ", preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']), "\n"; // PHP 8.4 names closures {closure:file:line}
    }
}
var_dump(any([new Row(false)], fn($o) => isset($o->typed)));
set_error_handler(function ($no, $msg) { echo "$msg\n"; return true; });
var_dump(any([new Row(false)], fn($o) => $o->nothing));
$o = new Row(false);
unset($o->on);
var_dump(any([$o], fn($o) => $o->on));
try {
    var_dump(any([new Row(true)], fn($o) => $o->hidden));
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
--EXPECT--
bool(true)
__get(missing)
bool(true)
__isset(missing)
__isset(missing)
bool(true)
Error: Typed property Row::$typed must not be accessed before initialization
  {closure}
  any
bool(false)
Undefined property: Row::$nothing
bool(false)
Undefined property: Row::$on
bool(false)
Error: Cannot access private property Row::$hidden
