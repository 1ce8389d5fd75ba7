--TEST--
Fault: memory_limit exhausted inside the callback (closure, array): the engine's fatal error, then an orderly shutdown
--DESCRIPTION--
USE_TRACKED_ALLOC makes the memory limit hold under valgrind (USE_ZEND_ALLOC=0) too; it changes nothing otherwise.
--EXTENSIONS--
iterpred
--INI--
memory_limit=8M
--ENV--
USE_TRACKED_ALLOC=1
--FILE--
<?php
register_shutdown_function(function () {
    echo "shutdown: ", error_get_last()['type'] === E_ERROR ? 'after the fatal error' : 'unexpected', "\n";
});

$hog = [];
$elements = array_map(fn($i) => "element $i", range(1, 1000));
echo "walking\n";
var_dump(all($elements, function (string $v) use (&$hog) {
    $hog[] = str_repeat($v, 4096);
    return true;
}));
echo "not reached\n";
?>
--EXPECTF--
walking

Fatal error: Allowed memory size of %d bytes exhausted%s(tried to allocate %d bytes) in %s on line %d
shutdown: after the fatal error
