<?php
/*
 * What a fuzz case is made of at run time: the log both runs write, its canonical serialiser, the
 * instrumented iterators, objects and callables, and Ctx, which builds one fresh instance of a case
 * from its spec (a plain array, see generate.php) and performs the callback's scripted actions.
 *
 * Everything a run touches hangs off its Ctx: nothing static survives from one run to the next,
 * so the reference run and the extension run of a case start from identical, separate states.
 */

namespace IterpredFuzz;

/* What both generators (generate.php's SpecGen, closures.php's Gen) draw from their seed with:
 * Mt19937 through Random\Randomizer, nothing else. */
trait RandomChoices
{
    private \Random\Randomizer $r;

    public function __construct(int $seed)
    {
        $this->r = new \Random\Randomizer(new \Random\Engine\Mt19937($seed));
    }

    private function int(int $min, int $max): int
    {
        return $this->r->getInt($min, $max);
    }

    private function chance(int $percent): bool
    {
        return $this->r->getInt(1, 100) <= $percent;
    }

    private function pick(array $xs): mixed
    {
        return $xs[$this->r->getInt(0, count($xs) - 1)];
    }
}

final class FuzzException extends \Exception {}

enum Suit: string
{
    case Hearts = 'H';
    case Spades = 'S';
}

/* The log of one run: canonical strings, so objects are compared by class and order of appearance. */
final class Log
{
    /** @var list<string> */
    public array $lines = [];
    public Canon $canon;
    public bool $open = true;
    /** FUZZ_TRACE=1 prints the log as it is written: for a case that hangs or crashes. */
    private bool $trace;

    public function __construct()
    {
        $this->canon = new Canon();
        $this->trace = getenv('FUZZ_TRACE') === '1';
    }

    public function add(string $what, mixed ...$values): void
    {
        if (!$this->open) {
            return;
        }
        $parts = [$what];
        foreach ($values as $v) {
            $parts[] = $this->canon->value($v);
        }
        $this->lines[] = implode(' ', $parts);
        if ($this->trace) {
            fwrite(STDERR, end($this->lines) . "\n");
        }
    }

    public function exception(string $what, \Throwable $e): void
    {
        if ($this->open) {
            $this->lines[] = $what . ' ' . $this->canon->exception($e);
        }
    }
}

final class Canon
{
    private \WeakMap $ids;
    private int $next = 0;

    public function __construct()
    {
        $this->ids = new \WeakMap();
    }

    public function value(mixed $v, int $depth = 0): string
    {
        if (is_array($v)) {
            if ($depth >= 4) {
                return '[...' . count($v) . ']';
            }
            $parts = [];
            foreach ($v as $k => $item) {
                $parts[] = var_export($k, true) . '=>' . $this->value($item, $depth + 1);
            }
            return '[' . implode(',', $parts) . ']';
        }
        if (is_object($v)) {
            if ($v instanceof Labelled) {
                return get_class($v) . '(' . $v->label() . ')';
            }
            if ($v instanceof \UnitEnum) {
                return get_class($v) . '::' . $v->name;
            }
            $id = $this->ids[$v] ??= ++$this->next;
            return get_class($v) . '#' . $id;
        }
        if (is_string($v) && strlen($v) > 48) {
            return 'str(' . strlen($v) . ',' . md5($v) . ')';
        }
        if (is_resource($v) || gettype($v) === 'resource (closed)') {
            return gettype($v);
        }
        if (is_float($v) && is_nan($v)) {
            return 'NAN';
        }
        return var_export($v, true);
    }

    public function exception(\Throwable $e, int $depth = 0): string
    {
        if (Impl::$against === 'polyfill') {
            return $this->exactException($e, $depth);
        }
        $message = $e->getMessage();
        /* A bad mode is a ValueError naming argument #3 ($mode); the reference does not repeat the rest of the text. */
        /* Argument errors of the reference are a userland function's: its name. */
        if ($e instanceof \TypeError && str_starts_with($message, 'IterpredFuzz\\ref_')) {
            $message = substr($message, strlen('IterpredFuzz\\ref_'));
        }
        /* Where a userland caller is: in an argument error to a callback called from the reference. */
        $message = preg_replace(['/, called in .* on line \d+$/', '/ passed in .* on line \d+ and /'], ['', ' passed and '], $message);
        /* A non-callable callback: a userland "callable" type says it differently from zpp. */
        if ($e instanceof \TypeError && preg_match('/^(\w+\(\): Argument #2 \(\$callback\)) must be (?:of type \??callable|a valid callback)/', $message, $m)) {
            $message = $m[1] . ' is not callable';
        }
        if ($e instanceof \ValueError && preg_match('/^(?:IterpredFuzz\\\\ref_)?(\w+\(\): Argument #3 \(\$mode\))/', $message, $m)) {
            $message = $m[1] . ' ...';
        }
        $s = get_class($e) . '(' . var_export($message, true) . ', ' . $e->getCode() . ')';
        if ($e->getPrevious() && $depth < 4) {
            $s .= ' <- ' . $this->exception($e->getPrevious(), $depth + 1);
        }
        return $s;
    }

