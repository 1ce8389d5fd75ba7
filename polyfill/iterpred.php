<?php
/* This is a generated file, edit scripts/polyfill.php.in instead and run
 * `php scripts/gen-polyfill.php` (its header says why the walk is written out once per function). */
/*
 * iterpred in PHP, for hosts without the extension: any(), all(), none(), array_every(), and
 * array_any()/array_all() where PHP (< 8.4) has none, in the global namespace and as Iterpred\*.
 * Each function is defined only where it is missing. The contract is the extension's
 * (../docs/contract.md); README.md lists what userland cannot reproduce.
 *
 * No declare(strict_types): callbacks are called as the extension calls them, in weak mode.
 * It calls no str_contains() or in_array() of its own (strpos() and === instead): a host may list
 * them in disable_functions and still call any() (tests/closure_string_calls_disabled_function_*).
 */

namespace Iterpred\Polyfill {

if (!\enum_exists(Arg::class, false)) {
    /** The default of a required parameter: "not passed", as the engine tells it apart. */
    enum Arg
    {
        case Missing;
    }
}

if (!\class_exists(Internal::class, false)) {
    /** @internal */
    final class Internal
    {
        /** @var array<string, bool> whether a file declares strict_types=1 */
        private static array $strict = [];

        /**
         * any(), all(), none(): (iterable, ?callable = null, int = 0), checked as the engine's
         * parameter parsing does; the callback (resolved) and the mode (an int) to walk with.
         */
        public static function args(string $function, int $argc, mixed $iterable, mixed $callback, mixed $mode): array
        {
            if ($argc < 1) {
                throw new \ArgumentCountError("$function() expects at least 1 argument, $argc given");
            }
            if ($argc > 3) {
                throw new \ArgumentCountError("$function() expects at most 3 arguments, $argc given");
            }
            self::iterable($function, 'iterable', $iterable);
            $callback = self::callback($function, $callback, true);
            if (!\is_int($mode)) {
                $mode = self::int($function, $mode);
            }
            /* 0 is PHP 8.6's ARRAY_FILTER_USE_VALUE. */
            if ($mode !== 0 && $mode !== \ARRAY_FILTER_USE_KEY && $mode !== \ARRAY_FILTER_USE_BOTH) {
                throw new \ValueError("$function(): Argument #3 (\$mode) must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH");
            }
            if ($mode === \ARRAY_FILTER_USE_BOTH && $callback === null) {
                throw new \ValueError("$function(): Argument #3 (\$mode) cannot be ARRAY_FILTER_USE_BOTH when no callback is given");
            }
            return [$callback, $mode];
        }

        /** array_every(), array_any(), array_all(): (array|Traversable, callable); the callback. */
        public static function arrayArgs(string $function, int $argc, mixed $array, mixed $callback): mixed
        {
            if ($argc !== 2) {
                throw new \ArgumentCountError("$function() expects exactly 2 arguments, $argc given");
            }
            self::iterable($function, 'array', $array);
            return self::callback($function, $callback, false);
        }

        /** Z_PARAM_ITERABLE: array or Traversable, else the engine's TypeError. */
        private static function iterable(string $function, string $name, mixed $value): void
        {
            if ($value === Arg::Missing) {
                throw new \ArgumentCountError("$function(): Argument #1 (\$$name) not passed");
            }
            if (!\is_iterable($value)) {
                throw new \TypeError("$function(): Argument #1 (\$$name) must be of type Traversable|array, " . self::typeName($value) . ' given');
            }
        }

        /*
         * Z_PARAM_FUNC(_OR_NULL): the callable is resolved once, in the scope of the code that called
         * the function (so its private methods and "self::"/"parent::" work as with the extension),
         * and the engine's own words say why a value is not callable.
         */
        private static function callback(string $function, mixed $callback, bool $nullable): mixed
        {
            if ($callback instanceof \Closure || ($callback === null && $nullable)) {
                return $callback;
            }
            if ($callback !== null && (\is_array($callback) || (\is_string($callback) && \strpos($callback, '::') !== false))) {
                [$object, $scope] = self::callerScope();
                $resolve = function (mixed $callback): \Closure {
                    return \Closure::fromCallable($callback);
                };
                $resolve = $object !== null ? \Closure::bind($resolve, $object, $scope) : \Closure::bind(static fn (mixed $callback): \Closure => \Closure::fromCallable($callback), null, $scope);
            } elseif ($callback !== null && \is_callable($callback)) {
                return $callback;
            } else {
                $resolve = static fn (mixed $callback): \Closure => \Closure::fromCallable($callback);
            }
            try {
                $closure = $resolve($callback);
            } catch (\TypeError $e) {
                $why = \preg_replace('/^Failed to create closure from callable: /', '', $e->getMessage());
                throw new \TypeError("$function(): Argument #2 (\$callback) must be a valid callback" . ($nullable ? ' or null, ' : ', ') . $why);
            }
            /* A closure over __call()/__callStatic() would add a frame of its own: such a callback
             * (public, so callable from here alike) is called as it is, as are internal methods. */
            if (!(new \ReflectionFunction($closure))->isUserDefined() && \is_callable($callback)) {
                return $callback;
            }
            return $closure;
        }

        /** The object and class scope of the nearest user code that called into the polyfill. */
        private static function callerScope(): array
        {
            /* 0: callerScope, 1: callback, 2: args, 3: the public function, 4: who called it; the
             * whole stack is fetched only when that is an internal function (array_map('any', ...)). */
            $frames = \debug_backtrace(\DEBUG_BACKTRACE_PROVIDE_OBJECT, 5);
            $whole = false;
            for ($i = 4; ; $i++) {
                if (!isset($frames[$i])) {
                    if ($whole || \count($frames) < 5) {
                        return [null, null];
                    }
                    $frames = \debug_backtrace(\DEBUG_BACKTRACE_PROVIDE_OBJECT);
                    $whole = true;
                    $i--;
                    continue;
                }
                $name = $frames[$i]['function'];
                $class = $frames[$i]['class'] ?? null;
                if ($name === 'include' || $name === 'include_once' || $name === 'require' || $name === 'require_once') {
                    continue;
                }
                $internal = $class !== null
                    ? \method_exists($class, $name) && (new \ReflectionMethod($class, $name))->isInternal()
                    : \function_exists($name) && (new \ReflectionFunction($name))->isInternal();
                if (!$internal) {
                    return [$frames[$i]['object'] ?? null, $class];
                }
            }
        }

        /* Z_PARAM_LONG for $mode: weak mode converts as the engine does (intdiv() has the same
         * Z_PARAM_LONG), strict mode takes an int only; which one is the calling file's declare. */
        private static function int(string $function, mixed $mode): int
        {
            $prefix = "$function(): Argument #3 (\$mode) must be of type int, ";
            if (self::callerIsStrict()) {
                throw new \TypeError($prefix . self::typeName($mode) . ' given');
            }
            if ($mode === null) {
                \trigger_error("$function(): Passing null to parameter #3 (\$mode) of type int is deprecated", \E_USER_DEPRECATED);
                return 0;
            }
            try {
                return \intdiv($mode, 1);
            } catch (\TypeError $e) {
                throw new \TypeError($prefix . self::typeName($mode) . ' given');
            }
        }

        private static function callerIsStrict(): bool
        {
            /* 0: callerIsStrict, 1: int, 2: args, 3: the public function, called from file:line. */
            $file = \debug_backtrace(\DEBUG_BACKTRACE_IGNORE_ARGS, 4)[3]['file'] ?? null;
            if ($file === null || !\is_file($file)) {
                return false;
            }
            return self::$strict[$file] ??= (bool) \preg_match(
                '~^(?:#![^\n]*\n)?\s*<\?php(?:\s|/\*.*?\*/|(?://|#)[^\n]*)*declare\s*\([^)]*\bstrict_types\s*=\s*1\b~si',
                (string) \file_get_contents($file, false, null, 0, 8192)
            );
        }

        /** The engine's name for a value's type in a TypeError, on this PHP version. */
        private static function typeName(mixed $value): string
        {
            if (\is_object($value)) {
                return \get_class($value);
            }
            if (\is_array($value)) {
                return 'array';
            }
            try {
                \iterator_to_array($value);
            } catch (\TypeError $e) {
                return \substr($e->getMessage(), \strlen('iterator_to_array(): Argument #1 ($iterator) must be of type Traversable|array, '), -\strlen(' given'));
            }
            return \get_debug_type($value);
        }

        /*
         * An exception leaving the polyfill looks as if it left the extension's internal function:
         * the polyfill's frames go from its trace (a callback's frame keeps no file and line, as
         * "[internal function]"), one made in the polyfill is located at the call, and the
         * engine's "called in <polyfill> on line N" for a callback's arguments is dropped.
         */
        public static function disguise(\Throwable $e): \Throwable
        {
            for ($t = $e; $t !== null; $t = $t->getPrevious()) {
                self::relocate($t);
            }
            return $e;
        }

        private static function relocate(\Throwable $e): void
        {
            $base = $e instanceof \Exception ? \Exception::class : \Error::class;
            $property = static fn (string $name): \ReflectionProperty => new \ReflectionProperty($base, $name);
            $trace = [];
            foreach ($e->getTrace() as $frame) {
                if (($frame['class'] ?? null) === self::class) {
                    continue;
                }
                if (($frame['file'] ?? null) === __FILE__) {
                    unset($frame['file'], $frame['line']);
                }
                $trace[] = $frame;
            }
            $property('trace')->setValue($e, $trace);
            if ($e->getFile() === __FILE__) {
                foreach ($trace as $frame) {
                    if (isset($frame['file'])) {
                        $property('file')->setValue($e, $frame['file']);
                        $property('line')->setValue($e, $frame['line']);
                        break;
                    }
                }
            }
            $message = $e->getMessage();
            if (\strpos($message, __FILE__) !== false) {
                $quoted = \preg_quote(__FILE__, '/');
                $property('message')->setValue($e, \preg_replace(
                    ["/, called in $quoted on line \\d+/", "/ passed in $quoted on line \\d+ and /"],
                    ['', ' passed and '],
                    $message
                ));
            }
        }
    }
}

}

