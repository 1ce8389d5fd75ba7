--TEST--
Values of every type, ints and floats at the edges of a 32-bit and a 64-bit zend_long among them: truthiness, each engine type predicate and dechex decide them as the loop calling them does, in a packed array's whole strides and its tail, in a hash, as references
--DESCRIPTION--
The packed scans test an int's truthiness without a call and skip values by a mask of their type
byte (1 << Z_TYPE); 4294967296 and PHP_INT_MIN have no bit set in their low 32 bits where zend_long has
64, and are floats where it has 32 (i386); s390x stores the zval's words big-endian. Each answer, warning
and exception is compared with the loop over the same input, so the test holds on every architecture.
--EXTENSIONS--
iterpred
--FILE--
<?php
$f = fopen('php://memory', 'r');
$closed = fopen('php://memory', 'r');
fclose($closed);
$values = [null, false, true, 0, 1, -1, 0x7fffffff, -0x7fffffff - 1, 2147483648, -2147483649, 4294967296,
    4294967297, -4294967296, PHP_INT_MAX, PHP_INT_MIN, PHP_INT_MAX + 1, 0.0, -0.0, 0.5, 1e300, -INF, NAN,
    '', '0', '00', '2147483648', '-2147483649', '4294967296', '9223372036854775808', '-9223372036854775809',
    '2147483648.0', '2147483648e0', ' 2147483648', '2147483648 ', ' 1', 'x', [], [0], new stdClass,
    new ArrayObject([]), $f, $closed];
$predicates = [null, 'is_int', 'is_float', 'is_numeric', 'is_string', 'is_bool', 'is_null', 'is_array', 'is_object',
    'is_scalar', 'is_iterable', 'is_countable', 'is_resource', 'boolval', 'dechex'];

$log = [];
set_error_handler(function (int $no, string $msg) use (&$log) {
    $log[] = $msg;
    return true;
});

function holds(?string $f, mixed $x): bool
{
    return (bool) ($f === null ? $x : $f($x));
}

/* The loop a user writes for each question. */
function loop(string $q, ?string $f, iterable $xs): bool
{
    foreach ($xs as $x) {
        $holds = holds($f, $x);
        if ($q === 'any' && $holds) return true;
        if ($q === 'all' && !$holds) return false;
        if ($q === 'none' && $holds) return false;
    }
    return $q !== 'any';
}

function run(callable $call): string
{
    global $log;
    $log = [];
    try {
        $r = json_encode($call());
    } catch (Throwable $e) {
        $r = get_class($e) . ': ' . $e->getMessage();
    }
    return $r . ($log ? ' ' . json_encode($log) : '');
}

$differ = 0;
$walks = 0;
foreach ($predicates as $p) {
    /* Fillers that decide nothing: one the predicate holds for (all), one it does not (any, none). */
    $true = $false = null;
    foreach ([1, 'x', 0.5, true, [], null, 0, '', false] as $x) {
        try {
            if (holds($p, $x)) { $true ??= [$x]; } else { $false ??= [$x]; }
        } catch (TypeError) {
        }
    }
    foreach (['any' => $false, 'all' => $true, 'none' => $false] as $q => $filler) {
        if ($filler === null) {
            continue;  /* a predicate that holds for nothing here (or for everything) */
        }
        foreach ($values as $x) {
            /* 260 values: a whole stride of 256 (four at a time) and a tail of 4; the value last of a four, and in the tail. */
            foreach ([3, 258] as $at) {
                $xs = array_fill(0, 260, $filler[0]);
                $xs[$at] = $x;
                $inputs = ['packed' => $xs, 'hash' => array_combine(array_map(fn($i) => "k$i", range(0, 259)), $xs)];
                $ref = $xs;
                $copy = $x;
                $ref[$at] = &$copy;
                $inputs['packed, a reference'] = $ref;
                $expected = run(fn() => loop($q, $p, $xs));
                foreach ($inputs as $kind => $input) {
                    $walks++;
                    $got = run(fn() => $q($input, $p));
                    if ($got !== $expected) {
                        $differ++;
                        printf("DIFFERS: %s(%s) of %s at %d in %s: %s, the loop: %s\n", $q, $p ?? 'no callback',
                            var_export($x, true), $at, $kind, $got, $expected);
                    }
                }
                unset($ref, $copy);
            }
        }
    }
}
echo $walks > 5000 ? "over 5000 walks\n" : "only $walks walks\n";
echo $differ === 0 ? "every answer, warning and exception as the loop's\n" : "$differ differences\n";
?>
--EXPECT--
over 5000 walks
every answer, warning and exception as the loop's
