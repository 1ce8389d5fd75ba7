<?php declare(strict_types = 1);

/*
 * Callbacks whose result says nothing sure about the element: the type stays what it was
 * (the iterable may still become non-empty where any()/all()/none() says it has an element).
 */

namespace IterpredNoNarrowing;

use function PHPStan\Testing\assertType;

/**
 * @param list<mixed> $xs
 * @param callable(mixed): bool $callable
 */
function callbacks(array $xs, callable $callable, int $mode, ?string $maybeCallable): void
{
	// By-reference and variadic parameters.
	if (all($xs, function (&$v) {
		return is_int($v);
	})) {
		assertType('list<mixed>', $xs);
	}
	if (all($xs, fn (...$v) => is_int($v[0]))) {
		assertType('list<mixed>', $xs);
	}
	// Scalar parameter types: the engine coerces the element to them.
	if (all($xs, fn (string $v) => is_numeric($v))) {
		assertType('list<mixed>', $xs);
	}
	if (all($xs, fn (int|Foo $v) => true)) {
		assertType('list<mixed>', $xs);
	}
	// Assignments in the body, more than a return, variables a closure does not have.
	if (all($xs, fn ($v) => ($v = 1) && is_int($v))) {
		assertType('list<mixed>', $xs);
	}
	if (all($xs, function ($v) {
		$v = (int) $v;
		return is_int($v);
	})) {
		assertType('list<mixed>', $xs);
	}
	$outer = 1;
	if (all($xs, function ($v) {
		return $v === $outer;
	})) {
		assertType('list<mixed>', $xs);
	}
	if (all($xs, function ($v) use (&$outer) {
		return $v === $outer;
	})) {
		assertType('list<mixed>', $xs);
	}
	// The element passed by reference to a function.
	if (all($xs, fn ($v) => is_array($v) && sort($v) && is_array($v))) {
		assertType('list<mixed>', $xs);
	}
	// Callbacks that cannot be known.
	if (all($xs, $callable)) {
		assertType('list<mixed>', $xs);
	}
	if ($maybeCallable !== null && all($xs, $maybeCallable)) {
		assertType('list<mixed>', $xs);
	}
	if (all($xs, 'is_int', $mode)) {
		assertType('list<mixed>', $xs);
	}
	// An internal function that would get too many arguments, one that needs more.
	if (all($xs, 'is_int', ARRAY_FILTER_USE_BOTH)) {
		assertType('list<mixed>', $xs);
	}
	if (all($xs, fn ($v, $k) => is_int($v))) {
		assertType('list<mixed>', $xs);
	}
	// any() true says only that there is an element; all() false likewise.
	if (any($xs, 'is_int')) {
		assertType('non-empty-list<mixed>', $xs);
	}
	if (!all($xs, 'is_int')) {
		assertType('non-empty-list<mixed>', $xs);
	}
}

class Foo
{

}
