<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Rules;

use Iterpred\PHPStan\IterpredFunction;
use PHPStan\Analyser\Scope;
use PHPStan\Rules\RuleErrorBuilder;
use PHPStan\Type\VerbosityLevel;
use function count;
use function in_array;
use function sprintf;

/**
 * any()/all()/none() throw ValueError for a $mode other than 0 (ARRAY_FILTER_USE_VALUE on PHP 8.6+), ARRAY_FILTER_USE_KEY and
 * ARRAY_FILTER_USE_BOTH, and for ARRAY_FILTER_USE_BOTH without a callback.
 *
 */
final class ModeRule extends IterpredCallRule
{

	protected function processCall(IterpredFunction $call, Scope $scope): array
	{
		if (!$call->takesMode || $call->mode === null) {
			return [];
		}
		$name = $call->name;

		$modeType = $scope->getType($call->mode);
		$values = $modeType->getConstantScalarValues();
		if (count($values) === 0) {
			return [];
		}
		$valid = [IterpredFunction::PASS_VALUE, IterpredFunction::PASS_KEY, IterpredFunction::PASS_BOTH];
		foreach ($values as $value) {
			if (!in_array($value, $valid, true)) {
				return [
					RuleErrorBuilder::message(sprintf(
						'Argument #3 ($mode) of %s() must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH, %s given: the call throws ValueError.',
						$name,
						$modeType->describe(VerbosityLevel::value()),
					))->identifier('iterpred.mode')->build(),
				];
			}
		}
		if ($values === [IterpredFunction::PASS_BOTH] && $call->hasNoCallback($scope)) {
			return [
				RuleErrorBuilder::message(sprintf(
					'%s() with ARRAY_FILTER_USE_BOTH needs a callback: without one the call throws ValueError.',
					$name,
				))->identifier('iterpred.modeWithoutCallback')->build(),
			];
		}
		return [];
	}

}
