--TEST--
Exception from the callback at the first, middle, last element: propagates as the same object with its previous chain, nothing called after it
--EXTENSIONS--
iterpred
--FILE--
<?php
/* An exception from the callback propagates unchanged (same object, previous chain intact) and
 * nothing is called after it: not the callback, not the generator. */
function numbers(int $n)
{
    for ($i = 0; $i < $n; $i++) {
        $GLOBALS['lastYielded'] = $i;
        yield $i;
    }
}

$sources = [
    'array' => fn() => range(0, 999),
    'ArrayIterator' => fn() => new ArrayIterator(range(0, 999)),
    'generator' => fn() => numbers(1000),
];
foreach (['any', 'all', 'none', 'array_every'] as $function) {
    $undecided = in_array($function, ['all', 'array_every']);     /* the return value that goes on */
    foreach ($sources as $source => $make) {
        foreach ([0, 500, 999] as $at) {
            $calls = 0;
            $thrown = null;
            $lastYielded = null;
            $callback = function ($v) use ($at, $undecided, &$calls, &$thrown) {
                $calls++;
                if ($v === $at) {
                    throw $thrown = new RuntimeException("thrown at $v", 7, new LogicException('the cause'));
                }
                return $undecided;
            };
            try {
                $function($make(), $callback);
                echo "$function, $source, at $at: no exception\n";
            } catch (Exception $caught) {
                printf("%s, %s, at %d: same object %s, previous '%s', calls %d%s\n",
                    $function, $source, $at,
                    var_export($caught === $thrown, true),
                    $caught->getPrevious()?->getMessage(),
                    $calls,
                    $lastYielded === null ? '' : ", last yielded $lastYielded");
            }
        }
    }
}

/* in every mode */
foreach (['mode 0' => 0, 'USE_KEY' => ARRAY_FILTER_USE_KEY, 'USE_BOTH' => ARRAY_FILTER_USE_BOTH] as $label => $mode) {
    $calls = 0;
    try {
        any(['a' => 1, 'b' => 2, 'c' => 3], function () use (&$calls) { if (++$calls === 2) { throw new Exception("boom"); } return false; }, $mode);
    } catch (Exception $e) {
        echo "$label: ", $e->getMessage(), ", calls $calls\n";
    }
}
--EXPECT--
any, array, at 0: same object true, previous 'the cause', calls 1
any, array, at 500: same object true, previous 'the cause', calls 501
any, array, at 999: same object true, previous 'the cause', calls 1000
any, ArrayIterator, at 0: same object true, previous 'the cause', calls 1
any, ArrayIterator, at 500: same object true, previous 'the cause', calls 501
any, ArrayIterator, at 999: same object true, previous 'the cause', calls 1000
any, generator, at 0: same object true, previous 'the cause', calls 1, last yielded 0
any, generator, at 500: same object true, previous 'the cause', calls 501, last yielded 500
any, generator, at 999: same object true, previous 'the cause', calls 1000, last yielded 999
all, array, at 0: same object true, previous 'the cause', calls 1
all, array, at 500: same object true, previous 'the cause', calls 501
all, array, at 999: same object true, previous 'the cause', calls 1000
all, ArrayIterator, at 0: same object true, previous 'the cause', calls 1
all, ArrayIterator, at 500: same object true, previous 'the cause', calls 501
all, ArrayIterator, at 999: same object true, previous 'the cause', calls 1000
all, generator, at 0: same object true, previous 'the cause', calls 1, last yielded 0
all, generator, at 500: same object true, previous 'the cause', calls 501, last yielded 500
all, generator, at 999: same object true, previous 'the cause', calls 1000, last yielded 999
none, array, at 0: same object true, previous 'the cause', calls 1
none, array, at 500: same object true, previous 'the cause', calls 501
none, array, at 999: same object true, previous 'the cause', calls 1000
none, ArrayIterator, at 0: same object true, previous 'the cause', calls 1
none, ArrayIterator, at 500: same object true, previous 'the cause', calls 501
none, ArrayIterator, at 999: same object true, previous 'the cause', calls 1000
none, generator, at 0: same object true, previous 'the cause', calls 1, last yielded 0
none, generator, at 500: same object true, previous 'the cause', calls 501, last yielded 500
none, generator, at 999: same object true, previous 'the cause', calls 1000, last yielded 999
array_every, array, at 0: same object true, previous 'the cause', calls 1
array_every, array, at 500: same object true, previous 'the cause', calls 501
array_every, array, at 999: same object true, previous 'the cause', calls 1000
array_every, ArrayIterator, at 0: same object true, previous 'the cause', calls 1
array_every, ArrayIterator, at 500: same object true, previous 'the cause', calls 501
array_every, ArrayIterator, at 999: same object true, previous 'the cause', calls 1000
array_every, generator, at 0: same object true, previous 'the cause', calls 1, last yielded 0
array_every, generator, at 500: same object true, previous 'the cause', calls 501, last yielded 500
array_every, generator, at 999: same object true, previous 'the cause', calls 1000, last yielded 999
mode 0: boom, calls 2
USE_KEY: boom, calls 2
USE_BOTH: boom, calls 2