    /**
     * Against the polyfill nothing is blurred: the class, message and code, where the exception was
     * made and the functions on its trace must be the extension's, with the copy's namespace taken off.
     */
    private function exactException(\Throwable $e, int $depth): string
    {
        $unprefix = fn (string $s): string => str_replace(POLYFILL_COPY . '\\', '', $s);
        $frames = [];
        foreach ($e->getTrace() as $f) {
            if (($f['class'] ?? null) === Impl::class || $f['function'] === __NAMESPACE__ . '\\run_once') {
                break;  /* the fuzzer's own frames below the call, run_once() on another line for each side */
            }
            /* The polyfill resolves a scope-relative callable ('self::pred') with Closure::fromCallable()
             * in a closure bound to the caller's scope: an exception that an error handler makes of
             * its E_DEPRECATED has those two frames more than the extension's (argument parsing).
             * Reported to the polyfill's owner; blurred here, the rest of the trace compared. */
            if ((($f['class'] ?? null) === \Closure::class && $f['function'] === 'fromCallable')
                    || $f['function'] === POLYFILL_COPY . '\\Polyfill\\{closure}') {
                continue;
            }
            /* Seen from inside the callback (not escaped from the call), the polyfill's frame has its
             * file and line where the extension's is internal: a difference README lists. */
            $internal = !isset($f['file']) || str_starts_with(basename($f['file']), 'iterpred-polyfill-copy-');
            $frames[] = $unprefix(($f['class'] ?? '') . ($f['type'] ?? '') . $f['function'])
                . ($internal ? '@internal' : '@' . basename($f['file']) . ':' . $f['line']);
        }
        $s = get_class($e) . '(' . var_export($unprefix($e->getMessage()), true) . ', ' . $e->getCode() . ') at '
            . basename($e->getFile()) . ':' . $e->getLine() . ' [' . implode(' ', $frames) . ']';
        if ($e->getPrevious() && $depth < 4) {
            $s .= ' <- ' . $this->exactException($e->getPrevious(), $depth + 1);
        }
        return $s;
    }
}

interface Labelled
{
    public function label(): string;
}

/* An element with a destructor that logs, or throws. */
final class Obj implements Labelled
{
    public function __construct(private Ctx $ctx, private string $label, private bool $throws = false) {}

    public function label(): string
    {
        return $this->label;
    }

    public function __destruct()
    {
        $this->ctx->log->add('~' . $this->label);
        if ($this->throws && $this->ctx->armed) {
            throw new FuzzException("destructor of $this->label", 7);
        }
    }
}

final class Str implements \Stringable, Labelled
{
    public function __construct(private string $s) {}

    public function label(): string
    {
        return $this->s;
    }

    public function __toString(): string
    {
        return $this->s;
    }
}

/* An object with declared properties, for ArrayObject over an object (INDIRECT slots, unset ones). */
final class Props
{
    public mixed $a = 1;
    public mixed $b = 0;
    public mixed $c;
    protected mixed $hidden = 'h';
}

/* An Iterator that logs every method call and throws from the n-th call of one of them. */
final class LogIterator implements \Iterator, Labelled
{
    public int $pos = 0;
    private array $calls = [];

    /** @param list<array{mixed, mixed}> $items key and value specs */
    public function __construct(private Ctx $ctx, private string $label, private array $items,
        private array $faults, private string $validAs, private bool $fresh)
    {
        if (!$fresh) {
            foreach ($this->items as $i => [$k, $v]) {
                $this->items[$i] = [$ctx->value($k), $ctx->value($v)];
            }
        }
    }

    public function label(): string
    {
        return $this->label;
    }

    private function hit(string $method): void
    {
        $this->ctx->log->add("$this->label->$method");
        $n = $this->calls[$method] = ($this->calls[$method] ?? 0) + 1;
        if (($this->faults[$method] ?? 0) === $n) {
            throw new FuzzException("$this->label->$method #$n", 100 + $n);
        }
    }

    public function rewind(): void
    {
        $this->hit('rewind');
        $this->pos = 0;
    }

    #[\ReturnTypeWillChange]
    public function valid()
    {
        $this->hit('valid');
        $valid = $this->pos >= 0 && $this->pos < count($this->items);
        return match ($this->validAs) {
            'int' => (int) $valid,
            'string' => $valid ? 'yes' : '0',
            'array' => $valid ? [0] : [],
            'object' => $valid ? new \stdClass() : null,
            default => $valid,
        };
    }

