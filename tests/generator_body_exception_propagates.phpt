--TEST--
Exception thrown in a generator body propagates unchanged, the callback is not called again, as with foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* An exception thrown inside a generator body propagates out of the call unchanged; the callback
 * is not called again and the generator is finished, as after foreach. */
function failing(int $throwAfter)
{
    try {
        for ($i = 0; ; $i++) {
            if ($i === $throwAfter) {
                throw $GLOBALS['thrown'] = new LengthException("generator failed at $i");
            }
            echo "  yield $i\n";
            yield "k$i" => $i;
        }
    } finally {
        echo "  finally\n";
    }
}

$walks = [
    'foreach' => function ($g) { foreach ($g as $v) { echo "  body($v)\n"; } },
    'any' => fn($g) => any($g, function ($v) { echo "  cb($v)\n"; return false; }),
    'all, no callback' => fn($g) => all($g, null),        /* the first element, 0, decides */
    'all, USE_KEY' => fn($g) => all($g, function ($k) { echo "  cb($k)\n"; return true; }, ARRAY_FILTER_USE_KEY),
    'array_every' => fn($g) => array_every($g, function ($v, $k) { echo "  cb($v, $k)\n"; return true; }),
];
foreach ($walks as $label => $walk) {
    foreach ([0, 2] as $throwAfter) {
        echo "$label, throws after $throwAfter yields:\n";
        $g = failing($throwAfter);
        try {
            var_dump($walk($g));
        } catch (Exception $e) {
            echo "  caught ", $e->getMessage(), $e === $thrown ? ' (same object)' : ' (ANOTHER object)', "\n";
        }
        var_dump($g->valid());
        $g = null;
    }
}
--EXPECT--
foreach, throws after 0 yields:
  finally
  caught generator failed at 0 (same object)
bool(false)
foreach, throws after 2 yields:
  yield 0
  body(0)
  yield 1
  body(1)
  finally
  caught generator failed at 2 (same object)
bool(false)
any, throws after 0 yields:
  finally
  caught generator failed at 0 (same object)
bool(false)
any, throws after 2 yields:
  yield 0
  cb(0)
  yield 1
  cb(1)
  finally
  caught generator failed at 2 (same object)
bool(false)
all, no callback, throws after 0 yields:
  finally
  caught generator failed at 0 (same object)
bool(false)
all, no callback, throws after 2 yields:
  yield 0
bool(false)
bool(true)
  finally
all, USE_KEY, throws after 0 yields:
  finally
  caught generator failed at 0 (same object)
bool(false)
all, USE_KEY, throws after 2 yields:
  yield 0
  cb(k0)
  yield 1
  cb(k1)
  finally
  caught generator failed at 2 (same object)
bool(false)
array_every, throws after 0 yields:
  finally
  caught generator failed at 0 (same object)
bool(false)
array_every, throws after 2 yields:
  yield 0
  cb(0, k0)
  yield 1
  cb(1, k1)
  finally
  caught generator failed at 2 (same object)
bool(false)
