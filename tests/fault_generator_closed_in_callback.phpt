--TEST--
Fault: the callback ends the generator being walked (throw() into it, runs it out, next()/send() past its end, drops the last reference): iterpred stops as foreach stops
--EXTENSIONS--
iterpred
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
/* Generator has no close(): a callback ends it by throwing into it, by running it to its end, or by
 * letting go of it. Each scenario runs with iterpred and with the foreach a user would write; the
 * logs (generator steps, finally blocks, callback calls) and the outcome must match. */
function run(Closure $walk): string
{
    $GLOBALS['log'] = [];
    try {
        $r = var_export($walk(), true);
    } catch (Throwable $e) {
        $r = get_class($e) . ': ' . $e->getMessage();
    }
    gc_collect_cycles();
    return implode(', ', $GLOBALS['log']) . " => $r";
}

function show(string $title, Closure $iterpred, Closure $foreach): void
{
    $a = run($iterpred);
    $b = run($foreach);
    echo "$title\n  $a\n", $a === $b ? '' : "  foreach differs: $b\n";
}

function note(string $s): void { $GLOBALS['log'][] = $s; }

/* Five steps; optionally catches what is thrown into it and goes on. */
function steps(bool $catches = false): Generator
{
    try {
        for ($i = 0; $i < 5; $i++) {
            note("yield $i");
            try {
                $sent = yield "k$i" => $i;
                if ($sent !== null) {
                    note("got $sent");
                }
            } catch (DomainException $e) {
                if (!$catches) {
                    throw $e;
                }
                note("caught {$e->getMessage()}");
            }
        }
        note('end');
    } finally {
        note('finally');
    }
}

/* [callback given the generator, the loop body given the generator]: the same act for both walks. */
$acts = [
    'throw() into it, uncaught, out of the callback' => function (Generator $g, int $v) {
        if ($v === 1) { $g->throw(new DomainException('stop')); }
        return false;
    },
    'throw() into it, the callback catches what comes back' => function (Generator $g, int $v) {
        if ($v === 1) {
            try { $g->throw(new DomainException('stop')); } catch (DomainException $e) { note('callback caught it'); }
        }
        return false;
    },
    'runs it to its end with next()' => function (Generator $g, int $v) {
        if ($v === 1) { while ($g->valid()) { $g->next(); } }
        return false;
    },
    'send() moves it on' => function (Generator $g, int $v) {
        if ($v === 1) { note('send returned ' . var_export($g->send('x'), true)); }
        return false;
    },
    'walks it again with any(): the engine will not rewind it' => function (Generator $g, int $v) {
        if ($v === 1) { note('inner any: ' . var_export(any($g, fn($x) => $x === 99), true)); }
        return false;
    },
];

foreach ($acts as $title => $act) {
    show($title,
        function () use ($act) { $g = steps(); return any($g, fn($v) => $act($g, $v)); },
        function () use ($act) { $g = steps(); foreach ($g as $v) { if ($act($g, $v)) { return true; } } return false; });
}

show('throw() into a generator that catches it: the walk goes on after what throw() consumed',
    function () { $g = steps(true); return all($g, function ($v, $k) use ($g) {
        note("cb $k");
        if ($v === 1) { note('throw returned ' . var_export($g->throw(new DomainException('skip')), true)); }
        return true;
    }, ARRAY_FILTER_USE_BOTH); },
    function () { $g = steps(true); foreach ($g as $k => $v) {
        note("cb $k");
        if ($v === 1) { note('throw returned ' . var_export($g->throw(new DomainException('skip')), true)); }
    } return true; });

show('the callback drops the only other reference: the walk keeps the generator alive to its end',
    function () { $holder = new stdClass(); $holder->g = steps(); return any($holder->g, function ($v) use ($holder) {
        if ($v === 1) { $holder->g = null; note('dropped'); }
        return $v === 3;
    }); },
    function () { $holder = new stdClass(); $holder->g = steps(); foreach ($holder->g as $v) {
        if ($v === 1) { $holder->g = null; note('dropped'); }
        if ($v === 3) { return true; }
    } return false; });

show('decided early, then the last reference goes: the finally block runs then',
    function () { $g = steps(); $r = any($g, fn($v) => $v === 2); note('returned'); unset($g); note('unset'); return $r; },
    function () { $g = steps(); $r = false; foreach ($g as $v) { if ($v === 2) { $r = true; break; } } note('returned'); unset($g); note('unset'); return $r; });
?>
--EXPECT--
throw() into it, uncaught, out of the callback
  yield 0, yield 1, finally => DomainException: stop
throw() into it, the callback catches what comes back
  yield 0, yield 1, finally, callback caught it => false
runs it to its end with next()
  yield 0, yield 1, yield 2, yield 3, yield 4, end, finally => false
send() moves it on
  yield 0, yield 1, got x, yield 2, send returned 2, yield 3, yield 4, end, finally => false
walks it again with any(): the engine will not rewind it
  yield 0, yield 1, finally => Exception: Cannot rewind a generator that was already run
throw() into a generator that catches it: the walk goes on after what throw() consumed
  yield 0, cb k0, yield 1, cb k1, caught skip, yield 2, throw returned 2, yield 3, cb k3, yield 4, cb k4, end, finally => true
the callback drops the only other reference: the walk keeps the generator alive to its end
  yield 0, yield 1, dropped, yield 2, yield 3, finally => true
decided early, then the last reference goes: the finally block runs then
  yield 0, yield 1, yield 2, returned, finally, unset => true
