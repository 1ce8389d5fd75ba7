<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use Iterpred\PHPStan\Rules\ModeRule;

/**
 * Laid out like the other rule tests (ruleClass(), testRule(), expected errors): the likeness is
 * PHPStan's RuleTestCase format; the shared part is in IterpredRuleTestCase.
 *
 * @extends IterpredRuleTestCase<ModeRule>
 */
final class ModeRuleTest extends IterpredRuleTestCase
{

	protected static function ruleClass(): string
	{
		return ModeRule::class;
	}

	public function testRule(): void
	{
		$this->analyse([__DIR__ . '/data/rules.php'], [
			[
				'Argument #3 ($mode) of all() must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH, 3 given: the call throws ValueError.',
				26,
			],
			[
				'Argument #3 ($mode) of any() must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH, -1 given: the call throws ValueError.',
				27,
			],
			[
				'all() with ARRAY_FILTER_USE_BOTH needs a callback: without one the call throws ValueError.',
				29,
			],
			[
				'any() with ARRAY_FILTER_USE_BOTH needs a callback: without one the call throws ValueError.',
				30,
			],
			[
				'Iterpred\none() with ARRAY_FILTER_USE_BOTH needs a callback: without one the call throws ValueError.',
				31,
			],
		]);
	}

}
