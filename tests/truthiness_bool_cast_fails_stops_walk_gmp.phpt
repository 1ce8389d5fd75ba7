--TEST--
An element or callback result whose bool cast fails under a throwing error handler stops the walk there: no next(), no generator resumed
--DESCRIPTION--
On PHP 8.2 a GMP object cannot be converted to bool (E_RECOVERABLE_ERROR); an error handler that throws
leaves the exception pending. foreach stops there; so must every path of the walk.
--EXTENSIONS--
iterpred
gmp
--SKIPIF--
<?php
$raised = false;
set_error_handler(function () use (&$raised) { $raised = true; return true; });
(bool) gmp_init(1);
if (!$raised) die('skip needs an object whose bool cast fails: GMP objects cast to bool on this PHP');
?>
--FILE--
<?php
set_error_handler(function (int $no, string $str) { throw new ErrorException($str, 0, $no); });

function gen() {
    echo "  generator body ran\n";
    try {
        yield gmp_init(1);
        echo "  generator resumed\n";
        yield 0;
    } catch (Throwable $e) {
        echo "  generator caught ", $e->getMessage(), "\n";
    }
    echo "  generator went on\n";
}
$log = function (Iterator $it) {
    return new class($it) extends IteratorIterator {
        function next(): void { echo "  next\n"; parent::next(); }
    };
};
$cases = [
    'any, packed array' => fn() => any([0, gmp_init(1), 1]),
    'all, packed array' => fn() => all([1, gmp_init(1), 0]),
    'none, hash array' => fn() => none(['a' => 0, 'b' => gmp_init(1), 'c' => 1]),
    'any, generator' => fn() => any(gen()),
    'all, ArrayIterator' => fn() => all($log(new ArrayIterator([1, gmp_init(1), 0]))),
    'any, callback returns it' => fn() => any([1, 2], fn($v) => gmp_init($v)),
    'all, callback returns it, generator' => fn() => all(gen(), fn($v) => $v),
    'array_every, callback returns it' => fn() => array_every(['x' => 1, 'y' => 0], fn($v, $k) => gmp_init($v)),
];
foreach ($cases as $label => $walk) {
    echo "$label:\n";
    try {
        var_dump($walk());
    } catch (ErrorException $e) {
        echo "  ", $e->getMessage(), "\n";
    }
}
echo "foreach, for comparison:\n";
try {
    foreach (gen() as $v) { if ($v) { echo "  truthy\n"; break; } }
} catch (ErrorException $e) {
    echo "  ", $e->getMessage(), "\n";
}
--EXPECT--
any, packed array:
  Object of class GMP could not be converted to bool
all, packed array:
  Object of class GMP could not be converted to bool
none, hash array:
  Object of class GMP could not be converted to bool
any, generator:
  generator body ran
  Object of class GMP could not be converted to bool
all, ArrayIterator:
  next
  Object of class GMP could not be converted to bool
any, callback returns it:
  Object of class GMP could not be converted to bool
all, callback returns it, generator:
  generator body ran
  Object of class GMP could not be converted to bool
array_every, callback returns it:
  Object of class GMP could not be converted to bool
foreach, for comparison:
  generator body ran
  Object of class GMP could not be converted to bool
