<?php declare(strict_types = 1);

namespace Iterpred\PHPStan;

use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\MethodCall;
use PhpParser\Node\Expr\New_;
use PhpParser\Node\Expr\NullsafeMethodCall;
use PhpParser\Node\Expr\StaticCall;
use PhpParser\Node\Identifier;
use PhpParser\Node\Name;
use PHPStan\Analyser\Scope;
use PHPStan\Reflection\ParametersAcceptor;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\Type\ObjectType;
use PHPStan\Type\TypeCombinator;

/**
 * What a call calls, for the rule that counts a callback's arguments and for the predicate that
 * checks how a callback passes the element on: one way to resolve a function, method or constructor.
 */
final class Callee
{

	/**
	 * Whether the callee is built in, and its variants; null when it cannot be resolved. A method
	 * called on a nullable type is the method of the object (nullsafe or not, null has none).
	 *
	 * @return array{bool, list<ParametersAcceptor>}|null
	 */
	public static function of(ReflectionProvider $reflectionProvider, Scope $scope, FuncCall|MethodCall|NullsafeMethodCall|StaticCall|New_ $call): ?array
	{
		if ($call instanceof FuncCall) {
			if (!$call->name instanceof Name || !$reflectionProvider->hasFunction($call->name, $scope)) {
				return null;
			}
			$function = $reflectionProvider->getFunction($call->name, $scope);
			return [$function->isBuiltin(), $function->getVariants()];
		}
		if ($call instanceof New_) {
			if (!$call->class instanceof Name) {
				return null;
			}
			$class = $scope->resolveName($call->class);
			if (!$reflectionProvider->hasClass($class)) {
				return null;
			}
			$reflection = $reflectionProvider->getClass($class);
			return [$reflection->isBuiltin(), $reflection->hasConstructor() ? $reflection->getConstructor()->getVariants() : []];
		}
		if (!$call->name instanceof Identifier) {
			return null;
		}
		if ($call instanceof StaticCall) {
			if (!$call->class instanceof Name) {
				return null;
			}
			$calledOn = new ObjectType($scope->resolveName($call->class));
		} else {
			$calledOn = TypeCombinator::removeNull($scope->getType($call->var));
		}
		$method = $scope->getMethodReflection($calledOn, $call->name->toString());
		if ($method === null) {
			return null;
		}
		return [$method->getDeclaringClass()->isBuiltin(), $method->getVariants()];
	}

}