    public function current(): mixed
    {
        $this->hit('current');
        $v = $this->items[$this->pos][1] ?? null;
        return $this->fresh ? $this->ctx->value($v) : $v;
    }

    public function key(): mixed
    {
        $this->hit('key');
        $k = $this->items[$this->pos][0] ?? null;
        return $this->fresh ? $this->ctx->value($k) : $k;
    }

    public function next(): void
    {
        $this->hit('next');
        $this->pos++;
    }
}

/* An IteratorAggregate whose getIterator() logs, may throw, and builds its inner iterable afresh. */
final class LogAggregate implements \IteratorAggregate, Labelled
{
    private int $calls = 0;

    public function __construct(private Ctx $ctx, private string $label, private array $spec) {}

    public function label(): string
    {
        return $this->label;
    }

    #[\ReturnTypeWillChange]
    public function getIterator()
    {
        $this->ctx->log->add("$this->label->getIterator");
        /* Its destructor runs as getIterator() returns: the iterator comes back with an exception pending. */
        $local = ($this->spec['bomb'] ?? false) ? new Obj($this->ctx, $this->ctx->label('bomb'), true) : null;
        $n = ++$this->calls;
        if (($this->spec['throw'] ?? 0) === $n) {
            throw new FuzzException("$this->label->getIterator #$n", 200 + $n);
        }
        if (array_key_exists('bad', $this->spec)) {
            return $this->ctx->value($this->spec['bad']);
        }
        return $this->ctx->iterable($this->spec['inner'] ?? ['t' => 'array'], $this->label . '.');
    }
}

/* The callback's behaviour, whatever its form: log the arguments, act, return. */
final class Handler
{
    public int $calls = 0;

    public function __construct(private Ctx $ctx, private array $spec, private int $depth, private string $label) {}

    public function note(string $what): void
    {
        $this->ctx->log->add($what);
    }

    public function call(array $args): mixed
    {
        $i = $this->calls++;
        $this->ctx->log->add("$this->label(", ...$args);
        foreach ($this->spec['act'][$i] ?? [] as $action) {
            $this->ctx->act($action, $this->depth);
        }
        $ret = $this->spec['ret'] ?? ['arg'];
        return match ($ret[0] ?? 'arg') {
            'seq' => $this->ctx->value($ret[1][$i] ?? ($ret[2] ?? false)),
            'not' => !($args[0] ?? null),
            default => $args[0] ?? null,
        };
    }
}

class CbObject
{
    public function __construct(public Handler $h) {}

    public function method(...$args)
    {
        return $this->h->call($args);
    }

    public function __invoke(...$args)
    {
        return $this->h->call($args);
    }

    public function __call($name, $args)
    {
        return $this->h->call($args);
    }
}

final class CbStatic
{
    public static ?Handler $handler = null;

    public static function method(...$args)
    {
        return self::$handler->call($args);
    }

    public static function __callStatic($name, $args)
    {
        return self::$handler->call($args);
    }
}

/*
 * Scope-relative callables given from inside a class scope: 'self::pred', 'parent::pred',
 * 'static::pred', [ScopedCaller::class, 'parent::pred']. They pass argument parsing with an
 * E_DEPRECATED ("Use of "self" in callables is deprecated"); an error handler that throws leaves that
 * exception pending before anything is walked (issue 9, shape 1). Which method was resolved is logged.
 */
class ScopedBase
{
    public static function pred(...$args)
    {
        CbStatic::$handler->note('ScopedBase::pred');
        return CbStatic::$handler->call($args);
    }
}

final class ScopedCaller extends ScopedBase
{
    public const FORMS = ['scoped_self' => 'self::pred', 'scoped_parent' => 'parent::pred', 'scoped_static' => 'static::pred',
        'scoped_array_parent' => [self::class, 'parent::pred']];

    public static function pred(...$args)
    {
        CbStatic::$handler->note('ScopedCaller::pred');
        return CbStatic::$handler->call($args);
    }

    /* Impl::call() from this class's scope: the callable is resolved here. A copy of Impl::call()'s
     * body, not a call to it: a callable names 'self::'/'parent::'/'static::' relative to the scope
     * that makes the call, and the frames on a trace are compared, so the call itself must stand in
     * this method (a shared helper would add a frame and move the scope). */
    public static function call(Impl $impl, string $fn, mixed $it, mixed $cb, int $mode): bool
    {
        if (Impl::$against === 'polyfill') {
            $name = $impl->ext ? $fn : POLYFILL_COPY . '\\' . $fn;
            return str_starts_with($fn, 'array_') ? $name($it, $cb) : $name($it, $cb, $mode);
        }
        if ($impl->ext) {
            return match ($fn) {
                'any' => \any($it, $cb, $mode),
                'all' => \all($it, $cb, $mode),
                'none' => \none($it, $cb, $mode),
                'array_every' => \array_every($it, $cb),
                'array_any' => \array_any($it, $cb),
                'array_all' => \array_all($it, $cb),
            };
        }
        return $impl->call($fn, $it, ref_resolve_in_scope($cb, self::class), $mode);
    }
}

