<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use Iterpred\PHPStan\Rules\EngineArrayFunctionArgumentRule;

/**
 * @extends IterpredRuleTestCase<EngineArrayFunctionArgumentRule>
 */
final class EngineArrayFunctionArgumentRuleBelowPhp84Test extends IterpredRuleTestCase
{

	protected static function ruleClass(): string
	{
		return EngineArrayFunctionArgumentRule::class;
	}

	public function testRule(): void
	{
		$this->analyse([__DIR__ . '/data/engine-array-functions.php'], []);
	}

	protected static function phpVersionConfig(): string
	{
		return 'php83.neon';
	}

}
