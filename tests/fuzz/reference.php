<?php
/*
 * The userland reference of the contract (../../docs/contract.md), written with foreach: what
 * iterpred must do, element by element.
 *
 * One thing a plain foreach does that iterpred must not: hold the current element in $value while
 * the callback runs. iterpred borrows the element (contract: no element is copied); the callback's own
 * parameter is its only extra reference. So the reference moves the element out of $value into the
 * call (take()), and a generator or ArrayIterator that the callback advances frees the element at the
 * same moment under both. The key is copied, as iterpred copies it, and released after the callback.
 *
 * The callback is called directly, from this userland frame, where iterpred's caller frame is an
 * internal one: Canon blurs the file/line the engine adds to argument errors for a userland caller
 * ("passed in X on line N", "called in X on line N") and the by-reference notice/warning pair.
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

/* Contract: any other mode, or ARRAY_FILTER_USE_BOTH without a callback, is a ValueError naming
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

/*
 * A callable given from inside a class scope ('self::pred', 'parent::pred', 'static::pred',
 * [C, 'parent::pred']), resolved there, once, as iterpred's argument parsing resolves it: with the
 * engine's E_DEPRECATED for the form. When an error handler turns that into an exception, it
 * propagates from here and nothing is walked or called: the contract's "No PHP code runs while an
 * exception is pending". (A userland `callable` parameter would resolve it in ref_*()'s own scope.)
 */
function ref_resolve_in_scope(mixed $callback, string $scope): \Closure
{
    try {
        return \Closure::bind(static fn (mixed $callback): \Closure => \Closure::fromCallable($callback), null, $scope)($callback);
    } catch (\TypeError $e) {
        /* PHP 8.4+ wraps what the resolution threw (the deprecation an error handler turned into an
         * exception) in "Failed to create closure from callable"; argument parsing throws it bare. */
        if ($e->getMessage() === 'Failed to create closure from callable' && $e->getPrevious() !== null) {
            throw $e->getPrevious();
        }
        throw $e;
    }
}

/* Moves a value out of a variable: the result is then its caller's only copy. */
function take(mixed &$variable): mixed
{
    $value = $variable;
    $variable = null;
    return $value;
}

/* A copy that is not a variable: passed to a by-reference parameter, it gets the engine's complaint. */
function copy(mixed $value): mixed
{
    return $value;
}

/*
 * True when some element's predicate equals $stopOn (and nothing after it was read). Where an
 * exception arises (getIterator()'s way out, an element's or a result's bool cast under a throwing
 * error handler, a destructor of what the walk lets go of), foreach stops and it propagates: nothing
 * more runs with it pending.
 */
function ref_walk(iterable $iterable, ?callable $callback, int $mode, bool $stopOn): bool
{
    if ($mode === 0) {
        foreach ($iterable as $value) {
            try {
                $holds = $callback === null ? (bool) $value : (bool) $callback(take($value));
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
                unset($value);
                $holds = (bool) $key;
            } elseif ($mode === ARRAY_FILTER_USE_KEY) {
                unset($value);
                $holds = (bool) $callback(copy($key));
            } else {
                $holds = (bool) $callback(take($value), copy($key));
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
