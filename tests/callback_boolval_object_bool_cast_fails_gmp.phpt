--TEST--
boolval on an object whose bool cast fails (GMP on 8.2) raises the engine's error from boolval() for that element
--EXTENSIONS--
iterpred
gmp
--SKIPIF--
<?php
$raised = false;
set_error_handler(function () use (&$raised) { $raised = true; return true; });
(bool) gmp_init(1);
if (!$raised) die("skip needs an object whose bool cast fails: GMP objects cast to bool on this PHP");
?>
--FILE--
<?php
set_error_handler(function (int $no, string $str) {
    $frames = array_map(fn($f) => preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']), debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS));
    echo "  E$no $str (", implode(' <- ', $frames), ")\n";
    return true;
});
echo "boolval(GMP), a handler that returns:\n";
var_dump(all([1, gmp_init(5), 'x'], 'boolval'));
var_dump(any([0, gmp_init(0)], boolval(...)));
echo "the same errors without iterpred:\n";
var_dump(boolval(gmp_init(5)), array_filter([gmp_init(0)], 'boolval') !== []);
echo "a handler that throws:\n";
set_error_handler(function (int $no, string $str) { throw new ErrorException($str, 0, $no); });
try {
    var_dump(all((function () { yield 1; yield gmp_init(5); echo "  generator resumed\n"; yield 0; })(), 'boolval'));
} catch (ErrorException $e) {
    echo "  caught: ", $e->getMessage(), "\n";
    foreach ($e->getTrace() as $i => $f) echo "  #$i ", $f['function'], "\n";
}
--EXPECT--
boolval(GMP), a handler that returns:
  E4096 Object of class GMP could not be converted to bool ({closure} <- boolval <- all)
bool(false)
  E4096 Object of class GMP could not be converted to bool ({closure} <- boolval <- any)
bool(false)
the same errors without iterpred:
  E4096 Object of class GMP could not be converted to bool ({closure})
  E4096 Object of class GMP could not be converted to bool ({closure} <- boolval <- array_filter)
bool(false)
bool(false)
a handler that throws:
  caught: Object of class GMP could not be converted to bool
  #0 {closure}
  #1 boolval
  #2 all
