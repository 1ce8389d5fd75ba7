<?php
/*
 * PHP 8.2's tracing JIT lets a destructor's exception escape a try/catch (engine bug 12 in README.md).
 * Kept as the reproduction of the one shape the fuzzer excludes under the JIT (jit_keeps_arguments()
 * in support.php).
 *
 *   php -d extension=iterpred.so -d opcache.enable_cli=1 -d opcache.jit=tracing \
 *       -d opcache.jit_buffer_size=64M -d opcache.jit_hot_loop=1 -d opcache.jit_hot_func=1 \
 *       -d opcache.jit_hot_return=1 -d opcache.jit_hot_side_exit=1 tests/fuzz/jit_destructor_escapes_catch.php
 *
 * With the exclusion off, case 1097 of seed 4 (PHP 8.2.36, 2026-12-03) fails: the reference's log says
 *   exception IterpredFuzz\FuzzException('destructor of t2', 7)
 * iterpred's
 *   escaped IterpredFuzz\FuzzException('destructor of t2', 7)
 * Its shape: array_every() over an Iterator whose items hold an object with a throwing destructor;
 * the callback drops the fuzzer's own reference to the iterator, so the call's argument holds the last
 * one, and the destructor runs as the engine releases the internal call's arguments. The exception
 * passes Ctx::run()'s try/catch and is caught one frame further out (run_once()). Without the JIT, or
 * with the JIT and the case alone (--case=1097), both logs are the same: it takes the traces that the
 * cases before it compiled. The same happens with seed 6 at case 13703 (all(), an array the callback
 * reassigns). Issue 9 reports the same escape with a control extension whose walk is a plain
 * zend_call_function() loop, i.e. the engine's, not iterpred's; a standalone reduction without the
 * fuzzer (array_filter() in iterpred's place) did not reproduce in the time given.
 */

putenv('FUZZ_JIT_EXCLUSION=0');
require __DIR__ . '/runner.php';

if (!IterpredFuzz\jit_on()) {
    fwrite(STDERR, "the tracing JIT is off: see the command above\n");
    exit(2);
}
exit(IterpredFuzz\fuzz_run(4, 1098) > 0 ? 1 : 0);
