<?php
/*
 * The classes, constants and makers the random closure bodies of closures.php read. Every method that
 * PHP runs on its own (__get, __isset, offsetGet, __toString, a property hook, a lazy initializer)
 * logs to Probe::$log, so a fast path that skips or repeats one shows in the comparison. On PHP < 8.4
 * hooked(), lazy_ghost() and lazy_proxy() make a plain P, so a seed is the same case everywhere.
 */

namespace IterpredFuzz\Closures;

const M = 3;
/* A needle and in_array()'s arrays, read by FETCH_CONSTANT: scalars, strings, and NAN beside null and bools. */
const ST = 'ab';
const HS = ['a', 'abc', '1', 0, null, 1.5, "a\tb"];
const HN = [NAN, true, 'x', 0];
/* Read unqualified and not imported (issue 39): each namespaced case has a namespace of its own, where
 * EARLY is the namespace's own from the start and LATE the global one until the case's generator defines
 * the namespace's after its first element; the VM keeps whichever an opline found first. */
\define('EARLY', -1);
\define('LATE', 0);

function define_early(string $namespace): void
{
    if ($namespace !== '' && !\defined("$namespace\\EARLY")) {
        \define("$namespace\\EARLY", 2);
    }
}

function define_late(string $namespace): void
{
    if ($namespace !== '' && !\defined("$namespace\\LATE")) {
        \define("$namespace\\LATE", 42);
    }
}

final class Probe
{
    public static array $log = [];

    public static function log(string $line): void
    {
        self::$log[] = $line;
    }
}

final class K
{
    public const X = 5;
    public const S = "\t";
    public const HS = ['Row', "a\tb", ''];
}

#[\AllowDynamicProperties]
class P
{
    public const X = -1;

    public function __construct(public mixed $p = null, public mixed $active = null, private mixed $priv = 'secret')
    {
    }
}

class Row extends P
{
}

/* No declared properties: every property read is __get's, every isset() __isset's. */
final class G
{
    public function __construct(private mixed $x)
    {
    }

    public function __get(string $name): mixed
    {
        Probe::log("__get $name");
        return $this->x;
    }

    public function __isset(string $name): bool
    {
        Probe::log("__isset $name");
        return $name !== 'q';
    }
}

/* Declared properties unset in the constructor: reads reach __get. */
final class UG
{
    public mixed $p;
    public mixed $active;

    public function __construct(private mixed $x)
    {
        unset($this->p, $this->active);
    }

    public function __get(string $name): mixed
    {
        Probe::log("UG __get $name");
        return $this->x;
    }
}

/* Typed properties never initialised: reading one is an Error, isset() is false. */
final class U
{
    public int $p;
    public ?bool $active;
    public array $k;
}

final class RO
{
    public function __construct(public readonly mixed $p, public readonly mixed $active)
    {
    }
}

final class Priv
{
    public function __construct(private mixed $priv, protected mixed $p = 1)
    {
    }
}

final class AA implements \ArrayAccess
{
    public function __construct(private array $a)
    {
    }

    public function offsetExists(mixed $offset): bool
    {
        Probe::log('offsetExists ' . var_export($offset, true));
        return isset($this->a[$offset]);
    }

    public function offsetGet(mixed $offset): mixed
    {
        Probe::log('offsetGet ' . var_export($offset, true));
        return $this->a[$offset] ?? null;
    }

    public function offsetSet(mixed $offset, mixed $value): void
    {
        Probe::log('offsetSet');
    }

    public function offsetUnset(mixed $offset): void
    {
        Probe::log('offsetUnset');
    }
}

final class S implements \Stringable
{
    private string $s;

    public function __construct(mixed $s)
    {
        $this->s = is_scalar($s) || $s === null ? (string) $s : 'x';
    }

    public function __toString(): string
    {
        Probe::log("__toString {$this->s}");
        return $this->s;
    }
}

enum E: string
{
    case A = 'a';
}

final class Agg implements \IteratorAggregate
{
    public function __construct(private array $xs)
    {
    }

    public function getIterator(): \Iterator
    {
        Probe::log('getIterator');
        return new \ArrayIterator($this->xs);
    }
}

if (PHP_VERSION_ID >= 80400) {
    /* Hooks are a parse error before 8.4. */
    eval(<<<'PHP'
        namespace IterpredFuzz\Closures;
        final class H
        {
            public function __construct(private mixed $raw, public mixed $active = null)
            {
            }

            public mixed $p {
                get {
                    Probe::log('hook get p');
                    return $this->raw;
                }
            }
        }
        PHP);
}

function hooked(mixed $p, mixed $active): object
{
    return PHP_VERSION_ID >= 80400 ? new H($p, $active) : new P($p, $active);
}

function lazy_ghost(mixed $p, mixed $active): object
{
    if (PHP_VERSION_ID < 80400) {
        return new P($p, $active);
    }
    return (new \ReflectionClass(P::class))->newLazyGhost(function (P $o) use ($p, $active): void {
        Probe::log('lazy ghost initialised');
        $o->__construct($p, $active);
    });
}

function lazy_proxy(mixed $p, mixed $active): object
{
    if (PHP_VERSION_ID < 80400) {
        return new P($p, $active);
    }
    return (new \ReflectionClass(P::class))->newLazyProxy(function (P $o) use ($p, $active): P {
        Probe::log('lazy proxy initialised');
        return new P($p, $active);
    });
}

/* A class whose property handlers are its own; a P where ext/simplexml is missing. */
function sx(): object
{
    return class_exists(\SimpleXMLElement::class)
        ? new \SimpleXMLElement('<r active="0"><p>1</p><k>a</k></r>') : new P(1, 0);
}