/** Whether opcache's JIT is on in this process. */
function jit_on(): bool
{
    static $on = null;
    if ($on === null) {
        /* false where opcache is not enabled (PHP 8.5 builds it in): no offset to read. */
        $status = function_exists('opcache_get_status') ? @opcache_get_status(false) : false;
        $on = is_array($status) && !empty($status['jit']['on']);
    }
    return $on;
}

/**
 * PHP 8.2's tracing JIT: an exception that a destructor throws as a call's arguments are released
 * (the argument held the last reference: the callback dropped, reassigned or rewrote the iterable)
 * escapes the caller's try/catch (engine bug 12 in README.md; jit_destructor_escapes_catch.php).
 * Under the JIT only, the fuzzer keeps a second reference to each iterable it passes, so that those
 * destructors run at teardown instead; nothing else is excluded. FUZZ_JIT_EXCLUSION=0 turns this off.
 */
function jit_keeps_arguments(): bool
{
    static $keep = null;
    return $keep ??= jit_on() && getenv('FUZZ_JIT_EXCLUSION') !== '0';
}

/** Whether ext/gmp is loaded and a GMP object's bool cast fails (E_RECOVERABLE_ERROR on PHP 8.2). */
function gmp_cast_fails(): bool
{
    static $fails = null;
    if ($fails === null) {
        $fails = false;
        if (function_exists('gmp_init')) {
            set_error_handler(function (int $type) use (&$fails): bool {
                $fails = $fails || $type === E_RECOVERABLE_ERROR;
                return true;
            });
            try {
                (bool) gmp_init(1);
            } catch (\Throwable) {
                $fails = true;
            } finally {
                restore_error_handler();
            }
        }
    }
    return $fails;
}

/* The implementation under test, or the reference: the same call sites for both. */
final class Impl
{
    /** 'reference' (reference.php) or 'polyfill' (a copy of polyfill/iterpred.php): the other side. */
    public static string $against = 'reference';

    public function __construct(public readonly bool $ext) {}

    /* ScopedCaller::call() and closures.php's run_once() repeat this dispatch on purpose, each where
     * its call must stand (their comments say why). */
    public function call(string $fn, mixed $it, mixed $cb, int $mode): bool
    {
        if (self::$against === 'polyfill') {
            /* Both from the same line, so that what an exception says of where it was made compares. */
            $name = $this->ext ? $fn : POLYFILL_COPY . '\\' . $fn;
            return str_starts_with($fn, 'array_') ? $name($it, $cb) : $name($it, $cb, $mode);
        }
        if ($this->ext) {
            return match ($fn) {
                'any' => \any($it, $cb, $mode),
                'all' => \all($it, $cb, $mode),
                'none' => \none($it, $cb, $mode),
                'array_every' => \array_every($it, $cb),
                'array_any' => \array_any($it, $cb),
                'array_all' => \array_all($it, $cb),
            };
        }
        return match ($fn) {
            'any' => ref_any($it, $cb, $mode),
            'all' => ref_all($it, $cb, $mode),
            'none' => ref_none($it, $cb, $mode),
            'array_every' => ref_array_every($it, $cb),
            'array_any' => ref_array_any($it, $cb),
            'array_all' => ref_array_all($it, $cb),
        };
    }
}

/* One run of one case: builds the iterable and the callback from the spec, fresh. */
final class Ctx
{
    public Log $log;
    /** The array argument, as a variable the callback can write to. */
    public mixed $arr = null;
    /** Variables that array elements are references to. */
    public array $refs = [];
    /** The top-level iterable when it is an object. */
    public mixed $object = null;
    public array $shared = [];
    public array $keep = [];
    public mixed $callback = null;
    /** Destructors throw only while the call runs, not while the case is built or torn down. */
    public bool $armed = false;
    public int $reentries = 0;
    private int $labels = 0;

    public function __construct(public Impl $impl, public array $spec)
    {
        $this->log = new Log();
    }

    public function label(string $prefix): string
    {
        return $prefix . ++$this->labels;
    }

    /** The argument for a call on "the same iterable": the array variable as it is now, or the object. */
    public function target(): mixed
    {
        return $this->object ?? $this->arr;
    }

