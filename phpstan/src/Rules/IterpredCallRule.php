<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Rules;

use Iterpred\PHPStan\IterpredFunction;
use PhpParser\Node;
use PhpParser\Node\Expr\FuncCall;
use PHPStan\Analyser\Scope;
use PHPStan\Php\PhpVersion;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\Rules\IdentifierRuleError;
use PHPStan\Rules\Rule;

/**
 * A rule about calls of iterpred's functions: the call is read once, here, through
 * IterpredFunction::ofNode(), and the rule sees only the calls it reads.
 *
 * @implements Rule<FuncCall>
 */
abstract class IterpredCallRule implements Rule
{

	public function __construct(
		protected readonly ReflectionProvider $reflectionProvider,
		protected readonly PhpVersion $phpVersion,
	)
	{
	}

	public function getNodeType(): string
	{
		return FuncCall::class;
	}

	final public function processNode(Node $node, Scope $scope): array
	{
		$call = IterpredFunction::ofNode($node, $scope, $this->reflectionProvider, $this->phpVersion, $this->readsEngineArrayFunctions());
		return $call === null ? [] : $this->processCall($call, $scope);
	}

	/**
	 * Whether the engine's array_any()/array_all() (PHP 8.4+) are read as iterpred's too.
	 */
	protected function readsEngineArrayFunctions(): bool
	{
		return false;
	}

	/**
	 * @return list<IdentifierRuleError>
	 */
	abstract protected function processCall(IterpredFunction $call, Scope $scope): array;

}
