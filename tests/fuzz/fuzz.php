<?php
/*
 * Differential fuzzer: iterpred against a foreach reference of SPEC.md.
 *
 *   php -d extension=/path/to/iterpred.so tests/fuzz/fuzz.php --seed=N --cases=M [--verbose]
 *
 * See runner.php for every option, README.md in this directory for how it works.
 */

require __DIR__ . '/runner.php';

exit(IterpredFuzz\fuzz_main($argv));
