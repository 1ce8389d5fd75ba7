<?php declare(strict_types = 1);

namespace Iterpred\PHPStan;

use PhpParser\Node;
use PhpParser\Node\Arg;
use PhpParser\Node\Expr;
use PhpParser\Node\Expr\ArrowFunction;
use PhpParser\Node\Expr\Closure;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\MethodCall;
use PhpParser\Node\Expr\StaticCall;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\Identifier;
use PhpParser\Node\Name;
use PhpParser\Node\Param;
use PhpParser\Node\Stmt\Return_;
use PhpParser\NodeFinder;
use PHPStan\Analyser\Scope;
use PHPStan\Reflection\ExtendedParameterReflection;
use PHPStan\Reflection\ParametersAcceptor;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\Type\MixedType;
use PHPStan\Type\Type;
use function array_values;
use function count;
use function explode;
use function in_array;
use function is_string;
use function ltrim;
use function str_contains;

/**
 * Builds the Predicate of a call's callback, or says that it cannot be known (null). It refuses
 * whatever could make the predicate describe something other than the element: by-reference and
 * variadic parameters, parameters of scalar types (the engine coerces the element to them, as
 * callbacks called by internal functions are never strict), assignments and yields in the body,
 * by-reference closure uses, and callbacks that would throw ArgumentCountError.
 */
final class PredicateFactory
{

	private const VALUE = '__iterpredValue';
	private const KEY = '__iterpredKey';

	public function __construct(private readonly ReflectionProvider $reflectionProvider)
	{
	}

	/**
	 * @param IterpredFunction::PASS_* $pass
	 */
	public function create(Scope $scope, ?Expr $callback, int $pass): ?Predicate
	{
		if ($callback === null || $scope->getType($callback)->isNull()->yes()) {
			// No callback: the element itself (or its key) is the predicate.
			if ($pass === IterpredFunction::PASS_BOTH) {
				return null;
			}
			$name = $pass === IterpredFunction::PASS_KEY ? self::KEY : self::VALUE;
			return $this->predicate(new Variable($name), $pass === IterpredFunction::PASS_VALUE ? $name : null, $pass === IterpredFunction::PASS_KEY ? $name : null, []);
		}
		if ($callback instanceof ArrowFunction) {
			return $this->fromFunctionNode($scope, $callback->params, $callback->expr, $pass, null);
		}
		if ($callback instanceof Closure) {
			if (count($callback->stmts) !== 1 || !$callback->stmts[0] instanceof Return_ || $callback->stmts[0]->expr === null) {
				return null;
			}
			$uses = [];
			foreach ($callback->uses as $use) {
				if ($use->byRef || !is_string($use->var->name)) {
					return null;
				}
				$uses[] = $use->var->name;
			}
			return $this->fromFunctionNode($scope, $callback->params, $callback->stmts[0]->expr, $pass, $uses);
		}
		if (($callback instanceof FuncCall || $callback instanceof MethodCall || $callback instanceof StaticCall) && $callback->isFirstClassCallable()) {
			$call = clone $callback;
			return $this->fromCallable($scope, $call, $pass);
		}
		$strings = $scope->getType($callback)->getConstantStrings();
		if (count($strings) === 1) {
			$callable = ltrim($strings[0]->getValue(), '\\');
			if ($callable === '') {
				return null;
			}
			if (str_contains($callable, '::')) {
				[$class, $method] = explode('::', $callable, 2);
				if ($class === '' || $method === '') {
					return null;
				}
				return $this->fromCallable($scope, new StaticCall(new Name\FullyQualified($class), new Identifier($method)), $pass);
			}
			// A string callable is always a fully qualified name.
			return $this->fromCallable($scope, new FuncCall(new Name\FullyQualified($callable)), $pass);
		}
		return null;
	}

	/**
	 * @param Param[] $params
	 * @param list<string>|null $uses the closure's by-value uses; null for an arrow function
	 * @param IterpredFunction::PASS_* $pass
	 */
	private function fromFunctionNode(Scope $scope, array $params, Expr $body, int $pass, ?array $uses): ?Predicate
	{
		$passed = $pass === IterpredFunction::PASS_BOTH ? 2 : 1;
		$names = [];
		$types = [];
		foreach ($params as $i => $param) {
			if ($i >= $passed) {
				// A parameter the walk does not pass must have a default, or the call throws.
				if ($param->default === null && !$param->variadic) {
					return null;
				}
				continue;
			}
			if ($param->byRef || $param->variadic || !$param->var instanceof Variable || !is_string($param->var->name)) {
				return null;
			}
			$names[$i] = $param->var->name;
			if ($param->type !== null) {
				$nullable = $param->default instanceof Expr\ConstFetch && $param->default->name->toLowerString() === 'null';
				$type = $scope->getFunctionType($param->type, $nullable, false);
				if (!$type instanceof MixedType) {
					if (!$type->isScalar()->no()) {
						return null;
					}
					$types[$param->var->name] = $type;
				}
			}
		}

		if (!$this->isPlainExpression($body, $uses === null ? null : [...$uses, ...array_values($names), 'this'])) {
			return null;
		}
		[$value, $key] = match ($pass) {
			IterpredFunction::PASS_VALUE => [$names[0] ?? null, null],
			IterpredFunction::PASS_KEY => [null, $names[0] ?? null],
			default => [$names[0] ?? null, $names[1] ?? null],
		};
		return $this->predicate($body, $value, $key, $types);
	}

