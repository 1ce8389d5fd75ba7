<?php
/*
 * The userland reference of SPEC.md, written with foreach: what iterpred must do, element by element.
 *
 * Two details make the comparison exact rather than approximate:
 * - The callback is called through the internal function call_user_func(), reached by a dynamic
 *   call so the compiler cannot inline it: the callback's caller is then an internal frame, as it is
 *   under iterpred, which is what the engine's "passed in ... on line" / "called in" texts and
 *   coercive typing depend on.
 * - $key and $value are unset once the element is decided: iterpred borrows the element and copies
 *   only the key, so foreach's own copies must not outlive the element either (destructor order).
 */

namespace IterpredFuzz;

function ref_any(iterable $iterable, ?callable $callback = null, int $mode = 0): bool
{
    ref_check_mode('any', $callback, $mode);
    return ref_walk($iterable, $callback, $mode, true);
}

function ref_all(iterable $iterable, ?callable $callback = null, int $mode = 0): bool
{
    ref_check_mode('all', $callback, $mode);
    return !ref_walk($iterable, $callback, $mode, false);
}

function ref_none(iterable $iterable, ?callable $callback = null, int $mode = 0): bool
{
    ref_check_mode('none', $callback, $mode);
    return !ref_walk($iterable, $callback, $mode, true);
}

function ref_array_every(array|\Traversable $array, callable $callback): bool
{
    return !ref_walk($array, $callback, ARRAY_FILTER_USE_BOTH, false);
}

function ref_array_any(array|\Traversable $array, callable $callback): bool
{
    return ref_walk($array, $callback, ARRAY_FILTER_USE_BOTH, true);
}

function ref_array_all(array|\Traversable $array, callable $callback): bool
{
    return !ref_walk($array, $callback, ARRAY_FILTER_USE_BOTH, false);
}

/* SPEC: any other mode, or ARRAY_FILTER_USE_BOTH without a callback, is a ValueError naming
 * argument #3 ($mode). The wording past that is the extension's; Canon compares up to it. */
function ref_check_mode(string $function, ?callable $callback, int $mode): void
{
    if ($mode !== 0 && $mode !== ARRAY_FILTER_USE_KEY && $mode !== ARRAY_FILTER_USE_BOTH) {
        throw new \ValueError("$function(): Argument #3 (\$mode) must be a valid mode");
    }
    if ($mode === ARRAY_FILTER_USE_BOTH && $callback === null) {
        throw new \ValueError("$function(): Argument #3 (\$mode) needs a callback");
    }
}

/* True when some element's predicate equals $stopOn (and nothing after it was read). */
function ref_walk(iterable $iterable, ?callable $callback, int $mode, bool $stopOn): bool
{
    $call = 'call_user_func';

    if ($mode === 0) {
        foreach ($iterable as $value) {
            try {
                $holds = $callback === null ? (bool) $value : (bool) $call($callback, $value);
            } finally {
                unset($value);
            }
            if ($holds === $stopOn) {
                return true;
            }
        }
        return false;
    }

    foreach ($iterable as $key => $value) {
        try {
            if ($callback === null) {
                $holds = (bool) $key;
            } elseif ($mode === ARRAY_FILTER_USE_KEY) {
                $holds = (bool) $call($callback, $key);
            } else {
                $holds = (bool) $call($callback, $value, $key);
            }
        } finally {
            unset($key, $value);
        }
        if ($holds === $stopOn) {
            return true;
        }
    }
    return false;
}