namespace Iterpred {

/*
 * Each function walks inline, with foreach, so that the callback's and the iterator's caller is the
 * function itself (in backtraces too) as with the extension: rewind/valid/current/key/next as
 * foreach calls them, key() only where the key is used, getIterator() once per level. Nothing is
 * held longer than the extension holds it: a Traversable's value is moved into the call
 * ([$v, $v = null][0]) and its key let go of after the result, before next() (an array holds its
 * own elements, so $v may keep one until the function lets go of it before returning).
 */

use Iterpred\Polyfill\Arg;
use Iterpred\Polyfill\Internal;

if (!\function_exists(__NAMESPACE__ . '\\any')) {
    function any(mixed $iterable = Arg::Missing, mixed $callback = null, mixed $mode = 0): bool
    {
        try {
            [$f, $m] = Internal::args(__FUNCTION__, \func_num_args(), $iterable, $callback, $mode);
            $o = \is_object($iterable);
            if ($f === null && $m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) ($o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return true;
                    }
                }
            } elseif ($f === null) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    if ((bool) ($o ? [$k, $k = null][0] : $k) === true) {
                        return true;
                    }
                }
            } elseif ($m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return true;
                    }
                }
            } elseif ($m === \ARRAY_FILTER_USE_KEY) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    try {
                        $holds = (bool) \call_user_func($f, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        return true;
                    }
                }
            } else {
                foreach ($iterable as $k => $v) {
                    try {
                        $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        $v = null;
                        return true;
                    }
                }
            }
            $v = null;
            return false;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists(__NAMESPACE__ . '\\all')) {
    function all(mixed $iterable = Arg::Missing, mixed $callback = null, mixed $mode = 0): bool
    {
        try {
            [$f, $m] = Internal::args(__FUNCTION__, \func_num_args(), $iterable, $callback, $mode);
            $o = \is_object($iterable);
            if ($f === null && $m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) ($o ? [$v, $v = null][0] : $v) === false) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($f === null) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    if ((bool) ($o ? [$k, $k = null][0] : $k) === false) {
                        return false;
                    }
                }
            } elseif ($m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v) === false) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($m === \ARRAY_FILTER_USE_KEY) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    try {
                        $holds = (bool) \call_user_func($f, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === false) {
                        return false;
                    }
                }
            } else {
                foreach ($iterable as $k => $v) {
                    try {
                        $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === false) {
                        $v = null;
                        return false;
                    }
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists(__NAMESPACE__ . '\\none')) {
    function none(mixed $iterable = Arg::Missing, mixed $callback = null, mixed $mode = 0): bool
    {
        try {
            [$f, $m] = Internal::args(__FUNCTION__, \func_num_args(), $iterable, $callback, $mode);
            $o = \is_object($iterable);
            if ($f === null && $m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) ($o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($f === null) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    if ((bool) ($o ? [$k, $k = null][0] : $k) === true) {
                        return false;
                    }
                }
            } elseif ($m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($m === \ARRAY_FILTER_USE_KEY) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    try {
                        $holds = (bool) \call_user_func($f, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        return false;
                    }
                }
            } else {
                foreach ($iterable as $k => $v) {
                    try {
                        $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        $v = null;
                        return false;
                    }
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists(__NAMESPACE__ . '\\array_every')) {
    function array_every(mixed $array = Arg::Missing, mixed $callback = Arg::Missing): bool
    {
        try {
            $f = Internal::arrayArgs(__FUNCTION__, \func_num_args(), $array, $callback);
            $o = \is_object($array);
            foreach ($array as $k => $v) {
                try {
                    $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                } finally {
                    $k = null;
                }
                if ($holds === false) {
                    $v = null;
                    return false;
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists(__NAMESPACE__ . '\\array_any')) {
    function array_any(mixed $array = Arg::Missing, mixed $callback = Arg::Missing): bool
    {
        try {
            $f = Internal::arrayArgs(__FUNCTION__, \func_num_args(), $array, $callback);
            $o = \is_object($array);
            foreach ($array as $k => $v) {
                try {
                    $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                } finally {
                    $k = null;
                }
                if ($holds === true) {
                    $v = null;
                    return true;
                }
            }
            $v = null;
            return false;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists(__NAMESPACE__ . '\\array_all')) {
    function array_all(mixed $array = Arg::Missing, mixed $callback = Arg::Missing): bool
    {
        try {
            $f = Internal::arrayArgs(__FUNCTION__, \func_num_args(), $array, $callback);
            $o = \is_object($array);
            foreach ($array as $k => $v) {
                try {
                    $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                } finally {
                    $k = null;
                }
                if ($holds === false) {
                    $v = null;
                    return false;
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

}

// @global-begin (tests/fuzz loads a copy of this file without the global functions)
namespace {

use Iterpred\Polyfill\Arg;
use Iterpred\Polyfill\Internal;

/* array_any() and array_all(): PHP 8.4 and later have their own (arrays only); they stand, as with the extension. */
if (!\function_exists('any')) {
    function any(mixed $iterable = Arg::Missing, mixed $callback = null, mixed $mode = 0): bool
    {
        try {
            [$f, $m] = Internal::args(__FUNCTION__, \func_num_args(), $iterable, $callback, $mode);
            $o = \is_object($iterable);
            if ($f === null && $m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) ($o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return true;
                    }
                }
            } elseif ($f === null) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    if ((bool) ($o ? [$k, $k = null][0] : $k) === true) {
                        return true;
                    }
                }
            } elseif ($m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return true;
                    }
                }
            } elseif ($m === \ARRAY_FILTER_USE_KEY) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    try {
                        $holds = (bool) \call_user_func($f, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        return true;
                    }
                }
            } else {
                foreach ($iterable as $k => $v) {
                    try {
                        $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        $v = null;
                        return true;
                    }
                }
            }
            $v = null;
            return false;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists('all')) {
    function all(mixed $iterable = Arg::Missing, mixed $callback = null, mixed $mode = 0): bool
    {
        try {
            [$f, $m] = Internal::args(__FUNCTION__, \func_num_args(), $iterable, $callback, $mode);
            $o = \is_object($iterable);
            if ($f === null && $m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) ($o ? [$v, $v = null][0] : $v) === false) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($f === null) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    if ((bool) ($o ? [$k, $k = null][0] : $k) === false) {
                        return false;
                    }
                }
            } elseif ($m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v) === false) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($m === \ARRAY_FILTER_USE_KEY) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    try {
                        $holds = (bool) \call_user_func($f, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === false) {
                        return false;
                    }
                }
            } else {
                foreach ($iterable as $k => $v) {
                    try {
                        $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === false) {
                        $v = null;
                        return false;
                    }
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists('none')) {
    function none(mixed $iterable = Arg::Missing, mixed $callback = null, mixed $mode = 0): bool
    {
        try {
            [$f, $m] = Internal::args(__FUNCTION__, \func_num_args(), $iterable, $callback, $mode);
            $o = \is_object($iterable);
            if ($f === null && $m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) ($o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($f === null) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    if ((bool) ($o ? [$k, $k = null][0] : $k) === true) {
                        return false;
                    }
                }
            } elseif ($m === 0) {
                foreach ($iterable as $v) {
                    if ((bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v) === true) {
                        $v = null;
                        return false;
                    }
                }
            } elseif ($m === \ARRAY_FILTER_USE_KEY) {
                foreach ($iterable as $k => $v) {
                    $v = null;
                    try {
                        $holds = (bool) \call_user_func($f, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        return false;
                    }
                }
            } else {
                foreach ($iterable as $k => $v) {
                    try {
                        $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                    } finally {
                        $k = null;
                    }
                    if ($holds === true) {
                        $v = null;
                        return false;
                    }
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists('array_every')) {
    function array_every(mixed $array = Arg::Missing, mixed $callback = Arg::Missing): bool
    {
        try {
            $f = Internal::arrayArgs(__FUNCTION__, \func_num_args(), $array, $callback);
            $o = \is_object($array);
            foreach ($array as $k => $v) {
                try {
                    $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                } finally {
                    $k = null;
                }
                if ($holds === false) {
                    $v = null;
                    return false;
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists('array_any')) {
    function array_any(mixed $array = Arg::Missing, mixed $callback = Arg::Missing): bool
    {
        try {
            $f = Internal::arrayArgs(__FUNCTION__, \func_num_args(), $array, $callback);
            $o = \is_object($array);
            foreach ($array as $k => $v) {
                try {
                    $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                } finally {
                    $k = null;
                }
                if ($holds === true) {
                    $v = null;
                    return true;
                }
            }
            $v = null;
            return false;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

if (!\function_exists('array_all')) {
    function array_all(mixed $array = Arg::Missing, mixed $callback = Arg::Missing): bool
    {
        try {
            $f = Internal::arrayArgs(__FUNCTION__, \func_num_args(), $array, $callback);
            $o = \is_object($array);
            foreach ($array as $k => $v) {
                try {
                    $holds = (bool) \call_user_func($f, $o ? [$v, $v = null][0] : $v, $k);
                } finally {
                    $k = null;
                }
                if ($holds === false) {
                    $v = null;
                    return false;
                }
            }
            $v = null;
            return true;
        } catch (\Throwable $e) {
            $v = null;
            throw Internal::disguise($e);
        }
    }
}

}
