--TEST--
A user function named like an engine type predicate (App\is_int, reached by its full name or as App\is_int(...)) is called, never evaluated as the engine's
--EXTENSIONS--
iterpred
--FILE--
<?php
namespace App {
    function is_int($v) { echo "  App\\is_int(", var_export($v, true), ")\n"; return true; }
    function boolval($v) { echo "  App\\boolval\n"; return false; }
}
namespace {
    echo "by full name:\n";
    var_dump(all([1, 'x'], 'App\is_int'));
    var_dump(any([1, 'x'], 'app\IS_INT'));
    var_dump(all([1], 'App\boolval'));
    echo "as App\\is_int(...):\n";
    var_dump(all(['y'], App\is_int(...)));
    echo "from inside the namespace, a string names the global function:\n";
}
namespace App {
    var_dump(all(['z'], 'is_int'));
    echo "and is_int(...) the namespaced one:\n";
    var_dump(all(['z'], is_int(...)));
}
--EXPECT--
by full name:
  App\is_int(1)
  App\is_int('x')
bool(true)
  App\is_int(1)
bool(true)
  App\boolval
bool(false)
as App\is_int(...):
  App\is_int('y')
bool(true)
from inside the namespace, a string names the global function:
bool(false)
and is_int(...) the namespaced one:
  App\is_int('z')
bool(true)
