<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use Iterpred\PHPStan\Rules\CallbackArgumentCountRule;

/**
 * Laid out like the other rule tests (ruleClass(), testRule(), expected errors): the likeness is
 * PHPStan's RuleTestCase format; the shared part is in IterpredRuleTestCase.
 *
 * @extends IterpredRuleTestCase<CallbackArgumentCountRule>
 */
class CallbackArgumentCountRuleTest extends IterpredRuleTestCase
{

	protected static function ruleClass(): string
	{
		return CallbackArgumentCountRule::class;
	}

	public function testRule(): void
	{
		$this->analyse([__DIR__ . '/data/rules.php'], self::expectedErrors());
	}

	/**
	 * The same on every PHP version: PHP 8.4's array_any()/array_all() pass ($value, $key) too.
	 *
	 * @return list<array{0: string, 1: int, 2?: string}>
	 */
	public static function expectedErrors(): array
	{
		return [
			[
				'Callback is_int() passed to all() receives 2 arguments ($value, $key) with ARRAY_FILTER_USE_BOTH, but accepts only 1: the call throws ArgumentCountError.',
				36,
			],
			[
				'Callback is_string() passed to any() receives 2 arguments ($value, $key) with ARRAY_FILTER_USE_BOTH, but accepts only 1: the call throws ArgumentCountError.',
				37,
			],
			[
				'Callback is_int() passed to array_every() receives 2 arguments ($value, $key), but accepts only 1: the call throws ArgumentCountError.',
				38,
				"all(\$xs, 'is_int') passes the value alone.",
			],
			[
				'Callback is_int() passed to array_all() receives 2 arguments ($value, $key), but accepts only 1: the call throws ArgumentCountError.',
				39,
				"all(\$xs, 'is_int') passes the value alone.",
			],
			[
				'Callback is_numeric() passed to array_any() receives 2 arguments ($value, $key), but accepts only 1: the call throws ArgumentCountError.',
				40,
				"any(\$xs, '\\is_numeric') passes the value alone.",
			],
			[
				'Callback is_int() passed to Iterpred\array_all() receives 2 arguments ($value, $key), but accepts only 1: the call throws ArgumentCountError.',
				41,
				'Iterpred\all($xs, is_int(...)) passes the value alone.',
			],
			[
				'Callback str_contains() passed to all() receives 1 argument ($value), but requires 2: the call throws ArgumentCountError.',
				45,
			],
			[
				'Arrow function passed to none() receives 1 argument ($value), but requires 2: the call throws ArgumentCountError.',
				46,
			],
			[
				'Closure passed to any() receives 1 argument ($key) with ARRAY_FILTER_USE_KEY, but requires 2: the call throws ArgumentCountError.',
				47,
			],
		];
	}

}
