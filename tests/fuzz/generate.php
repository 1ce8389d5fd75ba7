<?php
/*
 * Random case specs. A spec is a plain array (var_export-able, so it can be printed, reduced and
 * replayed): which function, which iterable, which callback with which scripted behaviour, which
 * mode. It is a pure function of the seed: Mt19937 through Random\Randomizer, nothing else.
 *
 * Value specs: a scalar stands for itself; ['arr', [[key, value], ...]], ['obj', kind, label],
 * ['shared', n, kind] (the same object wherever it appears in a run), ['self'] (the iterable).
 */

namespace IterpredFuzz;

final class SpecGen
{
    use RandomChoices;

    private const SCALARS = [0, 1, -1, 2, 42, PHP_INT_MAX, PHP_INT_MIN, 0.0, -0.0, 0.5, -1.5, NAN, INF,
        '', '0', '00', '0.0', ' ', 'a', 'false', '1e0', 'null', '10', 'x y', true, false, null];
    /* 'gmp': an object whose bool cast fails (E_RECOVERABLE_ERROR on 8.2); a stdClass where ext/gmp is
     * missing or its objects cast to bool (Ctx::object()), so a seed is the same case everywhere. */
    private const OBJECTS = ['std', 'empty', 'dtor', 'dtor', 'dtor_throws', 'str', 'ao', 'closure', 'enum', 'gen', 'stream',
        'gmp'];
    private const ARRAY_KEYS = [0, 1, 2, 3, 7, -1, -5, PHP_INT_MAX, 'a', 'b', '', '0x', '01', ' ', 'key', '5', '-0', '1.5', 'é'];
    private const INTERNAL_1 = ['is_int', 'is_string', 'is_numeric', 'boolval', 'intval', 'strlen', 'is_null', 'is_array',
        'ctype_digit', 'is_object', 'trim', 'count', 'is_scalar', 'floatval', 'strval', 'is_iterable', 'array_filter',
        'utf8_encode', 'iterator_count', 'get_object_vars', 'dirname', 'dechex'];
    private const INTERNAL_2 = ['str_contains', 'max', 'min', 'strcmp', 'is_a', 'array_key_exists', 'in_array', 'intdiv',
        'substr', 'is_subclass_of', 'round', 'sort', 'explode'];
    private const FORMS = ['closure', 'closure', 'closure', 'closure', 'closure2', 'closure0', 'defaults', 'variadic', 'arrow',
        'arrow', 'static', 'typed_int', 'typed_string', 'typed_union', 'returns_bool', 'byref', 'generator', 'method',
        'invokable', 'fcc', 'from_callable', 'trampoline', 'trampoline_fcc', 'static_method', 'static_trampoline', 'bound',
        'static_function', 'returns_ref', 'scoped_self', 'scoped_parent', 'scoped_static', 'scoped_array_parent'];
    private const SPL = ['ArrayIterator', 'ArrayIterator', 'ArrayObject', 'ArrayObject', 'ArrayObjectProps',
        'RecursiveArrayIterator', 'IteratorIterator', 'NoRewindIterator', 'LimitIterator', 'InfiniteIterator',
        'CachingIterator', 'CallbackFilterIterator', 'AppendIterator', 'MultipleIterator', 'RegexIterator',
        'SplFixedArray', 'SplDoublyLinkedList', 'SplQueue', 'SplStack', 'SplMinHeap', 'SplPriorityQueue',
        'SplObjectStorage', 'WeakMap', 'EmptyIterator', 'DatePeriod'];
    private const METHODS = [
        'iter' => ['rewind', 'next', 'current', 'key', 'valid'],
        'gen' => ['next', 'next', 'send', 'throw', 'current', 'key', 'rewind', 'getReturn', 'valid'],
        'agg' => ['getIterator'],
        /* Not append(): on an ArrayIterator whose next index is taken (after PHP_INT_MAX) PHP 8.2 fails
         * without a word and leaks the value. offsetSet() covers the growing array. */
        'spl' => ['rewind', 'next', 'offsetSet', 'offsetUnset', 'exchangeArray', 'seek', 'push', 'pop',
            'shift', 'extract', 'insert', 'setSize', 'current', 'detach', 'getIterator'],
    ];

    /* Set while generating what a generator delegates to with yield from: PHP 8.2's foreach leaks its
     * iterator (or worse) when a destructor runs while a delegated generator resumes and that
     * generator then throws. That is the engine's bug, not iterpred's, so the reference must not hit it. */
    private bool $delegated = false;
    /* Set inside SPL wrappers and IteratorAggregate results: an SPL iterator holding itself as its
     * cached current element is freed twice by PHP 8.2's cycle collector (zend_user_it_invalidate_current()
     * re-entered), and an IteratorAggregate returning itself recurses until the C stack overflows. */
    private bool $noSelf = false;


