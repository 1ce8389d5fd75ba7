<?php declare(strict_types = 1);

namespace Iterpred\PHPStan;

use PhpParser\Node\Expr\FuncCall;
use PHPStan\Analyser\MutatingScope;
use PHPStan\Analyser\Scope;
use PHPStan\Analyser\SpecifiedTypes;
use PHPStan\Analyser\TypeSpecifier;
use PHPStan\Analyser\TypeSpecifierAwareExtension;
use PHPStan\Analyser\TypeSpecifierContext;
use PHPStan\Php\PhpVersion;
use PHPStan\Reflection\FunctionReflection;
use PHPStan\Type\FunctionTypeSpecifyingExtension;
use PHPStan\Type\Type;

/**
 * Narrows the iterable after any(), all(), none(), array_every() (and iterpred's array_any(),
 * array_all()), global or in the Iterpred namespace:
 *  - every element satisfies the predicate: all() true, array_every() true;
 *  - no element satisfies it: none() true, any() false;
 *  - the iterable has an element: any() true, all() false, none() false (arrays only).
 */
final class IterpredFunctionTypeSpecifyingExtension implements FunctionTypeSpecifyingExtension, TypeSpecifierAwareExtension
{

	private TypeSpecifier $typeSpecifier;

	public function __construct(
		private readonly PredicateFactory $predicateFactory,
		private readonly PhpVersion $phpVersion,
	)
	{
	}

	public function setTypeSpecifier(TypeSpecifier $typeSpecifier): void
	{
		$this->typeSpecifier = $typeSpecifier;
	}

	public function isFunctionSupported(FunctionReflection $functionReflection, FuncCall $node, TypeSpecifierContext $context): bool
	{
		return !$context->null() && IterpredFunction::quantifierOf($functionReflection->getName(), $this->phpVersion) !== null;
	}

	public function specifyTypes(FunctionReflection $functionReflection, FuncCall $node, Scope $scope, TypeSpecifierContext $context): SpecifiedTypes
	{
		$call = IterpredFunction::fromCall($functionReflection->getName(), $node, $this->phpVersion);
		if ($call === null || $call->iterable === null) {
			return new SpecifiedTypes();
		}
		$iterableType = $scope->getType($call->iterable);

		// all() true and none() true speak of every element; any() false is none() true.
		$every = match ($call->quantifier) {
			IterpredFunction::ALL => $context->true() ? true : null,
			IterpredFunction::NONE => $context->true() ? false : null,
			IterpredFunction::ANY => $context->false() ? false : null,
		};
		if ($every === null) {
			$narrowed = IterableNarrower::nonEmpty($iterableType);
		} else {
			$narrowed = $this->everyElement($scope, $call, $iterableType, $every);
		}
		if ($narrowed === null || $narrowed->equals($iterableType)) {
			return new SpecifiedTypes();
		}

		// The root expression keeps PHPStan from calling the check always true or false: a
		// necessary condition (non-empty, element types) is not a sufficient one.
		return $this->typeSpecifier->create($call->iterable, $narrowed, TypeSpecifierContext::createTrue(), $scope)
			->setRootExpr($node);
	}

	/**
	 * @param bool $truthy whether every element makes the predicate truthy (or every one falsey)
	 */
	private function everyElement(Scope $scope, IterpredFunction $call, Type $iterableType, bool $truthy): ?Type
	{
		// As PHPStan's own array_filter() return type does: the predicate is evaluated in a scope
		// where the callback's parameters are the element's key and value.
		// @phpstan-ignore phpstanApi.class
		if (!$scope instanceof MutatingScope) {
			return null;
		}
		$pass = $call->modeValue($scope);
		if ($pass !== IterpredFunction::PASS_VALUE && $pass !== IterpredFunction::PASS_KEY && $pass !== IterpredFunction::PASS_BOTH) {
			return null;
		}
		$predicate = $this->predicateFactory->create($scope, $call->callback, $pass);
		if ($predicate === null) {
			return null;
		}
		return IterableNarrower::everyElement(
			$iterableType,
			static fn (Type $key, Type $value): ?array => $predicate->evaluate($scope, $key, $value, $truthy),
		);
	}

}
