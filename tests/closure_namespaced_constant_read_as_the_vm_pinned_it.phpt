--TEST--
An unqualified constant in a namespace, read by a closure evaluated without a call, is the one the VM's run-time cache pinned for that opline (N\FOO, else the global FOO, kept even once N\FOO is defined): the same answers as foreach calling the callback, for closures, method callbacks and iterators, and for constants defined between or during walks
--DESCRIPTION--
The VM resolves FOO inside namespace N as N\FOO, then as the global FOO, at the first run of that
opline, and keeps what it found in the op_array's run-time cache, which every closure made from the
declaration shares. The walk reads that cache: an empty slot leaves the element to the real call.
The JIT pass of the suite runs this with opcache on.
--EXTENSIONS--
iterpred
--FILE--
<?php
namespace N;

function loop_any(iterable $xs, callable $f): bool
{
    foreach ($xs as $v) {
        if ($f($v)) {
            return true;
        }
    }
    return false;
}

function report(string $label, iterable|\Closure $xs, callable $f): void
{
    $input = fn() => $xs instanceof \Closure ? $xs() : $xs;
    $ours = \any($input(), $f);
    $theirs = loop_any($input(), $f);
    echo "$label: any() ", json_encode($ours), ', foreach ', json_encode($theirs), $ours === $theirs ? '' : ' DIFFERS', "\n";
}

define('FOO', 'global');
define('LIMIT', 10);

function make(): \Closure { return fn($v) => $v === FOO; }

echo "The issue's reproduction:\n";
make()('x');                      /* the VM resolves FOO to the global FOO and keeps it */
define('N\FOO', 'namespaced');
report('  namespaced value', ['namespaced'], make());
report('  global value', ['global'], make());
report('  over an ArrayIterator', fn() => new \ArrayIterator(['namespaced', 'global']), make());

echo "A method as the callback:\n";
class Gate
{
    public function over($v) { return $v > LIMIT; }
}
$gate = new Gate();
$gate->over(1);
define('N\LIMIT', 100);
report('  [$gate, "over"], 50', [50], [$gate, 'over']);
report('  [$gate, "over"], 500', [500], [$gate, 'over']);

echo "A declaration not run before the walk:\n";
define('BAR', 'global');
function make_bar(): \Closure { return fn($v) => $v === BAR; }
report('  first walk, global value', ['global', 'x'], make_bar());
define('N\BAR', 'namespaced');
report('  after N\BAR is defined, namespaced value', ['namespaced'], make_bar());
report('  after N\BAR is defined, global value', ['global'], make_bar());

echo "Defined by an iterator's own code before the first call:\n";
define('BAZ', 'global');
function make_baz(): \Closure { return fn($v) => $v === BAZ; }
$defining = function () {
    if (!defined('N\BAZ')) {
        define('N\BAZ', 'namespaced');
    }
    yield 'namespaced';
    yield 'global';
};
$ours = \any($defining(), make_baz());
echo "  any() over the generator: ", json_encode($ours), "\n";
echo "  the closure now reads: ", make_baz()('namespaced') ? 'N\BAZ' : 'BAZ', "\n";
define('QUX', 'global');
function make_qux(): \Closure { return fn($v) => $v === QUX; }
$defining = function () {
    if (!defined('N\QUX')) {
        define('N\QUX', 'namespaced');
    }
    yield 'namespaced';
    yield 'global';
};
$theirs = loop_any($defining(), make_qux());
echo "  foreach over the generator: ", json_encode($theirs), ", ", $ours === $theirs ? 'same' : 'DIFFERS', "\n";

echo "Defined in the middle of a walk, after the first call:\n";
define('ZAP', 'global');
define('ZIP', 'global');
function make_zap(): \Closure { return fn($v) => $v === ZAP; }
function make_zip(): \Closure { return fn($v) => $v === ZIP; }
/* The first element's call pins the global constant; the namespaced one comes too late. */
$late = function (string $name, array &$pulled) {
    $pulled[] = 'x';
    yield 'x';
    define("N\\$name", 'namespaced');
    $pulled[] = 'namespaced';
    yield 'namespaced';
    $pulled[] = 'global';
    yield 'global';
};
$pulled_ours = $pulled_theirs = [];
$ours = \any($late('ZAP', $pulled_ours), make_zap());
$theirs = loop_any($late('ZIP', $pulled_theirs), make_zip());
echo "  any(): ", json_encode($ours), ' after ', implode(', ', $pulled_ours), "\n";
echo "  foreach: ", json_encode($theirs), ' after ', implode(', ', $pulled_theirs), "\n";

echo "Only the namespaced one, and an undefined one:\n";
define('N\ONLY', 'here');
report('  N\ONLY', ['here'], fn($v) => $v === ONLY);
try {
    \any(['a'], fn($v) => $v === UNDEFINED_HERE);
} catch (\Error $e) {
    echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
The issue's reproduction:
  namespaced value: any() false, foreach false
  global value: any() true, foreach true
  over an ArrayIterator: any() true, foreach true
A method as the callback:
  [$gate, "over"], 50: any() true, foreach true
  [$gate, "over"], 500: any() true, foreach true
A declaration not run before the walk:
  first walk, global value: any() true, foreach true
  after N\BAR is defined, namespaced value: any() false, foreach false
  after N\BAR is defined, global value: any() true, foreach true
Defined by an iterator's own code before the first call:
  any() over the generator: true
  the closure now reads: N\BAZ
  foreach over the generator: true, same
Defined in the middle of a walk, after the first call:
  any(): true after x, namespaced, global
  foreach: true after x, namespaced, global
Only the namespaced one, and an undefined one:
  N\ONLY: any() true, foreach true
  Error: Undefined constant "N\UNDEFINED_HERE"
