--TEST--
Differential fuzzer, closure bodies: random one-expression closures give the same answer, diagnostics, exceptions and side effects as the foreach loop calling them, and with iterpred.call_free=0
--DESCRIPTION--
tests/fuzz/closures.php in-process with a fixed seed: 2,000 random arrow functions and
`function (...) { return EXPR; }` closures over random elements (ints at the edges, NAN, INF, -0.0,
numeric and leading-numeric strings, arrays, objects with __get, uninitialised typed, readonly,
ArrayAccess, Stringable; property hooks and lazy objects on 8.4+), with typed parameters and returns,
keys, by-value captures and a by-reference capture a generator changes between elements. Each case runs
through reference.php's foreach loop, through iterpred, and through iterpred with
iterpred.call_free=0; the result or exception (class, message, line, the functions on its trace), every
diagnostic (with the functions on the error handler's backtrace) and every __get, offsetGet,
__toString, hook and lazy initialisation must be the same. Each case is a file of its own (included),
so that in the suite's JIT leg opcache caches it and the tracing JIT compiles it (the opcache.jit_hot_*
settings: from the first call and loop iteration). FUZZ_CASES=N and FUZZ_SEED=N change the run.
--EXTENSIONS--
iterpred
--INI--
pcre.jit=0
opcache.jit_hot_loop=1
opcache.jit_hot_func=1
opcache.jit_hot_return=1
opcache.jit_hot_side_exit=1
--FILE--
<?php
require __DIR__ . '/fuzz/closures.php';

$seed = (int) (getenv('FUZZ_SEED') ?: 20261204);
$cases = (int) (getenv('FUZZ_CASES') ?: 2000);
IterpredFuzz\Closures\fuzz_run($seed, $cases);
if (IterpredFuzz\jit_on()) {
    $jit = opcache_get_status(false)['jit'];
    if ($jit['buffer_free'] >= $jit['buffer_size']) {
        echo "the JIT is on but compiled nothing\n";
    }
}
?>
--EXPECTF--
fuzz: %d passed, 0 failed
