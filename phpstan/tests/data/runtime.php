<?php declare(strict_types = 1);

/*
 * Narrowing that the analyser asserts and iterpred does, checked twice: TypeInferenceTest reads the
 * assertType() calls, and running this file with the extension loaded checks every one of them
 * against real values (tests/runtime-harness.php), in both branches:
 *   php -d extension=/path/to/iterpred.so -d zend.assertions=1 tests/data/runtime.php
 * Its functions read alike by design, here and in the other data files: one case each, its own
 * input types and assertions; a shared helper would hide which call narrows what.
 */

namespace IterpredRuntime;

use ArrayIterator;
use function PHPStan\Testing\assertType;

class Foo
{

	public bool $ok = true;

}

class Bar
{

}

/**
 * @phpstan-assert-if-true Foo $value
 */
function isFoo(mixed $value): bool
{
	return $value instanceof Foo;
}

final class Checks
{

	/**
	 * @phpstan-assert-if-true Foo $value
	 */
	public static function isFoo(mixed $value): bool
	{
		return $value instanceof Foo;
	}

}

/** @param list<mixed> $xs */
function allByName(array $xs): void
{
	if (all($xs, 'is_int')) {
		assertType('list<int>', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
}

/** @param list<mixed> $xs */
function allByFirstClassCallable(array $xs): void
{
	if (all($xs, is_int(...))) {
		assertType('list<int>', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
	if (all($xs, is_numeric(...))) {
		assertType('list<float|int|numeric-string>', $xs);
	}
	if (all($xs, 'is_string')) {
		assertType('list<string>', $xs);
	}
}

/** @param array<string, mixed> $map */
function allOfAMap(array $map): void
{
	if (all($map, 'is_float')) {
		assertType('array<string, float>', $map);
	} else {
		assertType('non-empty-array<string, mixed>', $map);
	}
}

/** @param list<mixed> $xs */
function arrayEveryInstanceof(array $xs): void
{
	if (array_every($xs, fn ($v, $k) => $v instanceof Foo)) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
}

/** @param list<int|null> $xs */
function allNotNull(array $xs): void
{
	if (all($xs, fn ($v) => $v !== null)) {
		assertType('list<int>', $xs);
	} else {
		assertType('non-empty-list<int|null>', $xs);
	}
}

/** @param list<mixed> $xs */
function singleReturnClosure(array $xs): void
{
	if (all($xs, function ($v) {
		return is_string($v) && $v !== '';
	})) {
		assertType('list<non-empty-string>', $xs);
	}
	if (all($xs, static function (mixed $v): bool {
		return is_int($v) || is_string($v);
	})) {
		assertType('list<int|string>', $xs);
	}
}

/** @param list<Foo|Bar|null> $xs */
function closureUsesAVariable(array $xs, string $class): void
{
	if (all($xs, function ($v) use ($class) {
		return $v instanceof Foo && $class !== '';
	})) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	}
	$wanted = Bar::class;
	if (all($xs, fn ($v) => $v instanceof $wanted)) {
		assertType('list<IterpredRuntime\Bar>', $xs);
	}
}

/** @param list<mixed> $xs */
function assertIfTrueCallables(array $xs): void
{
	if (all($xs, 'IterpredRuntime\isFoo')) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	}
	if (all($xs, isFoo(...))) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	}
	if (all($xs, Checks::isFoo(...))) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	}
	if (all($xs, 'IterpredRuntime\Checks::isFoo')) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	}
}

/** @param list<int|string|null> $xs */
function withoutCallback(array $xs): void
{
	if (all($xs)) {
		assertType('list<int<min, -1>|int<1, max>|non-falsy-string>', $xs);
	} else {
		assertType('non-empty-list<int|string|null>', $xs);
	}
	if (none($xs)) {
		assertType("list<0|''|'0'|null>", $xs);
	} else {
		assertType('non-empty-list<int|string|null>', $xs);
	}
	if (any($xs)) {
		assertType('non-empty-list<int|string|null>', $xs);
	} else {
		assertType("list<0|''|'0'|null>", $xs);
	}
}

/** @param array<int|string, mixed> $map */
function byKey(array $map): void
{
	if (all($map, 'is_string', ARRAY_FILTER_USE_KEY)) {
		assertType('array<string, mixed>', $map);
	} else {
		assertType('non-empty-array<int|string, mixed>', $map);
	}
	if (all($map, null, ARRAY_FILTER_USE_KEY)) {
		assertType('array<int<min, -1>|int<1, max>|non-falsy-string, mixed>', $map);
	}
	if (none($map, 'is_int', ARRAY_FILTER_USE_KEY)) {
		assertType('array<string, mixed>', $map);
	}
}

