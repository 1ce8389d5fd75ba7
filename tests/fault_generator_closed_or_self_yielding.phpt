--TEST--
A generator that yields itself, or is advanced or finished from inside the callback: the same as foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
function selfish(): Generator
{
    $me = yield 1;
    yield 2;
}

// The generator yields itself as a value (through a holder), then finishes.
function mirror(): Generator
{
    global $g;
    yield $g;
    yield 'after';
}

function compare(string $label, callable $ext, callable $ref): void
{
    $run = function (callable $f) {
        try {
            return var_export($f(), true);
        } catch (Throwable $e) {
            return get_class($e) . ': ' . $e->getMessage();
        }
    };
    $a = $run($ext);
    $b = $run($ref);
    echo "$label: $a", $a === $b ? '' : " (foreach: $b)", "\n";
}

compare('yields itself',
    function () { global $g; $g = mirror(); return all($g, fn($v) => $v === $GLOBALS['g'] || $v === 'after'); },
    function () { global $g; $g = mirror(); foreach ($g as $v) { if (!($v === $g || $v === 'after')) return false; } return true; });

compare('advanced inside the callback',
    function () { $g = (fn() => yield from [1, 2, 3, 4])(); $seen = []; all($g, function ($v) use ($g, &$seen) { $seen[] = $v; $g->next(); return true; }); return $seen; },
    function () { $g = (fn() => yield from [1, 2, 3, 4])(); $seen = []; foreach ($g as $v) { $seen[] = $v; $g->next(); } return $seen; });

compare('run to its end inside the callback',
    function () { $g = (fn() => yield from [1, 2, 3])(); return any($g, function ($v) use ($g) { foreach ($g as $_) {} return false; }); },
    function () { $g = (fn() => yield from [1, 2, 3])(); foreach ($g as $v) { foreach ($g as $_) {} } return false; });

compare('thrown into inside the callback',
    function () { $g = (fn() => yield from [1, 2, 3])(); return any($g, fn($v) => $g->throw(new LogicException("stop at $v"))); },
    function () { $g = (fn() => yield from [1, 2, 3])(); foreach ($g as $v) { if ($g->throw(new LogicException("stop at $v"))) return true; } return false; });
?>
--EXPECT--
yields itself: true
advanced inside the callback: array (
  0 => 1,
  1 => 3,
)
run to its end inside the callback: false
thrown into inside the callback: LogicException: stop at 1
