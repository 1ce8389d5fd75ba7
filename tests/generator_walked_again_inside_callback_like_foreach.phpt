--TEST--
The callback advances or walks the generator being walked, or a generator walks itself: same outcome as foreach
--EXTENSIONS--
iterpred
--FILE--
<?php
/* The callback touches the generator being walked (it is suspended, not running, during the call):
 * the outcome is the one of the equivalent foreach. */
function note(string $s): void { $GLOBALS['log'][] = $s; }

function gen() { for ($i = 1; $i <= 5; $i++) { note("yield $i"); yield $i; } }

function trace(Closure $f): string
{
    $GLOBALS['log'] = [];
    try {
        $f();
    } catch (Throwable $e) {
        note(get_class($e) . ': ' . $e->getMessage());
    }
    return implode(', ', $GLOBALS['log']);
}

$scenarios = [
    'callback calls $g->next()' => [
        function () { $g = gen(); any($g, function ($v) use ($g) { note("visit $v"); $g->next(); return false; }); },
        function () { $g = gen(); foreach ($g as $v) { note("visit $v"); $g->next(); } },
    ],
    'callback calls $g->send()' => [
        function () { $g = gen(); all($g, function ($v) use ($g) { note("visit $v"); $g->send('x'); return true; }); },
        function () { $g = gen(); foreach ($g as $v) { note("visit $v"); $g->send('x'); } },
    ],
    'callback walks $g at its first yield, stops at 3' => [
        function () { $g = gen(); any($g, function ($v) use ($g) { note("visit $v"); return any($g, function ($w) { note("inner $w"); return $w === 3; }); }); },
        function () { $g = gen(); foreach ($g as $v) { note("visit $v"); foreach ($g as $w) { note("inner $w"); if ($w === 3) break; } break; } },
    ],
    'callback walks $g at its first yield to the end' => [
        function () { $g = gen(); none($g, function ($v) use ($g) { note("visit $v"); return any($g, function ($w) { note("inner $w"); return false; }); }); },
        function () { $g = gen(); foreach ($g as $v) { note("visit $v"); foreach ($g as $w) { note("inner $w"); } } },
    ],
    'callback walks $g after its first yield' => [
        function () { $g = gen(); any($g, function ($v) use ($g) { note("visit $v"); return $v === 2 && any($g); }); },
        function () { $g = gen(); foreach ($g as $v) { note("visit $v"); if ($v === 2) { foreach ($g as $w) {} } } },
    ],
    'running generator walks itself before its first yield' => [
        function () { $g = (function () use (&$g) { note('start'); any($g); yield 1; })(); any($g); },
        function () { $g = (function () use (&$g) { note('start'); foreach ($g as $x) {} yield 1; })(); foreach ($g as $v) {} },
    ],
    'running generator walks itself after its first yield' => [
        function () { $g = (function () use (&$g) { yield 1; note('resumed'); yield all($g); })(); all($g); },
        function () { $g = (function () use (&$g) { yield 1; note('resumed'); foreach ($g as $x) {} yield 2; })(); foreach ($g as $v) {} },
    ],
];
foreach ($scenarios as $label => [$iterpred, $foreach]) {
    $t1 = trace($iterpred);
    $t2 = trace($foreach);
    echo "$label:\n  $t1\n";
    var_dump($t1 === $t2);
    if ($t1 !== $t2) {
        echo "  foreach: $t2\n";
    }
}
--EXPECT--
callback calls $g->next():
  yield 1, visit 1, yield 2, yield 3, visit 3, yield 4, yield 5, visit 5
bool(true)
callback calls $g->send():
  yield 1, visit 1, yield 2, yield 3, visit 3, yield 4, yield 5, visit 5
bool(true)
callback walks $g at its first yield, stops at 3:
  yield 1, visit 1, inner 1, yield 2, inner 2, yield 3, inner 3
bool(true)
callback walks $g at its first yield to the end:
  yield 1, visit 1, inner 1, yield 2, inner 2, yield 3, inner 3, yield 4, inner 4, yield 5, inner 5
bool(true)
callback walks $g after its first yield:
  yield 1, visit 1, yield 2, visit 2, Exception: Cannot rewind a generator that was already run
bool(true)
running generator walks itself before its first yield:
  start, Error: Cannot resume an already running generator
bool(true)
running generator walks itself after its first yield:
  resumed, Exception: Cannot rewind a generator that was already run
bool(true)