    private function size(): int
    {
        $p = $this->int(1, 100);
        return match (true) {
            $p <= 8 => 0,
            $p <= 48 => $this->int(1, 4),
            $p <= 85 => $this->int(5, 12),
            $p <= 97 => $this->int(13, 40),
            default => $this->int(100, 400),
        };
    }

    public function value(int $depth = 0): mixed
    {
        $p = $this->int(1, 100);
        if ($p <= 62 || $depth > 2) {
            return $this->pick(self::SCALARS);
        }
        if ($p <= 75) {
            $items = [];
            for ($i = 0, $n = $this->int(0, 3); $i < $n; $i++) {
                $items[] = [$this->chance(70) ? $i : $this->pick(self::ARRAY_KEYS), $this->value($depth + 1)];
            }
            return ['arr', $items];
        }
        if ($this->delegated) {
            return ['obj', $this->pick(['std', 'empty', 'str', 'ao', 'closure', 'enum', 'stream', 'gmp']), 'v' . $this->int(0, 99)];
        }
        if ($p <= 95) {
            return ['obj', $this->pick(self::OBJECTS), 'v' . $this->int(0, 99)];
        }
        return $this->chance(70) || $this->noSelf ? ['shared', $this->int(0, 2), $this->pick(['dtor', 'std', 'str'])] : ['self'];
    }

    private function key(): mixed
    {
        return $this->chance(75) ? $this->pick(self::ARRAY_KEYS) : $this->value(1);
    }

    /* Not PHP_INT_MAX: an auto-key after it overflows a signed integer inside the engine (UBSan). */
    private function generatorKey(): mixed
    {
        if ($this->chance(4) && !$this->delegated) {
            return ['obj', 'dtor_throws', 'k'];
        }
        $key = $this->key();
        return is_int($key) && $key > PHP_INT_MAX - 1000 ? 1000 : $key;
    }

    public function iterable(int $depth = 0): array
    {
        $p = $this->int(1, 100);
        if ($depth > 2) {
            $p = $this->int(1, 35);
        }
        return match (true) {
            $p <= 35 => $this->arraySpec(),
            $p <= 55 => $this->generatorSpec($depth),
            $p <= 70 => $this->iteratorSpec(),
            $p <= 80 => $this->aggregateSpec($depth),
            default => $this->splSpec($depth),
        };
    }

    private function arraySpec(): array
    {
        $n = $this->size();
        $packed = $this->chance(55);
        $items = [];
        $keys = [];
        for ($i = 0; $i < $n; $i++) {
            $k = $packed ? $i : ($this->chance(60) ? $this->pick(self::ARRAY_KEYS) : $this->int(-3, 2 * $n));
            $items[] = [$k, $this->value()];
            $keys[] = $k;
        }
        $spec = ['t' => 'array', 'items' => $items];
        if ($n > 0 && $this->chance(30)) {
            $spec['holes'] = [];
            for ($i = 0, $m = $this->int(1, max(1, intdiv($n, 2))); $i < $m; $i++) {
                $spec['holes'][] = $this->pick($keys);
            }
        }
        if ($n > 0 && $this->chance(25)) {
            $spec['refs'] = [];
            for ($i = 0, $m = $this->int(1, 3); $i < $m; $i++) {
                $spec['refs'][] = [$this->pick($keys), $this->chance(50) ? 'var' . $this->int(0, 1)
                    : ($this->chance(50) ? 'lone' : $this->pick($keys))];
            }
        }
        return $spec;
    }

    private function generatorSpec(int $depth): array
    {
        $items = [];
        for ($i = 0, $n = $this->size(); $i < $n; $i++) {
            $p = $this->int(1, 100);
            $items[] = match (true) {
                $p <= 45 => ['auto', $this->value()],
                $p <= 93 || $depth > 1 => ['kv', $this->generatorKey(), $this->value()],
                $p <= 99 => ['from', $this->delegatedSpec($depth)],
                default => ['reenter'],
            };
        }
        if (in_array('from', array_column($items, 0), true)) {
            /* PHP 8.2: a destructor that throws while yield from fetches the next delegated value leaves
             * the generator at the engine's exception opline; foreach then re-enters it (its finally runs),
             * Generator::next() and iterpred do not. The engine's inconsistency, not iterpred's. */
            $items = self::withoutThrowingDestructors($items);
        }
        $spec = ['t' => 'gen', 'items' => $items];
        if ($this->chance(12)) {
            $spec['throw_at'] = $this->int(0, $n);
        }
        if ($this->chance(30) && !$this->delegated) {
            $spec['finally'] = true;
        }
        if ($this->chance(8)) {
            $spec['byref'] = true;
        }
        if ($this->chance(12)) {
            $spec['start'] = $this->pick([-1, -1, 1, 2]);
        }
        if ($this->chance(20)) {
            $spec['return'] = $this->value();
        }
        if ($this->chance(50)) {
            $spec['after'] = true;
        }
        return $spec;
    }

