<?php declare(strict_types = 1);

namespace IterpredEngineArrayFunctions;

use ArrayIterator;

/**
 * @param ArrayIterator<int, int> $iterator
 * @param iterable<int> $iterable
 * @param list<int> $list
 */
function calls(ArrayIterator $iterator, iterable $iterable, array $list, mixed $mixed): void
{
	array_all($iterator, fn ($v, $k) => $v > 0);
	array_any($iterable, fn ($v, $k) => $v > 0);
	array_all($list, fn ($v, $k) => $v > 0);
	array_any($mixed, fn ($v, $k) => $v > 0);
	\Iterpred\array_all($iterator, fn ($v, $k) => $v > 0);
	array_every($iterator, fn ($v, $k) => $v > 0);
}
