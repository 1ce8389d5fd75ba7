<?php declare(strict_types = 1);

/*
 * Narrowing that needs what a run of tests/data/runtime.php cannot show: generators (walked once),
 * impossible branches, types PHPStan reasons about but a value cannot carry.
 * Its functions read alike by design, here and in the other data files: one case each, its own
 * input types and assertions; a shared helper would hide which call narrows what.
 */

namespace IterpredNarrowing;

use Generator;
use Traversable;
use function Iterpred\all as every;
use function PHPStan\Testing\assertType;

class Foo
{

}

final class Checker
{

	/**
	 * @phpstan-assert-if-true Foo $value
	 */
	public function isFoo(mixed $value): bool
	{
		return $value instanceof Foo;
	}

	/** @param list<mixed> $xs */
	public function method(array $xs): void
	{
		if (all($xs, $this->isFoo(...))) {
			assertType('list<IterpredNarrowing\Foo>', $xs);
		}
		if (all($xs, fn ($v) => $this->isFoo($v))) {
			assertType('list<IterpredNarrowing\Foo>', $xs);
		}
	}

}

/**
 * @param Generator<int, mixed, mixed, void> $generator
 * @param Traversable<string, int|string> $traversable
 */
function generators(Generator $generator, Traversable $traversable): void
{
	if (all($generator, 'is_int')) {
		assertType('Generator<int, mixed, mixed, void>&iterable<int, int>', $generator);
	}
	if (none($traversable, 'is_string')) {
		assertType('iterable<string, int>&Traversable<string, int|string>', $traversable);
	}
	// Whether a Traversable has an element is nothing a type can say.
	if (any($traversable)) {
		assertType('Traversable<string, int|string>', $traversable);
	} else {
		assertType("iterable<string, 0|''|'0'>&Traversable<string, int|string>", $traversable);
	}
}

/** @param list<int>|Traversable<int, mixed> $xs */
function arraysAndTraversables(iterable $xs): void
{
	if (all($xs, 'is_int')) {
		assertType('(iterable<int, int>&Traversable<int, mixed>)|list<int>', $xs);
	} else {
		assertType('non-empty-list<int>|Traversable<int, mixed>', $xs);
	}
}

/**
 * @param array{int, string} $pair
 * @param non-empty-list<string> $strings
 * @param list<string> $maybeEmpty
 */
function impossible(array $pair, array $strings, array $maybeEmpty): void
{
	// Never true for an array that has an element that cannot pass.
	if (all($pair, 'is_int')) {
		assertType('*NEVER*', $pair);
	}
	if (all($strings, 'is_int')) {
		assertType('*NEVER*', $strings);
	}
	// An empty array passes all(): not never.
	if (all($maybeEmpty, 'is_int')) {
		assertType('array{}', $maybeEmpty);
	}
	if (any($maybeEmpty, 'is_int')) {
		assertType('non-empty-list<string>', $maybeEmpty);
	}
}

/** @param list<mixed> $xs */
function namespaced(array $xs): void
{
	if (every($xs, 'is_int')) {
		assertType('list<int>', $xs);
	}
	if (\Iterpred\array_every($xs, fn ($v, $k) => $v instanceof Foo)) {
		assertType('list<IterpredNarrowing\Foo>', $xs);
	}
	if (!\Iterpred\any($xs)) {
		assertType("list<0|0.0|''|'0'|array{}|false|null>", $xs);
	}
}

/** @param list<mixed> $xs */
function namedArguments(array $xs): void
{
	if (all(callback: 'is_int', iterable: $xs)) {
		assertType('list<int>', $xs);
	}
	if (array_every(callback: fn ($v, $k) => is_string($v), array: $xs)) {
		assertType('list<string>', $xs);
	}
}

/**
 * @param list<mixed> $xs
 * @param array<string, int|null> $map
 */
function moreShapesOfPredicates(array $xs, array $map, int $needle): void
{
	if (all($xs, fn ($v) => $v === $needle)) {
		assertType('list<int>', $xs);
	}
	if (all($xs, fn ($v) => $v instanceof Foo || $v === null)) {
		assertType('list<IterpredNarrowing\Foo|null>', $xs);
	}
	if (all($xs, fn ($v) => is_array($v) && all($v, 'is_string'))) {
		assertType('list<array<mixed, string>>', $xs);
	}
	if (all($map, fn ($v) => $v > 0)) {
		assertType('array<string, int<1, max>>', $map);
	}
	if (none($map, fn ($v) => $v === null)) {
		assertType('array<string, int>', $map);
	}
	if (all($xs, fn () => false)) {
		assertType('array{}', $xs);
	}
	if (none($xs, fn () => true)) {
		assertType('array{}', $xs);
	}
}

/** @param list<mixed> $xs */
function keysOfAList(array $xs): void
{
	// A list has key 0 when it has an element: keys all above 0 leave only the empty list.
	if (all($xs, fn ($k) => $k > 0, ARRAY_FILTER_USE_KEY)) {
		assertType('array{}', $xs);
	}
	if (all($xs, fn ($k) => $k < 3, ARRAY_FILTER_USE_KEY)) {
		assertType('list<mixed>', $xs);
	}
	assertType('list<mixed>', $xs);
}

/**
 * @template T of array<mixed>
 * @param T $xs
 * @return T
 */
function template(array $xs): array
{
	if (all($xs, 'is_int')) {
		assertType('T of array<int> (function IterpredNarrowing\template(), argument)', $xs);
	}
	return $xs;
}

/** @param list<mixed>|null $xs */
function nullable(?array $xs): void
{
	// The call returned: the argument was iterable (null is a TypeError).
	if (all($xs, 'is_int')) {
		assertType('list<int>', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
}