    public function value(mixed $spec): mixed
    {
        if (!is_array($spec)) {
            /* A string built at run time: refcounted, unlike a literal. */
            return is_string($spec) && $spec !== '' ? str_repeat($spec, 1) : $spec;
        }
        switch ($spec[0] ?? null) {
            case 'arr':
                $a = [];
                foreach ($spec[1] ?? [] as $item) {
                    $a[$item[0]] = $this->value($item[1] ?? null);
                }
                return $a;
            case 'obj':
                return $this->object($spec[1] ?? 'std', (string) ($spec[2] ?? ''));
            case 'shared':
                return $this->shared[$spec[1] ?? 0] ??= $this->object($spec[2] ?? 'std', 's' . ($spec[1] ?? 0));
            case 'self':
                return $this->target();
            case 'float':
                return (float) ($spec[1] ?? 0.0);
            default:
                throw new \LogicException('bad value spec');
        }
    }

    private function object(string $kind, string $label): mixed
    {
        return match ($kind) {
            'std' => (object) ['p' => $label],
            'empty' => new \stdClass(),
            'dtor' => new Obj($this, $this->label('o')),
            'dtor_throws' => new Obj($this, $this->label('t'), true),
            'str' => new Str($label),
            'ao' => new \ArrayObject([]),
            'closure' => fn() => 0,
            'enum' => Suit::Spades,
            'gen' => (function () { yield 1; })(),
            'stream' => fopen('php://memory', 'r'),
            'gmp' => gmp_cast_fails() ? gmp_init(1) : (object) ['p' => 'gmp'],
            default => throw new \LogicException('bad object kind'),
        };
    }

    /** Builds the array argument: items, holes, references. */
    public function buildArray(array $spec): array
    {
        $a = [];
        foreach ($spec['items'] ?? [] as $item) {
            $a[$item[0]] = $this->value($item[1] ?? null);
        }
        foreach ($spec['refs'] ?? [] as [$k, $to]) {
            if (!array_key_exists($k, $a)) {
                continue;
            }
            if (is_string($to) && str_starts_with($to, 'var')) {
                $this->refs[$to] = $a[$k];
                $a[$k] = &$this->refs[$to];
            } elseif ($to === 'lone') {
                $tmp = $a[$k];
                $a[$k] = &$tmp;
                unset($tmp);
            } elseif (array_key_exists($to, $a)) {
                $a[$k] = &$a[$to];
            }
        }
        foreach ($spec['holes'] ?? [] as $k) {
            unset($a[$k]);
        }
        return $a;
    }

    public function iterable(array $spec, string $prefix = ''): mixed
    {
        switch ($spec['t'] ?? 'array') {
            case 'array':
                return $this->buildArray($spec);
            case 'iter':
                return new LogIterator($this, $this->label($prefix . 'it'), $spec['items'] ?? [], $spec['faults'] ?? [],
                    $spec['valid'] ?? 'bool', $spec['fresh'] ?? false);
            case 'agg':
                return new LogAggregate($this, $this->label($prefix . 'agg'), $spec);
            case 'gen':
                return $this->generator($spec, $prefix);
            case 'spl':
                return $this->spl($spec, $prefix);
        }
        throw new \LogicException('bad iterable spec');
    }

    private function generator(array $spec, string $prefix): \Generator
    {
        $label = $this->label($prefix . 'gen');
        $gen = ($spec['byref'] ?? false) ? gen_by_ref($this, $spec, $label) : gen($this, $spec, $label);
        $start = $spec['start'] ?? 0;
        if ($start !== 0) {
            $this->log->add("$label started");
            try {
                if ($start < 0) {
                    $gen->current();
                } else {
                    for ($i = 0; $i < $start; $i++) {
                        $gen->next();
                    }
                }
            } catch (\Throwable $e) {
                $this->log->exception('start', $e);
            }
        }
        return $gen;
    }

