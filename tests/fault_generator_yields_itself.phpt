--TEST--
Fault: a generator that yields itself, walks itself, or delegates to itself: iterpred ends as foreach ends (same answer, same engine Error, same log)
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Each scenario once with iterpred and once with the foreach a user would write; the logs must match. */
function run(Closure $walk): string
{
    $GLOBALS['log'] = [];
    try {
        $r = var_export($walk(), true);
    } catch (Throwable $e) {
        $r = get_class($e) . ': ' . $e->getMessage();
    }
    return implode(', ', $GLOBALS['log']) . " => $r";
}

function show(string $title, Closure $iterpred, Closure $foreach): void
{
    $a = run($iterpred);
    $b = run($foreach);
    echo "$title\n  $a\n", $a === $b ? '' : "  foreach differs: $b\n";
}

$note = function (string $s) { $GLOBALS['log'][] = $s; };

/* yields itself three times, then 0 */
$self = function () use ($note) {
    $g = (function () use (&$g, $note) {
        for ($i = 0; $i < 3; $i++) {
            $note("yield self $i");
            yield $i => $g;
        }
        $note('yield 0');
        yield 3 => 0;
    })();
    return $g;
};

show('any(): the generator itself is a truthy element',
    fn() => any($self()),
    function () use ($self) { foreach ($self() as $v) { if ($v) { return true; } } return false; });

show('all(): the element is the generator being walked',
    function () use ($self) { $g = $self(); return all($g, fn($v) => $v === $g); },
    function () use ($self) { $g = $self(); foreach ($g as $v) { if ($v !== $g) { return false; } } return true; });

show('the callback walks the element, the same generator, to its end: the outer walk ends too',
    fn() => any($self(), function ($v) use ($note) {
        $note('inner: ' . var_export(any($v, fn($x) => $x === 0), true));
        return false;
    }),
    function () use ($self, $note) {
        foreach ($self() as $v) {
            $inner = false;
            foreach ($v as $x) { if ($x === 0) { $inner = true; break; } }
            $note('inner: ' . var_export($inner, true));
        }
        return false;
    });

show('the callback walks the element from its start: the engine refuses to rewind it',
    fn() => any($self(), fn($v, $k) => $k === 1 && any($v), ARRAY_FILTER_USE_BOTH),
    function () use ($self) {
        foreach ($self() as $k => $v) {
            if ($k === 1) { foreach ($v as $x) { if ($x) { return true; } } }
        }
        return false;
    });

/* A generator whose body walks itself: it is past its first yield, so the engine refuses. */
$walksItself = function (Closure $walk) use ($note) {
    $g = (function () use (&$g, $walk, $note) {
        yield 1;
        $note('body walks itself');
        $walk($g);
        yield 2;
    })();
    return $g;
};
show('the generator body walks its own generator',
    fn() => all($walksItself(fn($g) => any($g)), fn($v) => true),
    function () use ($walksItself) {
        foreach ($walksItself(function ($g) { foreach ($g as $v) { if ($v) { return true; } } return false; }) as $v) {
        }
        return true;
    });

/* Before its first yield, the body walking itself finds it running. */
$startsWithWalk = function (Closure $walk) use ($note) {
    $g = (function () use (&$g, $walk, $note) {
        $note('body starts, walks itself');
        $walk($g);
        yield 1;
    })();
    return $g;
};
show('the generator body walks its own generator before its first yield',
    fn() => any($startsWithWalk(fn($g) => all($g, fn($v) => true))),
    function () use ($startsWithWalk) {
        foreach ($startsWithWalk(function ($g) { foreach ($g as $v) { } return true; }) as $v) {
            if ($v) { return true; }
        }
        return false;
    });

/* yield from itself */
$delegates = function () use ($note) {
    $g = (function () use (&$g, $note) {
        yield 1;
        $note('yield from itself');
        yield from $g;
    })();
    return $g;
};
show('the generator delegates to itself (yield from)',
    fn() => none($delegates()),
    function () use ($delegates) { foreach ($delegates() as $v) { if ($v) { return false; } } return true; });
show('the same, read to its end',
    fn() => all($delegates(), fn($v) => true),
    function () use ($delegates) { foreach ($delegates() as $v) { } return true; });
?>
--EXPECT--
any(): the generator itself is a truthy element
  yield self 0 => true
all(): the element is the generator being walked
  yield self 0, yield self 1, yield self 2, yield 0 => false
the callback walks the element, the same generator, to its end: the outer walk ends too
  yield self 0, yield self 1, yield self 2, yield 0, inner: true => false
the callback walks the element from its start: the engine refuses to rewind it
  yield self 0, yield self 1 => Exception: Cannot rewind a generator that was already run
the generator body walks its own generator
  body walks itself => Exception: Cannot rewind a generator that was already run
the generator body walks its own generator before its first yield
  body starts, walks itself => Error: Cannot resume an already running generator
the generator delegates to itself (yield from)
   => false
the same, read to its end
  yield from itself => Error: Impossible to yield from the Generator being currently run
