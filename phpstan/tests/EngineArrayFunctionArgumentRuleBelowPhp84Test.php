<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use Iterpred\PHPStan\Rules\EngineArrayFunctionArgumentRule;
use PHPStan\Php\PhpVersion;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\Rules\Rule;
use PHPStan\Testing\RuleTestCase;

/**
 * @extends RuleTestCase<EngineArrayFunctionArgumentRule>
 */
final class EngineArrayFunctionArgumentRuleBelowPhp84Test extends RuleTestCase
{

	protected function getRule(): Rule
	{
		return new EngineArrayFunctionArgumentRule(
			self::getContainer()->getByType(ReflectionProvider::class),
			self::getContainer()->getByType(PhpVersion::class),
		);
	}

	public function testRule(): void
	{
		$this->analyse([__DIR__ . '/data/engine-array-functions.php'], []);
	}

	public static function getAdditionalConfigFiles(): array
	{
		return [__DIR__ . '/../extension.neon', __DIR__ . '/php83.neon'];
	}

}
