<?php
/*
 * Differential fuzzer: iterpred against a foreach reference of the contract (../../docs/contract.md).
 *
 *   php -d extension=/path/to/iterpred.so tests/fuzz/fuzz.php --seed=N --cases=M [--verbose]
 *   php -d extension=/path/to/iterpred.so tests/fuzz/fuzz.php --closures --seed=N --cases=M [--verbose]
 *
 * See runner.php for every option, README.md in this directory for how it works.
 */

require __DIR__ . '/runner.php';

if (in_array('--closures', $argv, true)) {
    /* Random closure bodies against the foreach loop and iterpred.call_free=0 (closures.php). */
    require __DIR__ . '/closures.php';
    exit(IterpredFuzz\Closures\fuzz_main($argv));
}
exit(IterpredFuzz\fuzz_main($argv));
