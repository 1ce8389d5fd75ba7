<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use Iterpred\PHPStan\Rules\EngineArrayFunctionArgumentRule;

/**
 * As on PHP 8.4 (tests/php84.neon); below 8.4 the global functions are iterpred's and take
 * Traversables (EngineArrayFunctionArgumentRuleBelowPhp84Test).
 *
 * Laid out like the other rule tests (ruleClass(), testRule(), expected errors): the likeness is
 * PHPStan's RuleTestCase format; the shared part is in IterpredRuleTestCase.
 *
 * @extends IterpredRuleTestCase<EngineArrayFunctionArgumentRule>
 */
class EngineArrayFunctionArgumentRuleTest extends IterpredRuleTestCase
{

	protected static function ruleClass(): string
	{
		return EngineArrayFunctionArgumentRule::class;
	}

	public function testRule(): void
	{
		$tip = 'Iterpred\array_all() takes Traversables on every PHP version.';
		$this->analyse([__DIR__ . '/data/engine-array-functions.php'], [
			[
				'array_all() is PHP 8.4\'s own, which takes arrays only: ArrayIterator<int, int> given, the call throws TypeError.',
				14,
				$tip,
			],
			[
				'array_any() is PHP 8.4\'s own, which takes arrays only: iterable<int> given, the call throws TypeError for a Traversable.',
				15,
				'Iterpred\array_any() takes Traversables on every PHP version.',
			],
		]);
	}

	protected static function phpVersionConfig(): string
	{
		return 'php84.neon';
	}

}
