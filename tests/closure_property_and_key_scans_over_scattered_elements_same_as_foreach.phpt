--TEST--
Closures reading a property or a key over arrays whose objects and inner arrays lie scattered in memory (shuffled, as after a sort: the scan then reads ahead), in step, shared or mixed with other values give the foreach loop's answer
--EXTENSIONS--
iterpred
--FILE--
<?php
final class Row
{
    public function __construct(public bool $active = false, public int $id = 0)
    {
    }
}

mt_srand(24);
$n = 3000;

/* Elements of one kind, made one after another: objects, records of their own, or one record shared. */
function made(string $kind, int $n): array
{
    $shared = ['active' => false, 'id' => 0];
    $xs = [];
    for ($i = 0; $i < $n; $i++) {
        $xs[] = match ($kind) {
            'row' => new Row(false, $i),
            'record' => ['active' => false, 'id' => $i],
            'shared' => $shared,
        };
    }
    return $xs;
}

/* The layouts a walk meets: in step, shuffled, half of each, and shuffled with other values between. */
function layouts(array $xs): array
{
    $shuffled = $xs;
    shuffle($shuffled);
    $half = array_merge(array_slice($shuffled, 0, intdiv(count($xs), 2)), array_slice($xs, intdiv(count($xs), 2)));
    $mixed = [];
    foreach ($shuffled as $i => $x) {
        $mixed[] = $x;
        if ($i % 7 === 0) {
            $mixed[] = [null, 0, 1, 'x', 2.5, true, [], new stdClass()][$i % 8];
        }
    }
    return ['in step' => $xs, 'shuffled' => $shuffled, 'half shuffled' => $half, 'mixed' => $mixed];
}

/* One element made to match, at $at (null: none). */
function with_match(array $xs, string $kind, ?int $at): array
{
    if ($at !== null) {
        $xs[$at] = $kind === 'row' ? new Row(true, -1) : ['active' => true, 'id' => -1];
    }
    return $xs;
}

$closures = [
    'row' => [fn($o) => $o->active, fn($o) => $o->id < 0],
    'record' => [fn($r) => $r['active'], fn($r) => $r['id'] === -1],
];
$closures['shared'] = $closures['record'];

/* What a question answers, or the exception that ends it, warnings silenced on both sides alike. */
function outcome(callable $ask): string
{
    try {
        return var_export($ask(), true);
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

$cases = 0;
$differ = 0;
foreach (['row', 'record', 'shared'] as $kind) {
    foreach (layouts(made($kind, $n)) as $layout => $base) {
        foreach ([null, 0, 700, count($base) - 1] as $at) {
            $packed = with_match($base, $kind, $at);
            $hash = [];
            foreach ($packed as $i => $x) {
                $hash["k$i"] = $x;
            }
            foreach (['packed' => $packed, 'hash' => $hash] as $form => $xs) {
                foreach ($closures[$kind] as $c => $f) {
                    $want = [
                        outcome(function () use ($xs, $f) {
                            foreach ($xs as $x) {
                                if (@$f($x)) {
                                    return true;
                                }
                            }
                            return false;
                        }),
                        outcome(function () use ($xs, $f) {
                            foreach ($xs as $x) {
                                if (!@$f($x)) {
                                    return false;
                                }
                            }
                            return true;
                        }),
                    ];
                    $got = [outcome(fn() => @any($xs, $f)), outcome(fn() => @all($xs, $f))];
                    $cases++;
                    if ($got !== $want) {
                        $differ++;
                        echo "$kind, $layout, match at ", var_export($at, true), ", $form, closure $c: got ",
                            json_encode($got), ", foreach ", json_encode($want), "\n";
                    }
                }
            }
        }
    }
}
echo "$cases cases, $differ differ\n";
?>
--EXPECT--
192 cases, 0 differ
