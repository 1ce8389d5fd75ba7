--TEST--
Differential fuzzer, short run: iterpred and the foreach reference of SPEC.md agree on 2,000 random cases
--DESCRIPTION--
tests/fuzz/ in-process with a fixed seed: random arrays, generators, Iterators, IteratorAggregates and
SPL iterators, random callbacks (throwing, rewriting the array, re-entering, returning every kind of
value) and modes. Each case runs through the reference and through iterpred; the logs (outcome,
iterator calls, callback arguments, destructors, warnings) must be identical. FUZZ_CASES=N changes the
number of cases; FUZZ_SEED=N the seed. pcre.jit=0: PCRE's JIT reads past the end of strings on purpose,
which valgrind reports.
--EXTENSIONS--
iterpred
--INI--
pcre.jit=0
--FILE--
<?php
require __DIR__ . '/fuzz/runner.php';

$seed = (int) (getenv('FUZZ_SEED') ?: 20240601);
$cases = (int) (getenv('FUZZ_CASES') ?: 2000);
IterpredFuzz\fuzz_run($seed, $cases);
?>
--EXPECTF--
fuzz: %d passed, 0 failed
