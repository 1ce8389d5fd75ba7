--TEST--
Differential fuzzer, short run: iterpred and the foreach reference of docs/contract.md agree on 2,000 random cases
--DESCRIPTION--
tests/fuzz/ in-process with a fixed seed: random arrays, generators, Iterators, IteratorAggregates and
SPL iterators, random callbacks (throwing, rewriting the array, re-entering, returning every kind of
value) and modes. Each case runs through the reference and through iterpred; the logs (outcome,
iterator calls, callback arguments, destructors, warnings) must be identical. FUZZ_CASES=N changes the
number of cases; FUZZ_SEED=N the seed. pcre.jit=0: PCRE's JIT reads past the end of strings on purpose,
which valgrind reports. The cases include throwing error handlers, deprecated scope-relative callables,
throwing destructors in getIterator() and in what the walk lets go of, and GMP objects whose bool cast
fails (where ext/gmp is loaded). In the suite's JIT leg (-d opcache.enable_cli=1 -d opcache.jit=tracing)
the opcache.jit_hot_* settings below make the tracing JIT compile from the first call and loop
iteration, and the test fails if the JIT is on but compiled nothing; elsewhere they do nothing.
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
require __DIR__ . '/fuzz/runner.php';

$seed = (int) (getenv('FUZZ_SEED') ?: 20240601);
$cases = (int) (getenv('FUZZ_CASES') ?: 2000);
IterpredFuzz\fuzz_run($seed, $cases);
if (IterpredFuzz\jit_on()) {
    $jit = opcache_get_status(false)['jit'];
    if ($jit['buffer_free'] >= $jit['buffer_size']) {
        echo "the JIT is on but compiled nothing\n";
    }
    if (getenv('FUZZ_JIT_REPORT')) {  /* a file: to see from outside that the suite's JIT leg compiled */
        file_put_contents(getenv('FUZZ_JIT_REPORT'), sprintf("JIT on, opcache.jit=%s, %d of %d bytes used\n",
            ini_get('opcache.jit'), $jit['buffer_size'] - $jit['buffer_free'], $jit['buffer_size']));
    }
}
?>
--EXPECTF--
fuzz: %d passed, 0 failed
