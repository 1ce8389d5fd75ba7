<?php declare(strict_types = 1);

namespace IterpredRules;

final class Checks
{

	public function loose(mixed $value): bool
	{
		return $value !== null;
	}

	public static function strict(mixed $value): bool
	{
		return $value !== null;
	}

}

/**
 * @param list<mixed> $xs
 */
function calls(array $xs, int $mode, Checks $checks): void
{
	// $mode
	all($xs, 'is_int', 3);
	any($xs, null, -1);
	none($xs, 'is_int', $mode);
	all($xs, null, ARRAY_FILTER_USE_BOTH);
	any($xs, mode: ARRAY_FILTER_USE_BOTH);
	\Iterpred\none($xs, null, ARRAY_FILTER_USE_BOTH);
	all($xs, null, ARRAY_FILTER_USE_KEY);
	all($xs, fn ($v, $k) => $k, ARRAY_FILTER_USE_BOTH);

	// An internal function given ($value, $key)
	all($xs, 'is_int', ARRAY_FILTER_USE_BOTH);
	any($xs, is_string(...), ARRAY_FILTER_USE_BOTH);
	array_every($xs, 'is_int');
	array_all($xs, 'is_int');
	array_any($xs, '\is_numeric');
	\Iterpred\array_all($xs, is_int(...));
	array_every($xs, 'is_int', ...[]);

	// A function or closure given fewer arguments than it requires
	all($xs, 'str_contains');
	none($xs, fn ($a, $b) => $a === $b);
	any($xs, function ($a, $b) {
		return $a === $b;
	}, ARRAY_FILTER_USE_KEY);

	// Fine: user functions ignore extra arguments; optional and variadic parameters
	array_every($xs, fn ($v) => is_int($v));
	array_every($xs, $checks->loose(...));
	array_every($xs, 'IterpredRules\Checks::strict');
	all($xs, fn ($a, $b = null) => $a === $b);
	array_every($xs, 'max');
	all($xs, 'is_int');
	all($xs, 'is_int', ARRAY_FILTER_USE_KEY);
}
