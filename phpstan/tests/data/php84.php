<?php declare(strict_types = 1);

/*
 * Analysed as on PHP 8.4 (tests/php84.neon): the global array_any() and array_all() are the
 * engine's, which iterpred does not define, so they do not narrow here (PHPStan itself does not
 * narrow them either); iterpred's own functions still do.
 * Its functions read alike by design, here and in the other data files: one case each, its own
 * input types and assertions; a shared helper would hide which call narrows what.
 */

namespace IterpredPhp84;

use function PHPStan\Testing\assertType;

/** @param list<mixed> $xs */
function engineFunctions(array $xs): void
{
	if (array_all($xs, fn ($v, $k) => is_int($v))) {
		assertType('list<mixed>', $xs);
	}
	if (array_any($xs, fn ($v, $k) => is_int($v))) {
		assertType('list<mixed>', $xs);
	} else {
		assertType('list<mixed>', $xs);
	}
}

/** @param list<mixed> $xs */
function iterpredFunctions(array $xs): void
{
	if (\Iterpred\array_all($xs, fn ($v, $k) => is_int($v))) {
		assertType('list<int>', $xs);
	}
	if (\Iterpred\array_any($xs, fn ($v, $k) => is_int($v))) {
		assertType('non-empty-list<mixed>', $xs);
	} else {
		assertType('list<mixed~int>', $xs);
	}
	if (array_every($xs, fn ($v, $k) => is_string($v))) {
		assertType('list<string>', $xs);
	}
	if (all($xs, 'is_float')) {
		assertType('list<float>', $xs);
	}
}