/** @param array<int|string, mixed> $map */
function byValueAndKey(array $map): void
{
	if (all($map, fn ($v, $k) => is_int($k) && is_string($v), ARRAY_FILTER_USE_BOTH)) {
		assertType('array<int, string>', $map);
	}
	if (array_every($map, fn ($v, $k) => is_string($k) && $v instanceof Foo)) {
		assertType('array<string, IterpredRuntime\Foo>', $map);
	}
}

/** @param list<Foo|Bar|null> $xs */
function noneAndAnyFalse(array $xs): void
{
	if (none($xs, 'is_null')) {
		assertType('list<IterpredRuntime\Bar|IterpredRuntime\Foo>', $xs);
	} else {
		assertType('non-empty-list<IterpredRuntime\Bar|IterpredRuntime\Foo|null>', $xs);
	}
	if (any($xs, fn ($v) => $v instanceof Foo)) {
		assertType('non-empty-list<IterpredRuntime\Bar|IterpredRuntime\Foo|null>', $xs);
	} else {
		assertType('list<IterpredRuntime\Bar|null>', $xs);
	}
	if (any($xs, 'is_object') === true) {
		assertType('non-empty-list<IterpredRuntime\Bar|IterpredRuntime\Foo|null>', $xs);
	}
	if (all($xs, 'is_object') === false) {
		assertType('non-empty-list<IterpredRuntime\Bar|IterpredRuntime\Foo|null>', $xs);
	}
	if (!any($xs, 'is_object')) {
		assertType('list<null>', $xs);
	}
}

/** @param list<string> $xs */
function emptyArraySatisfiesAll(array $xs): void
{
	if (all($xs, 'is_int')) {
		assertType('array{}', $xs);
	} else {
		assertType('non-empty-list<string>', $xs);
	}
}

/** @param array{a: int|string, b?: string|null} $shape */
function shapes(array $shape): void
{
	if (all($shape, fn ($v) => $v !== null)) {
		assertType('array{a: int|string, b?: string}', $shape);
	}
	if (all($shape, 'is_int')) {
		assertType('array{a: int}', $shape);
	}
}

/** @param list<mixed> $xs */
function underAssert(array $xs): void
{
	assert(all($xs, 'is_int'));
	assertType('list<int>', $xs);
}

/**
 * @param iterable<string, mixed> $iterable
 * @param ArrayIterator<int, mixed> $iterator
 */
function traversables(iterable $iterable, ArrayIterator $iterator): void
{
	if (all($iterable, 'is_int')) {
		assertType('iterable<string, int>', $iterable);
	}
	if (all($iterator, 'is_string')) {
		assertType('ArrayIterator<int, mixed>&iterable<int, string>', $iterator);
	}
	if (any($iterator)) {
		assertType('ArrayIterator<int, mixed>', $iterator);
	}
}

function untypedArgument(mixed $m): void
{
	if (all($m, 'is_string')) {
		assertType('iterable<string>', $m);
	}
}

/** @param list<mixed> $xs */
function declaredClassParameter(array $xs): void
{
	// Any other element throws TypeError.
	if (all($xs, fn (Foo $v) => $v->ok)) {
		assertType('list<IterpredRuntime\Foo>', $xs);
	}
}

/** @param list<mixed> $xs */
function declaredScalarParameter(array $xs): void
{
	// The engine coerces '5' to 5 for an int parameter (callbacks are called in coercive mode,
	// even from a strict file): an int parameter proves nothing about the element.
	if (all($xs, fn (int $v) => $v > 0)) {
		assertType('list<mixed>', $xs);
	}
}

/** @param list<list<mixed>> $rows */
function nested(array $rows): void
{
	if (all($rows, fn ($row) => all($row, 'is_int'))) {
		assertType('list<list<int>>', $rows);
	}
}

