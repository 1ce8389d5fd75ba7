--TEST--
trim, dirname and dechex as callbacks (by name in any case, as trim(...)) answer, warn and throw per element exactly as the loop calling them, on every kind of iterable
--DESCRIPTION--
On PHP 8.4+ these functions have frameless handlers, which a walk calls for the argument types they
are sure of (trim and dirname a string, dechex an int) where nothing could tell; every other argument
takes the ordinary call, with its coercions, deprecations, TypeErrors and __toString(). Each input
mixes both kinds of elements; the results, the diagnostics and the exceptions must be the loop's.
--EXTENSIONS--
iterpred
--FILE--
<?php
class Name
{
    public function __construct(private string $name) {}

    public function __toString(): string
    {
        $GLOBALS['log'][] = "__toString() of '{$this->name}'";
        return $this->name;
    }
}

function gen(array $xs) { foreach ($xs as $k => $v) yield $k => $v; }

$log = [];
set_error_handler(function (int $no, string $msg) use (&$log) {
    $log[] = $msg;
    return true;
});

/* The loop a user writes for each question, calling the function by name. */
function loop(string $q, callable $f, iterable $xs): bool
{
    foreach ($xs as $v) {
        $holds = (bool) $f($v);
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

/* Per function: elements it answers truthy for, falsy for, and that it refuses; the walks below meet
 * every element of a set (all() over truthy ones, any() and none() over falsy ones) and then the last. */
$inputs = [
    'trim' => [
        'truthy' => ["  a ", "b", 5, 1.5, true, new Name(" n "), "\0x", "c"],
        'falsy' => [" \t\n", "", "0", " 0 ", 0, false, null, new Name("  "), "\0", "\x0B"],
        'refused' => [[1], new stdClass()],
    ],
    'dirname' => [
        'truthy' => ["/a/b", "a", "/", ".", 5, "x/y", true],
        'falsy' => ["", "0/x", null, false],
        'refused' => [["b"]],
    ],
    'dechex' => [
        'truthy' => [1, 255, -1, PHP_INT_MAX, "16", 2.0, true, 3.5],
        'falsy' => [0, null, false, "0", 0.0, " 0"],
        'refused' => ["x", [2]],
    ],
];
$questions = ['all' => 'truthy', 'any' => 'falsy', 'none' => 'falsy'];
$kinds = [
    'packed' => fn(array $xs) => $xs,
    'hash' => fn(array $xs) => array_combine(array_map(fn($i) => "k$i", array_keys($xs)), $xs),
    'ArrayIterator' => fn(array $xs) => new ArrayIterator($xs),
    'generator' => fn(array $xs) => gen($xs),
];

$differ = 0;
foreach ($inputs as $name => $sets) {
    $forms = [$name => $name, strtoupper($name) => strtoupper($name), "$name(...)" => Closure::fromCallable($name)];
    foreach ($questions as $q => $set) {
        /* The set, then an element of the other set, or one the function refuses. */
        $ends = array_merge(array_slice($sets[$set === 'truthy' ? 'falsy' : 'truthy'], 0, 2), $sets['refused']);
        foreach ($ends as $end) {
                $xs = array_merge($sets[$set], [$end]);
                $expected = run(fn() => loop($q, $name, $xs));
                $seen[$name][$q][] = $expected;
                foreach ($forms as $label => $f) {
                    foreach ($kinds as $kind => $make) {
                        $got = run(fn() => $q($make($xs), $f));
                        if ($got !== $expected) {
                            $differ++;
                            echo "DIFFERS: $q over $kind with $label: $got, the loop: $expected\n";
                        }
                    }
                }
        }
    }
}
foreach ($seen as $name => $qs) {
    foreach ($qs as $q => $results) {
        echo "$name, $q:\n  ", implode("\n  ", array_unique($results)), "\n";
    }
}
echo $differ === 0 ? "every form and kind as the loop\n" : "$differ differences\n";
?>
--EXPECT--
trim, all:
  false ["__toString() of ' n '"]
  TypeError: trim(): Argument #1 ($string) must be of type string, array given ["__toString() of ' n '"]
  TypeError: trim(): Argument #1 ($string) must be of type string, stdClass given ["__toString() of ' n '"]
trim, any:
  true ["trim(): Passing null to parameter #1 ($string) of type string is deprecated","__toString() of '  '"]
  TypeError: trim(): Argument #1 ($string) must be of type string, array given ["trim(): Passing null to parameter #1 ($string) of type string is deprecated","__toString() of '  '"]
  TypeError: trim(): Argument #1 ($string) must be of type string, stdClass given ["trim(): Passing null to parameter #1 ($string) of type string is deprecated","__toString() of '  '"]
trim, none:
  false ["trim(): Passing null to parameter #1 ($string) of type string is deprecated","__toString() of '  '"]
  TypeError: trim(): Argument #1 ($string) must be of type string, array given ["trim(): Passing null to parameter #1 ($string) of type string is deprecated","__toString() of '  '"]
  TypeError: trim(): Argument #1 ($string) must be of type string, stdClass given ["trim(): Passing null to parameter #1 ($string) of type string is deprecated","__toString() of '  '"]
dirname, all:
  false
  TypeError: dirname(): Argument #1 ($path) must be of type string, array given
dirname, any:
  true ["dirname(): Passing null to parameter #1 ($path) of type string is deprecated"]
  TypeError: dirname(): Argument #1 ($path) must be of type string, array given ["dirname(): Passing null to parameter #1 ($path) of type string is deprecated"]
dirname, none:
  false ["dirname(): Passing null to parameter #1 ($path) of type string is deprecated"]
  TypeError: dirname(): Argument #1 ($path) must be of type string, array given ["dirname(): Passing null to parameter #1 ($path) of type string is deprecated"]
dechex, all:
  false ["Implicit conversion from float 3.5 to int loses precision"]
  false ["Implicit conversion from float 3.5 to int loses precision","dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
  TypeError: dechex(): Argument #1 ($num) must be of type int, string given ["Implicit conversion from float 3.5 to int loses precision"]
  TypeError: dechex(): Argument #1 ($num) must be of type int, array given ["Implicit conversion from float 3.5 to int loses precision"]
dechex, any:
  true ["dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
  TypeError: dechex(): Argument #1 ($num) must be of type int, string given ["dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
  TypeError: dechex(): Argument #1 ($num) must be of type int, array given ["dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
dechex, none:
  false ["dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
  TypeError: dechex(): Argument #1 ($num) must be of type int, string given ["dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
  TypeError: dechex(): Argument #1 ($num) must be of type int, array given ["dechex(): Passing null to parameter #1 ($num) of type int is deprecated"]
every form and kind as the loop