    private function delegatedSpec(int $depth): array
    {
        $outer = $this->delegated;
        $this->delegated = true;
        $spec = $this->chance(60) ? $this->arraySpec() : $this->iterable($depth + 1);
        $this->delegated = $outer;
        /* PHP 8.2: yield from leaks the iterator an IteratorAggregate's getIterator() returned with an
         * exception pending (README, engine bug 14). */
        if ($spec['t'] === 'agg') {
            unset($spec['bomb']);
        }
        return $spec;
    }

    private function iteratorSpec(): array
    {
        $items = [];
        for ($i = 0, $n = $this->size(); $i < $n; $i++) {
            $items[] = [$this->chance(50) ? $i : ($this->chance(5) ? ['obj', 'dtor_throws', 'k'] : $this->key()), $this->value()];
        }
        $spec = ['t' => 'iter', 'items' => $items];
        if ($this->chance(35)) {
            $spec['faults'] = [];
            for ($i = 0, $m = $this->int(1, 2); $i < $m; $i++) {
                $spec['faults'][$this->pick(['rewind', 'valid', 'current', 'key', 'next'])] = $this->int(1, max(1, $n + 1));
            }
        }
        if ($this->chance(20)) {
            $spec['valid'] = $this->pick(['int', 'string', 'array', 'object']);
        }
        if ($this->chance(30)) {
            $spec['fresh'] = true;
        }
        return $spec;
    }

    private function aggregateSpec(int $depth): array
    {
        $spec = ['t' => 'agg'];
        $p = $this->int(1, 100);
        if ($p <= 6) {
            $outer = $this->noSelf;
            $this->noSelf = true;
            $spec['bad'] = $this->value(2);
            $this->noSelf = $outer;
        } else {
            do {
                $inner = $this->iterable($depth + 1);
            } while ($inner['t'] === 'array' && $this->chance(85));
            $spec['inner'] = $inner;
        }
        if ($this->chance(15)) {
            $spec['throw'] = $this->int(1, 2);
        }
        if ($this->chance(15)) {
            /* A local of getIterator() whose destructor throws on its way out: the iterator comes
             * back with an exception pending (foreach stops there, as ZEND_FE_RESET_R checks). */
            $spec['bomb'] = true;
        }
        return $spec;
    }

    private function splSpec(int $depth): array
    {
        $spec = $this->arraySpec();
        /* PHP 8.2: ArrayObject::append() when the next index is taken (after PHP_INT_MAX) fails without
         * a word and leaks the value. */
        foreach ($spec['items'] as $i => [$k]) {
            if ($k === PHP_INT_MAX) {
                $spec['items'][$i][0] = 1000;
            }
        }
        $spec['t'] = 'spl';
        $spec['k'] = $this->pick(self::SPL);
        unset($spec['holes']);
        if ($this->chance(50) && $spec['k'] !== 'ArrayObject' && $spec['k'] !== 'ArrayIterator') {
            unset($spec['refs']);
        }
        /* Started generators stay out of SPL wrappers: PHP 8.2's LimitIterator::rewind() goes on
         * resuming a generator whose rewind() threw (an engine assertion, or a loop that never ends). */
        $outer = $this->noSelf;
        $this->noSelf = true;
        $spec['inner'] = self::withoutKey($depth < 2 ? $this->iterable($depth + 1) : $this->arraySpec(), 'start');
        $this->noSelf = $outer;
        /* PHP 8.2: an SPL wrapper's constructor leaks the iterator an IteratorAggregate's getIterator()
         * returned with an exception pending (README, engine bug 14). */
        if ($spec['inner']['t'] === 'agg') {
            unset($spec['inner']['bomb']);
        }
        switch ($spec['k']) {
            case 'LimitIterator':
                $spec['offset'] = $this->int(0, 3);
                if (str_contains(serialize($spec['inner']), 's:3:"gen"')) {
                    /* PHP 8.2: LimitIterator::rewind() seeks on through a generator whose rewind() threw
                     * ("already run"): an engine assertion, or a loop that never ends. */
                    $spec['offset'] = 0;
                }
                $spec['count'] = $this->pick([-1, 0, 1, 2, 5]);
                break;
            case 'InfiniteIterator':
                $spec['count'] = $this->int(0, 6);
                break;
            case 'DatePeriod':
                $spec['count'] = $this->int(1, 6);
                break;
            case 'RecursiveArrayIterator':
                $spec['rmode'] = $this->int(0, 2);
                break;
            case 'AppendIterator':
                /* PHP 8.2-8.5: append() never returns when an inner iterator's valid() throws (engine bug). */
                $spec['inner'] = self::withoutFaults($spec['inner']);
                break;
            case 'CachingIterator':
                $spec['flags'] = $this->pick([\CachingIterator::CALL_TOSTRING, \CachingIterator::FULL_CACHE,
                    \CachingIterator::TOSTRING_USE_KEY]);
                if (str_contains(serialize($spec['inner']), 's:3:"gen"')) {
                    /* PHP 8.2: when its string conversion or its cache throws, CachingIterator goes on to
                     * resume a generator with the exception pending (engine assertions). Not generators. */
                    $spec['inner'] = ['t' => 'iter', 'items' => $spec['items']];
                }
                break;
            case 'MultipleIterator':
                $spec['mflags'] = $this->pick([1, 2, 3, 4, 5, 6]);
                break;
            case 'SplDoublyLinkedList':
                $spec['delete'] = $this->chance(40);
                break;
            case 'SplPriorityQueue':
                $spec['pqflags'] = $this->int(1, 3);
                break;
        }
        return $spec;
    }