/** @param list<mixed> $xs */
function namespacedFunctions(array $xs): void
{
	if (\Iterpred\all($xs, 'is_int')) {
		assertType('list<int>', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
	if (\Iterpred\none($xs, 'is_null')) {
		assertType('list<mixed~null>', $xs);
	}
	if (\Iterpred\array_all($xs, fn ($v, $k) => is_string($v))) {
		assertType('list<string>', $xs);
	}
	if (\Iterpred\array_any($xs, fn ($v, $k) => is_string($v))) {
		assertType('non-empty-list<mixed>', $xs);
	} else {
		assertType('list<mixed~string>', $xs);
	}
}

/** @param list<mixed>|null $xs */
function keysOfAListOrNull(?array $xs): void
{
	// A list has key 0 when it has an element; the call returned, so $xs was not null.
	if (all($xs, fn ($k) => $k > 0, ARRAY_FILTER_USE_KEY)) {
		assertType('array{}', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
}

/** @param list<mixed> $xs */
function arrayAnyAllBelowPhp84(array $xs): void
{
	if (array_all($xs, fn ($v, $k) => is_int($v))) {
		assertType('list<int>', $xs);
	}
	if (array_any($xs, fn ($v, $k) => is_int($v))) {
		assertType('non-empty-list<mixed>', $xs);
	} else {
		assertType('list<mixed~int>', $xs);
	}
}

if (realpath((string) ($_SERVER['SCRIPT_FILENAME'] ?? '')) === __FILE__) {
	require __DIR__ . '/../runtime-harness.php';
	\Iterpred\PHPStan\Tests\Runtime\Harness::$file = __FILE__;

	$foo = new Foo();
	$bar = new Bar();
	$lists = [[], [1, 2, 3], [1, 'a'], ['a', 'b'], ['1.5', 2, 3.0], [$foo, $foo], [$foo, $bar], [null, 0, ''], [0, 'x', null]];
	foreach ($lists as $xs) {
		allByName($xs);
		allByFirstClassCallable($xs);
		arrayEveryInstanceof($xs);
		singleReturnClosure($xs);
		assertIfTrueCallables($xs);
		declaredClassParameter(array_values(array_filter($xs, fn ($x) => $x instanceof Foo)));
	}
	foreach ([[], ['5', 1], [2], [0]] as $xs) {
		declaredScalarParameter($xs);
	}
	foreach ([[], ['a' => 1.5], ['a' => 1.5, 'b' => 2]] as $map) {
		allOfAMap($map);
	}
	foreach ([[], [1, null], [1, 2]] as $xs) {
		allNotNull($xs);
	}
	foreach ([[], [$foo], [$bar, $bar], [$foo, null]] as $xs) {
		closureUsesAVariable($xs, 'x');
		noneAndAnyFalse($xs);
	}
	noneAndAnyFalse([null]);
	foreach ([[], [1, 'a'], [0, '', null], [1, null], ['0', 0]] as $xs) {
		withoutCallback($xs);
	}
	foreach ([[], ['a' => 1], [1 => 'x', 'b' => 2], [5 => 'x'], [0 => 'x']] as $map) {
		byKey($map);
		byValueAndKey($map);
	}
	byValueAndKey(['a' => $foo]);
	foreach ([[], ['a'], ['a', 'b']] as $xs) {
		emptyArraySatisfiesAll($xs);
	}
	foreach ([['a' => 1], ['a' => 's', 'b' => null], ['a' => 1, 'b' => 'x'], ['a' => 2, 'b' => null]] as $shape) {
		shapes($shape);
	}
	underAssert([1, 2]);
	underAssert([]);
	foreach ([[], ['a' => 1], ['a' => 'x']] as $iterable) {
		traversables($iterable, new ArrayIterator([]));
		traversables(new ArrayIterator($iterable), new ArrayIterator(['a', 'b']));
		traversables($iterable, new ArrayIterator(['a', 1]));
		traversables($iterable, new ArrayIterator([0]));
	}
	foreach ([[], ['a'], [1], new ArrayIterator(['x' => 'y'])] as $m) {
		untypedArgument($m);
	}
	foreach ([[], [[1, 2], []], [[1], ['a']]] as $rows) {
		nested($rows);
	}
	foreach ($lists as $xs) {
		keysOfAListOrNull($xs);
	}
	if (function_exists('Iterpred\all')) {
		foreach ($lists as $xs) {
			namespacedFunctions($xs);
		}
	} else {
		\Iterpred\PHPStan\Tests\Runtime\Harness::skip('namespacedFunctions', 'this iterpred has no Iterpred\all() yet');
	}
	// From PHP 8.4 these are the engine's array_any()/array_all(): the same on arrays.
	foreach ($lists as $xs) {
		arrayAnyAllBelowPhp84($xs);
	}
	\Iterpred\PHPStan\Tests\Runtime\Harness::finish();
}
