<?php

/** @generate-function-entries */

namespace {
function any(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

function all(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

function none(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

function array_every(array|Traversable $array, callable $callback): bool {}

#ifdef ITERPRED_HAVE_ARRAY_ANY
function array_any(array|Traversable $array, callable $callback): bool {}

/** @alias array_every */
function array_all(array|Traversable $array, callable $callback): bool {}
#endif
}

namespace Iterpred {
/** @alias any */
function any(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

/** @alias all */
function all(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

/** @alias none */
function none(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

/** @alias array_every */
function array_every(array|\Traversable $array, callable $callback): bool {}

/* Its own function: from PHP 8.4 on the global array_any() is the engine's. */
function array_any(array|\Traversable $array, callable $callback): bool {}

/** @alias array_every */
function array_all(array|\Traversable $array, callable $callback): bool {}
}