    private function spl(array $spec, string $prefix): mixed
    {
        $inner = fn() => $this->iterable($spec['inner'] ?? ['t' => 'array'], $prefix);
        $innerIterator = function () use ($inner) {
            $it = $inner();
            return $it instanceof \Iterator ? $it : new \IteratorIterator(is_array($it) ? new \ArrayIterator($it) : $it);
        };
        $arr = fn() => $this->buildArray($spec);
        $values = fn() => array_values($this->buildArray($spec));
        switch ($spec['k'] ?? '') {
            case 'ArrayIterator':
                return new \ArrayIterator($arr());
            case 'ArrayObject':
                return new \ArrayObject($arr());
            case 'ArrayObjectProps':
                $o = new Props();
                unset($o->a);
                $o->dyn = 'd';
                return new \ArrayObject($o);
            case 'RecursiveArrayIterator':
                return new \RecursiveIteratorIterator(new \RecursiveArrayIterator($arr()), $spec['rmode'] ?? 0);
            case 'IteratorIterator':
                $it = $inner();
                return new \IteratorIterator(is_array($it) ? new \ArrayIterator($it) : $it);
            case 'NoRewindIterator':
                return new \NoRewindIterator($innerIterator());
            case 'LimitIterator':
                return new \LimitIterator($innerIterator(), $spec['offset'] ?? 0, $spec['count'] ?? -1);
            case 'InfiniteIterator':
                return new \LimitIterator(new \InfiniteIterator($innerIterator()), 0, $spec['count'] ?? 5);
            case 'CachingIterator':
                return new \CachingIterator($innerIterator(), $spec['flags'] ?? \CachingIterator::CALL_TOSTRING);
            case 'CallbackFilterIterator':
                $n = 0;
                return new \CallbackFilterIterator($innerIterator(), function () use (&$n) {
                    $this->log->add('filter');
                    return $n++ % 2 === 0;
                });
            case 'AppendIterator':
                $append = new \AppendIterator();
                $append->append($innerIterator());
                $append->append(new \ArrayIterator($arr()));
                return $append;
            case 'MultipleIterator':
                $multi = new \MultipleIterator($spec['mflags'] ?? \MultipleIterator::MIT_NEED_ALL | \MultipleIterator::MIT_KEYS_NUMERIC);
                $multi->attachIterator(new \ArrayIterator($arr()));
                $multi->attachIterator($innerIterator());
                return $multi;
            case 'RegexIterator':
                return new \RegexIterator(new \ArrayIterator(array_map('strval', array_filter($arr(), 'is_scalar'))), '/0|a/');
            case 'SplFixedArray':
                return \SplFixedArray::fromArray($values());
            case 'SplDoublyLinkedList':
            case 'SplQueue':
            case 'SplStack':
                $class = '\\' . $spec['k'];
                $list = new $class();
                foreach ($values() as $v) {
                    $list->push($v);
                }
                if ($spec['k'] === 'SplDoublyLinkedList' && ($spec['delete'] ?? false)) {
                    $list->setIteratorMode(\SplDoublyLinkedList::IT_MODE_DELETE);
                }
                return $list;
            case 'SplMinHeap':
                $heap = new \SplMinHeap();
                foreach ($values() as $i => $v) {
                    $heap->insert([is_scalar($v) ? (string) $v : '~', $i, $v]);
                }
                return $heap;
            case 'SplPriorityQueue':
                $pq = new \SplPriorityQueue();
                $pq->setExtractFlags($spec['pqflags'] ?? \SplPriorityQueue::EXTR_BOTH);
                foreach ($values() as $i => $v) {
                    $pq->insert($v, $i % 3);
                }
                return $pq;
            case 'SplObjectStorage':
                $storage = new \SplObjectStorage();
                foreach ($values() as $i => $v) {
                    $storage[$this->keep[] = new Str("k$i")] = $v;
                }
                return $storage;
            case 'WeakMap':
                $map = new \WeakMap();
                foreach ($values() as $i => $v) {
                    $map[$this->keep[] = new Str("w$i")] = $v;
                }
                return $map;
            case 'EmptyIterator':
                return new \EmptyIterator();
            case 'DatePeriod':
                return new \DatePeriod(new \DateTimeImmutable('2024-01-01 00:00:00 UTC'), new \DateInterval('P1D'),
                    $spec['count'] ?? 3);
        }
        throw new \LogicException('bad spl spec');
    }

