<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

/**
 * Below PHP 8.4 the global array_any() and array_all() are iterpred's and take Traversables: no error.
 */
final class EngineArrayFunctionArgumentRuleBelowPhp84Test extends EngineArrayFunctionArgumentRuleTest
{

	public function testRule(): void
	{
		$this->analyse([__DIR__ . '/data/engine-array-functions.php'], []);
	}

	protected static function phpVersionConfig(): string
	{
		return 'php83.neon';
	}

}
