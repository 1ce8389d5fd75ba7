--TEST--
set_time_limit() ends a walk of a closure in issue 24's shapes (fn($v) => $v < 0) over an endless internal iterator with the ordinary fatal error
--DESCRIPTION--
A closure evaluated without a call runs no PHP code, so the walk itself must serve the VM interrupt
between elements: the engine's ordinary "Maximum execution time" fatal error, and shutdown functions
run. InfiniteIterator over an ArrayIterator of ints runs no PHP code either: without the check nothing
but the hard timeout (no shutdown function), or on ZTS nothing at all, would end it.
--EXTENSIONS--
iterpred
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown function ran\n"; });
set_time_limit(1);
var_dump(any(new InfiniteIterator(new ArrayIterator([1, 2, 3, PHP_INT_MAX])), fn ($v) => $v < 0));
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line %d
shutdown function ran