    private static function withoutThrowingDestructors(array $spec): array
    {
        foreach ($spec as $k => $v) {
            if ($v === 'dtor_throws') {
                $spec[$k] = 'dtor';
            } elseif (is_array($v)) {
                $spec[$k] = self::withoutThrowingDestructors($v);
            }
        }
        return $spec;
    }

    private static function withoutFaults(array $spec): array
    {
        unset($spec['faults'], $spec['throw_at'], $spec['throw'], $spec['bad']);
        foreach ($spec as $k => $v) {
            if (is_array($v)) {
                $spec[$k] = self::withoutFaults($v);
            }
        }
        return self::withoutThrowingDestructors($spec);
    }

    private static function withoutKey(array $spec, string $key): array
    {
        unset($spec[$key]);
        foreach ($spec as $k => $v) {
            if (is_array($v)) {
                $spec[$k] = self::withoutKey($v, $key);
            }
        }
        return $spec;
    }

    public function callbackSpec(string $kind, int $n, int $depth = 0): array
    {
        $p = $this->int(1, 100);
        if ($p <= 12 && $depth === 0) {
            $pool = $this->chance(60) ? self::INTERNAL_1 : self::INTERNAL_2;
            return ['form' => ($this->chance(75) ? 'internal:' : 'internal_fcc:') . $this->pick($pool)];
        }
        do {
            $form = $this->pick(self::FORMS);
        } while ($depth > 0 && (str_starts_with($form, 'static_') || str_starts_with($form, 'scoped_')));
        /* static_*, scoped_*: one Handler slot (CbStatic::$handler), so only for the top-level callback.
         * scoped_*: 'self::pred', 'parent::pred', 'static::pred', [class, 'parent::pred'], given from
         * inside a class scope (ScopedCaller): E_DEPRECATED at argument parsing. */
        $spec = ['form' => $form];
        $p = $this->int(1, 100);
        if ($p <= 25) {
            $spec['ret'] = ['arg'];
        } elseif ($p <= 33) {
            $spec['ret'] = ['not'];
        } else {
            $truthy = $this->int(0, 100);
            $seq = [];
            for ($i = 0, $m = min($n + 1, 60); $i < $m; $i++) {
                $seq[] = $this->returnValue($truthy);
            }
            $spec['ret'] = ['seq', $seq, $this->returnValue($truthy)];
        }
        if ($this->chance($depth === 0 ? 45 : 15)) {
            $spec['act'] = [];
            for ($i = 0, $m = $this->int(1, 3); $i < $m; $i++) {
                $spec['act'][$this->int(0, max(0, min($n, 12)))][] = $this->action($kind, $depth);
            }
        }
        return $spec;
    }

    private function returnValue(int $truthyPercent): mixed
    {
        if ($this->chance(8)) {
            return ['obj', $this->pick(['dtor', 'dtor', 'dtor_throws', 'dtor_throws', 'std', 'ao', 'closure', 'gmp', 'gmp']), 'r'];
        }
        if ($this->chance($truthyPercent)) {
            return $this->pick([true, 1, -1, 'a', '00', '0.0', ' ', 0.1, NAN, INF, 'false', ['arr', [[0, 0]]]]);
        }
        return $this->pick([false, 0, '', '0', null, 0.0, -0.0, ['arr', []]]);
    }

