<?php declare(strict_types = 1);

/*
 * The run-time harness must fail: a wrong assertion, an assertion that never runs, a type it
 * cannot read. .ci/phpstan-extension.sh expects exit status 1 and these three FAIL lines.
 */

namespace IterpredRuntimeSelftest;

use function PHPStan\Testing\assertType;

/** @param list<mixed> $xs */
function wrong(array $xs): void
{
	if (all($xs, 'is_string')) {
		assertType('list<int>', $xs);
	} else {
		assertType('non-empty-list<mixed>', $xs);
	}
}

function neverRuns(): void
{
	assertType('int', 1);
}

require __DIR__ . '/../runtime-harness.php';
\Iterpred\PHPStan\Tests\Runtime\Harness::$file = __FILE__;
wrong(['a']);
wrong([1]);
assertType('list<int', [1]);
\Iterpred\PHPStan\Tests\Runtime\Harness::finish();
