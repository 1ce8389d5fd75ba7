<?php
/*
 * IDE and static-analysis stubs for the iterpred extension: signatures as iterpred.stub.php (the
 * arginfo's source) writes them, with generic types for PHPStan, Psalm and PhpStorm.
 * Never include or autoload this file: the extension defines these functions.
 *   PHPStan: composer require --dev iterpred/phpstan-iterpred (loads this file and narrows types),
 *            or parameters: scanFiles and stubFiles: [vendor-or-path/stubs/iterpred.php]
 *   Psalm:   <stubs><file name="path/stubs/iterpred.php"/></stubs>
 * tests/stubs_match_signatures.phpt checks every signature here against the loaded extension;
 * phpstan/stubs/iterpred.php is generated from this file (php scripts/gen-stubs.php), which also
 * checks these signatures against iterpred.stub.php.
 */

/*
 * Iterpred\any() ... Iterpred\array_all(): the same functions under the extension's namespace, on
 * every PHP version and whatever iterpred.global_functions says: `use function Iterpred\all;`.
 */
namespace Iterpred {
	/**
	 * any() under the extension's namespace: true as soon as the predicate holds for one element.
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param iterable<TKey, TValue> $iterable
	 * @param (callable(TValue): mixed)|(callable(TKey): mixed)|(callable(TValue, TKey): mixed)|null $callback
	 * @param 0|ARRAY_FILTER_USE_KEY|ARRAY_FILTER_USE_BOTH $mode
	 *
	 * @param-immediately-invoked-callable $callback
	 *
	 * @throws \ValueError for another $mode, or ARRAY_FILTER_USE_BOTH without a callback
	 */
	function any(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

	/**
	 * all() under the extension's namespace: false as soon as the predicate fails for one element.
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param iterable<TKey, TValue> $iterable
	 * @param (callable(TValue): mixed)|(callable(TKey): mixed)|(callable(TValue, TKey): mixed)|null $callback
	 * @param 0|ARRAY_FILTER_USE_KEY|ARRAY_FILTER_USE_BOTH $mode
	 *
	 * @param-immediately-invoked-callable $callback
	 *
	 * @throws \ValueError for another $mode, or ARRAY_FILTER_USE_BOTH without a callback
	 */
	function all(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

	/**
	 * none() under the extension's namespace: !any().
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param iterable<TKey, TValue> $iterable
	 * @param (callable(TValue): mixed)|(callable(TKey): mixed)|(callable(TValue, TKey): mixed)|null $callback
	 * @param 0|ARRAY_FILTER_USE_KEY|ARRAY_FILTER_USE_BOTH $mode
	 *
	 * @param-immediately-invoked-callable $callback
	 *
	 * @throws \ValueError for another $mode, or ARRAY_FILTER_USE_BOTH without a callback
	 */
	function none(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

	/**
	 * array_every() under the extension's namespace: $callback($value, $key) truthy for every element.
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param array<TKey, TValue>|\Traversable<TKey, TValue> $array
	 * @param callable(TValue, TKey): mixed $callback
	 *
	 * @param-immediately-invoked-callable $callback
	 */
	function array_every(array|\Traversable $array, callable $callback): bool {}

	/**
	 * iterpred's array_any() on every PHP version (the engine's global one from 8.4 takes arrays only).
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param array<TKey, TValue>|\Traversable<TKey, TValue> $array
	 * @param callable(TValue, TKey): mixed $callback
	 *
	 * @param-immediately-invoked-callable $callback
	 */
	function array_any(array|\Traversable $array, callable $callback): bool {}

	/**
	 * iterpred's array_all() on every PHP version: array_every() under another name.
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param array<TKey, TValue>|\Traversable<TKey, TValue> $array
	 * @param callable(TValue, TKey): mixed $callback
	 *
	 * @param-immediately-invoked-callable $callback
	 */
	function array_all(array|\Traversable $array, callable $callback): bool {}
}

/*
 * The global functions: any(), all(), none(), array_every() unless iterpred.global_functions=0.
 */
namespace {
	/**
	 * Whether the predicate holds for at least one element; false for an empty iterable.
	 * Stops at the first element for which it holds: nothing after it is read.
	 *
	 * Without a callback the element itself is the predicate (its truthiness). $mode says what the
	 * callback receives: 0 (PHP 8.6's ARRAY_FILTER_USE_VALUE) its value, ARRAY_FILTER_USE_KEY its key,
	 * ARRAY_FILTER_USE_BOTH ($value, $key).
	 * The predicate holds when the callback's result is truthy, not only when it is true.
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param iterable<TKey, TValue> $iterable
	 * @param (callable(TValue): mixed)|(callable(TKey): mixed)|(callable(TValue, TKey): mixed)|null $callback
	 * @param 0|ARRAY_FILTER_USE_KEY|ARRAY_FILTER_USE_BOTH $mode
	 *
	 * @param-immediately-invoked-callable $callback
	 *
	 * @throws ValueError for another $mode, or ARRAY_FILTER_USE_BOTH without a callback
	 */
	function any(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

	/**
	 * Whether the predicate holds for every element; true for an empty iterable.
	 * Stops at the first element for which it fails: nothing after it is read.
	 *
	 * Callback, truthiness and $mode as for any().
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param iterable<TKey, TValue> $iterable
	 * @param (callable(TValue): mixed)|(callable(TKey): mixed)|(callable(TValue, TKey): mixed)|null $callback
	 * @param 0|ARRAY_FILTER_USE_KEY|ARRAY_FILTER_USE_BOTH $mode
	 *
	 * @param-immediately-invoked-callable $callback
	 *
	 * @throws ValueError for another $mode, or ARRAY_FILTER_USE_BOTH without a callback
	 */
	function all(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

	/**
	 * Whether the predicate holds for no element: !any(); true for an empty iterable.
	 * Stops at the first element for which it holds: nothing after it is read.
	 *
	 * Callback, truthiness and $mode as for any().
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param iterable<TKey, TValue> $iterable
	 * @param (callable(TValue): mixed)|(callable(TKey): mixed)|(callable(TValue, TKey): mixed)|null $callback
	 * @param 0|ARRAY_FILTER_USE_KEY|ARRAY_FILTER_USE_BOTH $mode
	 *
	 * @param-immediately-invoked-callable $callback
	 *
	 * @throws ValueError for another $mode, or ARRAY_FILTER_USE_BOTH without a callback
	 */
	function none(iterable $iterable, ?callable $callback = null, int $mode = 0): bool {}

	/**
	 * Whether $callback($value, $key) is truthy for every element; true when empty.
	 * PHP 8.4's array_all() callback, on arrays and Traversables, on every PHP version.
	 *
	 * @template TKey
	 * @template TValue
	 *
	 * @param array<TKey, TValue>|Traversable<TKey, TValue> $array
	 * @param callable(TValue, TKey): mixed $callback
	 *
	 * @param-immediately-invoked-callable $callback
	 */
	function array_every(array|Traversable $array, callable $callback): bool {}

	/*
	 * From PHP 8.4 on the engine defines array_any() and array_all() (arrays only) and iterpred leaves
	 * them alone; below 8.4 iterpred defines them, taking Traversables too. The condition documents
	 * that for readers and tools that evaluate it; the file itself is never run.
	 */
	if (PHP_VERSION_ID < 80400) {
		/**
		 * Whether $callback($value, $key) is truthy for at least one element; false when empty.
		 * iterpred's below PHP 8.4, the engine's (arrays only) from 8.4.
		 *
		 * @template TKey
		 * @template TValue
		 *
		 * @param array<TKey, TValue>|Traversable<TKey, TValue> $array
		 * @param callable(TValue, TKey): mixed $callback
		 *
		 * @param-immediately-invoked-callable $callback
		 */
		function array_any(array|Traversable $array, callable $callback): bool {}

		/**
		 * Whether $callback($value, $key) is truthy for every element; true when empty.
		 * iterpred's below PHP 8.4 (array_every() under another name), the engine's (arrays only) from 8.4.
		 *
		 * @template TKey
		 * @template TValue
		 *
		 * @param array<TKey, TValue>|Traversable<TKey, TValue> $array
		 * @param callable(TValue, TKey): mixed $callback
		 *
		 * @param-immediately-invoked-callable $callback
		 */
		function array_all(array|Traversable $array, callable $callback): bool {}
	}
}