    public function callable(?array $spec, int $depth): mixed
    {
        if ($spec === null) {
            return null;
        }
        $form = $spec['form'] ?? 'closure';
        if (str_starts_with($form, 'internal:')) {
            return substr($form, 9);
        }
        if (str_starts_with($form, 'internal_fcc:')) {
            return \Closure::fromCallable(substr($form, 13));
        }
        $h = new Handler($this, $spec, $depth, $this->label('cb'));
        switch ($form) {
            case 'closure':
                return function ($v) use ($h) { return $h->call(func_get_args()); };
            case 'closure2':
                return function ($v, $k) use ($h) { return $h->call(func_get_args()); };
            case 'closure0':
                return function () use ($h) { return $h->call(func_get_args()); };
            case 'defaults':
                return function ($v = 'dv', $k = 'dk', $x = 'dx') use ($h) { return $h->call(func_get_args()); };
            case 'variadic':
                return function (...$args) use ($h) { return $h->call($args); };
            case 'arrow':
                return fn(...$args) => $h->call($args);
            case 'static':
                return static function ($v) use ($h) { return $h->call(func_get_args()); };
            case 'typed_int':
                return function (int $v) use ($h) { return $h->call(func_get_args()); };
            case 'typed_string':
                return function (?string $v) use ($h) { return $h->call(func_get_args()); };
            case 'typed_union':
                return function (int|string|bool $v, int|string $k = 0) use ($h) { return $h->call(func_get_args()); };
            case 'returns_bool':
                return function ($v) use ($h): bool { return $h->call(func_get_args()); };
            case 'byref':
                return function (&$v) use ($h) { return $h->call(func_get_args()); };
            case 'generator':
                return function ($v) use ($h) { $h->call(func_get_args()); yield $v; };
            case 'method':
                return [new CbObject($h), 'method'];
            case 'invokable':
                return new CbObject($h);
            case 'fcc':
                return (new CbObject($h))->method(...);
            case 'from_callable':
                return \Closure::fromCallable([new CbObject($h), 'method']);
            case 'trampoline':
                return [new CbObject($h), 'undefinedMethod'];
            case 'trampoline_fcc':
                return (new CbObject($h))->undefinedMethod(...);
            case 'static_method':
                CbStatic::$handler = $h;
                return CbStatic::class . '::method';
            case 'static_trampoline':
                CbStatic::$handler = $h;
                return [CbStatic::class, 'magic'];
            case 'static_function':
                CbStatic::$handler = $h;
                return __NAMESPACE__ . '\\callback_function';
            case 'scoped_self':
            case 'scoped_parent':
            case 'scoped_static':
            case 'scoped_array_parent':
                CbStatic::$handler = $h;
                return ScopedCaller::FORMS[$form];
            case 'returns_ref':
                return function &($v) use ($h) {
                    $result = $h->call(func_get_args());
                    return $result;
                };
            case 'bound':
                return \Closure::bind(function (...$args) { return $this->h->call($args); }, new CbObject($h), CbObject::class);
        }
        throw new \LogicException('bad callable spec');
    }

    /** One scripted action of a callback. */
    public function act(array $a, int $depth): void
    {
        switch ($a[0] ?? '') {
            case 'throw':
                $class = $a[1] ?? FuzzException::class;
                $previous = ($a[4] ?? false) ? new \RuntimeException('previous', 3) : null;
                throw new $class((string) ($a[2] ?? 'thrown'), (int) ($a[3] ?? 0), $previous);
            case 'set':
                if (is_array($this->arr)) {
                    $this->arr[$a[1] ?? 0] = $this->value($a[2] ?? null);
                }
                return;
            case 'unset':
                if (is_array($this->arr)) {
                    unset($this->arr[$a[1] ?? 0]);
                }
                return;
            case 'append':
                if (is_array($this->arr)) {
                    $this->arr[] = $this->value($a[1] ?? null);
                }
                return;
            case 'assign':
                $this->arr = $this->value($a[1] ?? null);
                return;
            case 'arrayfn':
                if (is_array($this->arr)) {
                    match ($a[1] ?? '') {
                        'sort' => @sort($this->arr),
                        'pop' => array_pop($this->arr),
                        'shift' => array_shift($this->arr),
                        'unshift' => array_unshift($this->arr, 'u'),
                        'splice' => array_splice($this->arr, 0, 1, ['s1', 's2']),
                        'reverse' => $this->arr = array_reverse($this->arr, true),
                        'end' => end($this->arr),
                        default => null,
                    };
                }
                return;
            case 'refset':
                $this->refs[$a[1] ?? 'var0'] = $this->value($a[2] ?? null);
                return;
            case 'method':
                $this->callMethod($a);
                return;
            case 'reenter':
                if ($depth >= 2) {
                    return;
                }
                $fn = $a[1] ?? 'any';
                $cb = $this->callable($a[2] ?? null, $depth + 1);
                if (jit_keeps_arguments()) {
                    $this->keep[] = ($a[5] ?? false) ? $this->arr : $this->target();
                }
                try {
                    $result = $this->impl->call($fn, ($a[5] ?? false) ? $this->arr : $this->target(), $cb, $a[3] ?? 0);
                    $this->log->add("reenter $fn =", $result);
                } catch (\Throwable $e) {
                    if (!($a[4] ?? true)) {
                        throw $e;
                    }
                    $this->log->exception("reenter $fn threw", $e);
                }
                return;
            case 'gc':
                collect_cycles($this->log);
                return;
            case 'drop':
                $this->object = null;
                $this->arr = null;
                return;
        }
        throw new \LogicException('bad action');
    }

    private function callMethod(array $a): void
    {
        $object = $this->object;
        $method = $a[1] ?? 'next';
        if (!is_object($object) || !method_exists($object, $method)) {
            $this->log->add("no $method");
            return;
        }
        /* SPL's IteratorIterator family forwards unknown methods to the iterator inside (which may be a list). */
        if (($object instanceof \SplDoublyLinkedList || $object instanceof \OuterIterator)
                && in_array($method, ['offsetUnset', 'pop', 'shift'], true)) {
            /* PHP 8.2: removing elements while an IT_MODE_DELETE walk is on frees the element the
             * list's iterator still points at (heap-use-after-free under plain foreach too). */
            $this->log->add("no $method");
            return;
        }
        $args = array_map(fn($v) => $this->value($v), $a[2] ?? []);
        if ($method === 'throw') {
            $args = [new FuzzException('thrown into the generator', 9)];
        }
        try {
            $r = $object->$method(...$args);
            $this->log->add("$method =", $r);
        } catch (\Throwable $e) {
            if (!($a[3] ?? true)) {
                throw $e;
            }
            $this->log->exception("$method threw", $e);
        }
    }