    private function action(string $kind, int $depth): array
    {
        $p = $this->int(1, 100);
        if ($p <= 22) {
            return ['throw', $this->pick([FuzzException::class, \Exception::class, \Error::class, \RuntimeException::class,
                \TypeError::class, \LogicException::class]), 'cb throws ' . $this->int(0, 9), $this->int(0, 3), $this->chance(20)];
        }
        if ($p <= 40 && $depth < 2) {
            $fn = $this->pick(['any', 'all', 'none', 'array_every']);
            $cb = $this->chance(30) && $fn !== 'array_every' ? null : $this->callbackSpec($kind, 4, $depth + 1);
            $mode = $fn === 'array_every' ? 0 : $this->pick([0, 0, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH]);
            if ($cb === null && $mode === ARRAY_FILTER_USE_BOTH) {
                $mode = 0;
            }
            return ['reenter', $fn, $cb, $mode, $this->chance(85)];
        }
        if ($p <= 44) {
            return [$this->pick(['gc', 'drop'])];
        }
        if ($kind === 'array') {
            return match ($this->int(1, 7)) {
                1 => ['set', $this->pick(self::ARRAY_KEYS), $this->value(1)],
                2 => ['unset', $this->pick(self::ARRAY_KEYS)],
                3 => ['append', $this->value(1)],
                4 => ['assign', $this->chance(50) ? ['arr', []] : $this->value(1)],
                5 => ['arrayfn', $this->pick(['sort', 'pop', 'shift', 'unshift', 'splice', 'reverse', 'end'])],
                default => ['refset', 'var' . $this->int(0, 1), $this->value(1)],
            };
        }
        $method = $this->pick(self::METHODS[$kind] ?? self::METHODS['spl']);
        $args = match ($method) {
            'send' => [$this->value(1)],
            'offsetSet' => [$this->pick(array_values(array_diff(self::ARRAY_KEYS, [PHP_INT_MAX]))), $this->value(1)],
            'offsetUnset', 'seek' => [$this->int(0, 3)],
            'append', 'push' => [$this->value(1)],
            'insert' => [[ 'arr', [[0, 'ins'], [1, 0], [2, 'i']]]],
            'exchangeArray' => [['arr', [[0, 'x'], ['k', 0]]]],
            'setSize' => [$this->int(0, 2)],
            default => [],
        };
        return ['method', $method, $args, $this->chance(85)];
    }

    public function caseSpec(): array
    {
        $fn = $this->pick(['any', 'any', 'any', 'all', 'all', 'all', 'none', 'none', 'array_every', 'array_every',
            'array_any', 'array_all']);
        $it = $this->iterable();
        if (PHP_VERSION_ID >= 80400 && ($fn === 'array_any' || $fn === 'array_all')) {
            /* From 8.4 these are the engine's own, not iterpred's: nothing of ours to compare. */
            $fn = 'array_every';
        }
        $n = count($it['items'] ?? []) + 1;
        $kind = $it['t'] === 'array' ? 'array' : $it['t'];
        $array = str_starts_with($fn, 'array_');
        $cb = !$array && $this->chance(22) ? null : $this->callbackSpec($kind, $n);
        $p = $this->int(1, 100);
        $mode = match (true) {
            $p <= 50 => 0,
            $p <= 72 => ARRAY_FILTER_USE_KEY,
            $p <= 95 => ARRAY_FILTER_USE_BOTH,
            default => $this->pick([3, 4, -1, 7, PHP_INT_MAX]),
        };
        $spec = ['fn' => $fn, 'it' => $it, 'cb' => $cb, 'mode' => $array ? 0 : $mode];
        if ($this->chance(30)) {
            /* An error handler that throws ErrorException, while the call runs, on these levels
             * (PHPUnit's convertDeprecationsToExceptions, frameworks' debug handlers). */
            $spec['eh'] = $this->pick([E_DEPRECATED, E_RECOVERABLE_ERROR, E_DEPRECATED | E_RECOVERABLE_ERROR,
                E_DEPRECATED | E_RECOVERABLE_ERROR, E_ALL]);
            /* Engine bug 13 (README): a first-class callable of a deprecated internal function leaks when
             * the deprecation throws, whoever calls it. Such a case calls the function by name instead. */
            if (($spec['eh'] & E_DEPRECATED) && $cb === ['form' => 'internal_fcc:utf8_encode']) {
                $spec['cb'] = ['form' => 'internal:utf8_encode'];
            }
        }
        return $spec;
    }
}
