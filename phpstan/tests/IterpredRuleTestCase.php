<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use PHPStan\Rules\Rule;
use PHPStan\Testing\RuleTestCase;

/**
 * A rule of extension.neon as PHPStan builds it (the container's own instance, so a test never restates
 * its constructor), with the configuration of one PHP version when the test names one. What is left of
 * each rule test is PHPUnit's class shape, the rule's name and its expected errors: the likeness the
 * duplicates scan sees between them is that shape.
 *
 * @template TRule of Rule
 * @extends RuleTestCase<TRule>
 */
abstract class IterpredRuleTestCase extends RuleTestCase
{

	/**
	 * @return class-string<TRule>
	 */
	abstract protected static function ruleClass(): string;

	/**
	 * php83.neon or php84.neon, beside extension.neon; null for PHPStan's own default.
	 */
	protected static function phpVersionConfig(): ?string
	{
		return null;
	}

	protected function getRule(): Rule
	{
		return self::getContainer()->getByType(static::ruleClass());
	}

	public static function getAdditionalConfigFiles(): array
	{
		$version = static::phpVersionConfig();
		return $version === null
			? [__DIR__ . '/../extension.neon']
			: [__DIR__ . '/../extension.neon', __DIR__ . '/' . $version];
	}

}
