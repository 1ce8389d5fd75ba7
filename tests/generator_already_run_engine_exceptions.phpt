--TEST--
Generators already run or closed: the engine's exceptions, as from foreach; a generator at its first yield is walked, even twice
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Generators that already ran: the engine's own exceptions, exactly those of foreach; a generator
 * still at its first yield can be walked (again), as with foreach. */
function gen() { yield 'a' => 0; yield 'b' => 1; yield 'c' => 2; }

function outcome(Closure $f): string
{
    try {
        return var_export($f(), true);
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

$states = [
    'past its first yield' => function () { $g = gen(); $g->current(); $g->next(); return $g; },
    'finished' => function () { $g = gen(); foreach ($g as $v) {} return $g; },
    'started, at its first yield' => function () { $g = gen(); $g->current(); return $g; },
    'not started' => fn() => gen(),
];
foreach ($states as $state => $make) {
    echo "$state:\n";
    $foreach = outcome(function () use ($make) { $seen = []; foreach ($make() as $k => $v) { $seen[] = "$k=$v"; } return implode(' ', $seen); });
    echo "  foreach: $foreach\n";
    foreach ([
        'any' => fn() => any($make()),
        'all, callback' => fn() => all($make(), fn($v) => $v < 5),
        'none, USE_KEY' => fn() => none($make(), null, ARRAY_FILTER_USE_KEY),
        'array_every' => fn() => array_every($make(), fn($v, $k) => is_string($k)),
    ] as $label => $walk) {
        echo "  $label: ", outcome($walk), "\n";
    }
}

echo "the same generator twice, the first call stopped at its first element:\n";
$g = gen();
var_dump(all($g, fn($v) => $v > 0));     /* 0 decides: the generator stays at its first yield */
var_dump(any($g, fn($v) => $v === 2));   /* rewinding at the first yield is allowed: a full walk */
echo "  ", outcome(fn() => any($g)), "\n";
echo "the same generator twice, the first call stopped at its second element:\n";
$g = gen();
var_dump(any($g));                       /* 1 decides */
echo "  ", outcome(fn() => any($g)), "\n";
$g = gen();
foreach ($g as $v) { if ($v === 1) break; }
echo "  foreach: ", outcome(function () use ($g) { foreach ($g as $v) {} }), "\n";
--EXPECT--
past its first yield:
  foreach: Exception: Cannot rewind a generator that was already run
  any: Exception: Cannot rewind a generator that was already run
  all, callback: Exception: Cannot rewind a generator that was already run
  none, USE_KEY: Exception: Cannot rewind a generator that was already run
  array_every: Exception: Cannot rewind a generator that was already run
finished:
  foreach: Exception: Cannot traverse an already closed generator
  any: Exception: Cannot traverse an already closed generator
  all, callback: Exception: Cannot traverse an already closed generator
  none, USE_KEY: Exception: Cannot traverse an already closed generator
  array_every: Exception: Cannot traverse an already closed generator
started, at its first yield:
  foreach: 'a=0 b=1 c=2'
  any: true
  all, callback: true
  none, USE_KEY: false
  array_every: true
not started:
  foreach: 'a=0 b=1 c=2'
  any: true
  all, callback: true
  none, USE_KEY: false
  array_every: true
the same generator twice, the first call stopped at its first element:
bool(false)
bool(true)
  Exception: Cannot rewind a generator that was already run
the same generator twice, the first call stopped at its second element:
bool(true)
  Exception: Cannot rewind a generator that was already run
  foreach: Exception: Cannot rewind a generator that was already run