    /** Builds the case's arguments and makes the call; the log gets the outcome. */
    public function run(): void
    {
        $spec = $this->spec;
        try {
            $it = $this->iterable($spec['it'] ?? ['t' => 'array'], '');
            if (is_array($it)) {
                $this->arr = $it;
            } else {
                $this->object = $it;
            }
            unset($it);
            $this->callback = $this->callable($spec['cb'] ?? null, 0);
        } catch (\Throwable $e) {
            $this->log->exception('build threw', $e);
            return;
        }
        if (jit_keeps_arguments()) {
            $this->keep[] = $this->object ?? $this->arr;
        }
        $this->log->add('call');
        $this->armed = true;
        try {
            $result = str_starts_with($spec['cb']['form'] ?? '', 'scoped_')
                ? ScopedCaller::call($this->impl, $spec['fn'] ?? 'any', $this->object ?? $this->arr, $this->callback, $spec['mode'] ?? 0)
                : $this->impl->call($spec['fn'] ?? 'any', $this->object ?? $this->arr, $this->callback, $spec['mode'] ?? 0);
            $this->log->add('result', $result);
        } catch (\Throwable $e) {
            $this->log->exception('exception', $e);
        }
        $this->after();
        $this->armed = false;
    }

    /** What the walk left behind: the array variable, the iterator's position, the generator's state. */
    private function after(): void
    {
        try {
            if ($this->object === null) {
                $this->log->add('array after', $this->arr);
            } elseif ($this->object instanceof LogIterator) {
                $this->log->add('position after', $this->object->pos);
            } elseif ($this->object instanceof \Generator && ($this->spec['after'] ?? false)) {
                $this->log->add('generator after', $this->object->valid(), $this->object->key(), $this->object->current());
            }
        } catch (\Throwable $e) {
            $this->log->exception('after threw', $e);
        }
    }

    /** Drops everything in a fixed order, so destructors run, and are logged, in the same order in both runs. */
    public function teardown(): void
    {
        foreach (['callback', 'object', 'arr', 'refs', 'shared', 'keep'] as $field) {
            try {
                $this->$field = is_array($this->$field) ? [] : null;
            } catch (\Throwable $e) {
                $this->log->exception("teardown $field threw", $e);
            }
        }
        CbStatic::$handler = null;
    }
}

/* A plain user function as the callback (a string callable). */
function callback_function(...$args)
{
    return CbStatic::$handler->call($args);
}

/* The generators of the cases: log each step, build each element when it is yielded. */
function gen(Ctx $c, array $spec, string $label): \Generator
{
    $c->log->add("$label body");
    try {
        foreach ($spec['items'] ?? [] as $i => $item) {
            if ($i === ($spec['throw_at'] ?? -1)) {
                throw new FuzzException("$label body at $i", 300 + $i);
            }
            $c->log->add("$label yields", $i);
            switch ($item[0] ?? 'auto') {
                case 'kv':
                    $sent = yield $c->value($item[1] ?? null) => $c->value($item[2] ?? null);
                    break;
                case 'from':
                    $sent = yield from $c->iterable($item[1] ?? ['t' => 'array'], "$label.");
                    break;
                case 'reenter':
                    /* Bounded: through an IteratorAggregate each walk would make a new generator. */
                    $sent = $c->reentries++ < 2 ? $c->impl->call('any', $c->target(), null, 0) : null;
                    break;
                default:
                    $sent = yield $c->value($item[1] ?? null);
            }
            $c->log->add("$label resumed", $i, $sent);
        }
    } finally {
        if ($spec['finally'] ?? false) {
            $c->log->add("$label finally");
        }
    }
    $c->log->add("$label returns");
    return $c->value($spec['return'] ?? null);
}

function &gen_by_ref(Ctx $c, array $spec, string $label): \Generator
{
    $c->log->add("$label body");
    foreach ($spec['items'] ?? [] as $i => $item) {
        if ($i === ($spec['throw_at'] ?? -1)) {
            throw new FuzzException("$label body at $i", 300 + $i);
        }
        $c->log->add("$label yields", $i);
        $value = $c->value(($item[0] ?? 'auto') === 'kv' ? ($item[2] ?? null) : ($item[1] ?? null));
        yield $value;
        unset($value);
    }
    $c->log->add("$label returns");
}
