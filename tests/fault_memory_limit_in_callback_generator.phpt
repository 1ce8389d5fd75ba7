--TEST--
Fault: memory_limit exhausted inside a __call callback (zend_call_function path) over a suspended generator with a finally block, USE_BOTH
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

final class Hog
{
    public array $kept = [];
    public function __call(string $name, array $args): bool
    {
        [$value, $key] = $args;
        $this->kept[] = str_repeat("$key:$value", 100000);
        return false;
    }
}

function numbers(): Generator
{
    try {
        for ($i = 0; ; $i++) {
            yield "k$i" => $i;
        }
    } finally {
        echo "finally: not run after a fatal error\n";
    }
}

echo "walking\n";
var_dump(any(numbers(), [new Hog(), 'grow'], ARRAY_FILTER_USE_BOTH));
echo "not reached\n";
?>
--EXPECTF--
walking

Fatal error: Allowed memory size of %d bytes exhausted%s(tried to allocate %d bytes) in %s on line %d
shutdown: after the fatal error
