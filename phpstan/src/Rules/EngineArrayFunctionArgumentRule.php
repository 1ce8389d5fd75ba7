<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Rules;

use Iterpred\PHPStan\IterpredFunction;
use PHPStan\Analyser\Scope;
use PHPStan\Rules\RuleErrorBuilder;
use PHPStan\Type\MixedType;
use PHPStan\Type\VerbosityLevel;
use function in_array;
use function sprintf;
use function strtolower;

/**
 * From PHP 8.4 the global array_any() and array_all() are the engine's, which take arrays only.
 * iterpred's stubs declare them with array|Traversable (iterpred's, below 8.4), and PHPStan
 * reads stubs whatever their PHP_VERSION_ID condition says: this rule puts the engine's
 * TypeError back.
 *
 */
final class EngineArrayFunctionArgumentRule extends IterpredCallRule
{

	protected function readsEngineArrayFunctions(): bool
	{
		return true;
	}

	protected function processCall(IterpredFunction $call, Scope $scope): array
	{
		if ($this->phpVersion->getVersionId() < 80400 || !in_array(strtolower($call->name), ['array_any', 'array_all'], true)
			|| $call->iterable === null) {
			return [];
		}
		$name = $call->name;
		$type = $scope->getType($call->iterable);
		if ($type->isArray()->yes() || $type instanceof MixedType) {
			return [];
		}
		return [
			RuleErrorBuilder::message(sprintf(
				'%s() is PHP 8.4\'s own, which takes arrays only: %s given, the call throws TypeError%s.',
				$name,
				$type->describe(VerbosityLevel::typeOnly()),
				$type->isArray()->no() ? '' : ' for a Traversable',
			))
				->identifier('iterpred.engineArrayFunction')
				->tip(sprintf('Iterpred\\%s() takes Traversables on every PHP version.', strtolower($name)))
				->build(),
		];
	}

}
