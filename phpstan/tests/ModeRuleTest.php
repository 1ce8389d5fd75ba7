<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use Iterpred\PHPStan\Rules\ModeRule;
use PHPStan\Php\PhpVersion;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\Rules\Rule;
use PHPStan\Testing\RuleTestCase;

/**
 * @extends RuleTestCase<ModeRule>
 */
final class ModeRuleTest extends RuleTestCase
{

	protected function getRule(): Rule
	{
		return new ModeRule(
			self::getContainer()->getByType(ReflectionProvider::class),
			self::getContainer()->getByType(PhpVersion::class),
		);
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

	public static function getAdditionalConfigFiles(): array
	{
		return [__DIR__ . '/../extension.neon'];
	}

}