	/**
	 * The body has no assignment, increment, yield, include, eval or variable variable; for a
	 * closure, no variable but its parameters, uses and $this, and no nested function.
	 *
	 * @param list<string>|null $allowedVariables null: any (an arrow function sees its parent's)
	 */
	private function isPlainExpression(Expr $body, ?array $allowedVariables): bool
	{
		$found = (new NodeFinder())->findFirst($body, static function (Node $node) use ($allowedVariables): bool {
			if ($node instanceof Expr\Assign || $node instanceof Expr\AssignRef || $node instanceof Expr\AssignOp
				|| $node instanceof Expr\PreInc || $node instanceof Expr\PreDec
				|| $node instanceof Expr\PostInc || $node instanceof Expr\PostDec
				|| $node instanceof Expr\Yield_ || $node instanceof Expr\YieldFrom
				|| $node instanceof Expr\Include_ || $node instanceof Expr\Eval_) {
				return true;
			}
			if ($node instanceof FuncCall && $node->name instanceof Name
				&& in_array($node->name->toLowerString(), ['extract', 'parse_str', 'settype', 'get_defined_vars', 'func_get_args', 'func_get_arg'], true)) {
				return true;
			}
			if ($node instanceof Variable) {
				if (!is_string($node->name)) {
					return true;
				}
				return $allowedVariables !== null && !in_array($node->name, $allowedVariables, true);
			}
			if ($allowedVariables !== null && ($node instanceof Closure || $node instanceof ArrowFunction)) {
				return true;
			}
			return false;
		});
		return $found === null;
	}

	/**
	 * A call of a named function or method with the element as its arguments.
	 *
	 * @param IterpredFunction::PASS_* $pass
	 */
	private function fromCallable(Scope $scope, FuncCall|MethodCall|StaticCall $call, int $pass): ?Predicate
	{
		$acceptors = Callee::of($this->reflectionProvider, $scope, $call);
		if ($acceptors === null) {
			return null;
		}
		[$isBuiltin, $variants] = $acceptors;
		$passed = $pass === IterpredFunction::PASS_BOTH ? 2 : 1;
		$names = $pass === IterpredFunction::PASS_BOTH ? [self::VALUE, self::KEY] : [$pass === IterpredFunction::PASS_KEY ? self::KEY : self::VALUE];
		foreach ($variants as $variant) {
			$parameters = $variant->getParameters();
			if (!$this->acceptsArgumentCount($variant, $isBuiltin, $passed)) {
				return null;
			}
			foreach ($names as $i => $name) {
				$parameter = $parameters[$i] ?? null;
				if ($parameter === null) {
					continue;
				}
				if (!$parameter->passedByReference()->no() || $parameter->isVariadic()) {
					return null;
				}
				// A scalar native type: the engine coerces the element to it.
				$native = $parameter instanceof ExtendedParameterReflection ? $parameter->getNativeType() : new MixedType();
				if (!$native instanceof MixedType && !$native->isScalar()->no()) {
					return null;
				}
			}
		}
		$call->args = [];
		foreach ($names as $name) {
			$call->args[] = new Arg(new Variable($name));
		}
		return $this->predicate(
			$call,
			in_array(self::VALUE, $names, true) ? self::VALUE : null,
			in_array(self::KEY, $names, true) ? self::KEY : null,
			[],
		);
	}

	public function acceptsArgumentCount(ParametersAcceptor $variant, bool $isBuiltin, int $passed): bool
	{
		$required = 0;
		foreach ($variant->getParameters() as $parameter) {
			if (!$parameter->isOptional()) {
				$required++;
			}
		}
		if ($required > $passed) {
			return false;
		}
		// Internal functions refuse extra arguments; user functions ignore them.
		return !$isBuiltin || $variant->isVariadic() || count($variant->getParameters()) >= $passed;
	}

	/**
	 * @param array<string, Type> $types
	 */
	private function predicate(Expr $expr, ?string $value, ?string $key, array $types): Predicate
	{
		return new Predicate($expr, $value, $key, $types, $this->reflectionProvider);
	}

}
