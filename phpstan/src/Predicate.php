<?php declare(strict_types = 1);

namespace Iterpred\PHPStan;

use PhpParser\Node;
use PhpParser\Node\Arg;
use PhpParser\Node\Expr;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\MethodCall;
use PhpParser\Node\Expr\New_;
use PhpParser\Node\Expr\NullsafeMethodCall;
use PhpParser\Node\Expr\StaticCall;
use PhpParser\Node\Expr\Variable;
use PhpParser\NodeFinder;
use PHPStan\Analyser\MutatingScope;
use PHPStan\Reflection\ParametersAcceptor;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\TrinaryLogic;
use PHPStan\Type\MixedType;
use PHPStan\Type\NeverType;
use PHPStan\Type\Type;
use PHPStan\Type\TypeCombinator;
use function count;
use function in_array;
use function is_string;

/**
 * The callback's predicate as an expression over the element's value and key variables: the body
 * of an arrow function or single-return closure, or a call built for a named callable.
 * evaluate() answers what an element must be for the predicate to be truthy (or falsey).
 */
final class Predicate
{

	/**
	 * @param array<string, Type> $parameterTypes declared types the element must already have
	 */
	public function __construct(
		private readonly Expr $expr,
		private readonly ?string $valueVariable,
		private readonly ?string $keyVariable,
		private readonly array $parameterTypes,
		private readonly ReflectionProvider $reflectionProvider,
	)
	{
	}

	/**
	 * The key and value types an element has when the predicate is truthy ($truthy) or falsey for
	 * it; NeverType when no element of these types can give that; null when nothing can be said.
	 *
	 * @return array{Type, Type}|null
	 */
	public function evaluate(MutatingScope $scope, Type $keyType, Type $valueType, bool $truthy): ?array
	{
		$assignments = [];
		if ($this->keyVariable !== null) {
			$assignments[$this->keyVariable] = $keyType;
		}
		if ($this->valueVariable !== null) {
			$assignments[$this->valueVariable] = $valueType;
		}
		foreach ($assignments as $name => $type) {
			$declared = $this->parameterTypes[$name] ?? null;
			if ($declared !== null) {
				// A parameter of a class type is not coerced: other elements throw TypeError.
				$type = TypeCombinator::intersect($type, $declared);
				if ($type instanceof NeverType) {
					return [new NeverType(), new NeverType()];
				}
			}
			// @phpstan-ignore phpstanApi.method
			$scope = $scope->assignVariable($name, $type, new MixedType(), TrinaryLogic::createYes());
		}
		if (!$this->passesElementByValueOnly($scope)) {
			return null;
		}

		$result = $scope->getType($this->expr)->toBoolean();
		if ($truthy ? $result->isFalse()->yes() : $result->isTrue()->yes()) {
			return [new NeverType(), new NeverType()];
		}
		$filtered = $truthy ? $scope->filterByTruthyValue($this->expr) : $scope->filterByFalseyValue($this->expr);

		return [
			$this->keyVariable !== null ? $filtered->getVariableType($this->keyVariable) : $keyType,
			$this->valueVariable !== null ? $filtered->getVariableType($this->valueVariable) : $valueType,
		];
	}

	/**
	 * False when the value or key, or part of an array value, is passed to a call whose parameter
	 * may take it by reference (or to a call that cannot be resolved): the predicate could then be
	 * about a changed copy, not about the element.
	 */
	private function passesElementByValueOnly(MutatingScope $scope): bool
	{
		$names = [];
		foreach ([$this->valueVariable, $this->keyVariable] as $name) {
			if ($name !== null) {
				$names[] = $name;
			}
		}
		if ($names === []) {
			return true;
		}
		$calls = (new NodeFinder())->find($this->expr, static fn (Node $node): bool => $node instanceof FuncCall
			|| $node instanceof MethodCall || $node instanceof NullsafeMethodCall
			|| $node instanceof StaticCall || $node instanceof New_);
		foreach ($calls as $call) {
			/** @var FuncCall|MethodCall|NullsafeMethodCall|StaticCall|New_ $call */
			if ($call->isFirstClassCallable()) {
				continue;
			}
			$acceptors = null;
			foreach ($call->getArgs() as $position => $arg) {
				if (!self::isRootedAt($arg->value, $names)) {
					continue;
				}
				if ($arg->unpack) {
					return false;
				}
				$acceptors ??= Callee::of($this->reflectionProvider, $scope, $call)[1] ?? null;
				if ($acceptors === null || !self::takesByValue($acceptors, $arg, $position)) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * @param list<string> $names
	 */
	private static function isRootedAt(Expr $expr, array $names): bool
	{
		while ($expr instanceof Expr\ArrayDimFetch) {
			$expr = $expr->var;
		}
		return $expr instanceof Variable && is_string($expr->name) && in_array($expr->name, $names, true);
	}

	/**
	 * @param list<ParametersAcceptor> $acceptors
	 */
	private static function takesByValue(array $acceptors, Arg $arg, int $position): bool
	{
		foreach ($acceptors as $acceptor) {
			$parameters = $acceptor->getParameters();
			$parameter = null;
			if ($arg->name !== null) {
				foreach ($parameters as $candidate) {
					if ($candidate->getName() === $arg->name->toString()) {
						$parameter = $candidate;
					}
				}
			} else {
				$parameter = $parameters[$position] ?? null;
				if ($parameter === null && $acceptor->isVariadic() && count($parameters) > 0) {
					$parameter = $parameters[count($parameters) - 1];
				}
			}
			if ($parameter !== null && !$parameter->passedByReference()->no()) {
				return false;
			}
		}
		return true;
	}

}
