--TEST--
set_time_limit() ends a walk that runs no PHP code (no callback, an internal iterator) with the ordinary fatal error
--DESCRIPTION--
A walk that runs long must end with the engine's ordinary "Maximum execution time" fatal error, as the
same foreach does, and shutdown functions must run: the walk serves the VM interrupt between elements.
Without it the hard timeout kills the process (no shutdown function), or, on ZTS, nothing ends it.
--EXTENSIONS--
iterpred
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown function ran\n"; });
set_time_limit(1);
$period = new DatePeriod(new DateTimeImmutable('2000-01-01'), new DateInterval('PT1S'), new DateTimeImmutable('9999-01-01'));
var_dump(all($period));
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line %d
shutdown function ran
