<?php
/* Engine bug 13 (README.md), PHP 8.2, without iterpred: on a debug build this reports
 * "zend_closures.c(...) : Freeing ... (336 bytes)": the closure made by utf8_encode(...) leaks when
 * the deprecation of the call throws. */
set_error_handler(function (int $no, string $str) { throw new ErrorException($str, 0, $no); });
$f = utf8_encode(...);
try {
    $f('a');
} catch (ErrorException $e) {
    echo $e->getMessage(), "\n";
}
