<?php

/** @generate-function-entries */

function any(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

function all(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

function none(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

function array_every(array|Traversable $array, callable $callback): bool {}

#ifdef ITERPRED_HAVE_ARRAY_ANY
function array_any(array|Traversable $array, callable $callback): bool {}

/** @alias array_every */
function array_all(array|Traversable $array, callable $callback): bool {}
#endif
