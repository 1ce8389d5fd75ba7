<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Rules;

use Iterpred\PHPStan\Callee;
use Iterpred\PHPStan\IterpredFunction;
use Iterpred\PHPStan\PredicateFactory;
use PhpParser\Node\Arg;
use PhpParser\Node\Expr;
use PhpParser\Node\Expr\ArrowFunction;
use PhpParser\Node\Expr\Closure;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\MethodCall;
use PhpParser\Node\Expr\StaticCall;
use PhpParser\Node\Identifier;
use PhpParser\Node\Name;
use PHPStan\Analyser\Scope;
use PHPStan\Node\Printer\ExprPrinter;
use PHPStan\Php\PhpVersion;
use PHPStan\Reflection\ReflectionProvider;
use PHPStan\Rules\RuleErrorBuilder;
use function count;
use function explode;
use function ltrim;
use function sprintf;
use function str_contains;
use function strrpos;
use function substr;

/**
 * A callback that throws ArgumentCountError when called the way the function calls it:
 *  - an internal function given more arguments than it takes: `all($xs, 'is_int',
 *    ARRAY_FILTER_USE_BOTH)`, and `array_all($xs, 'is_int')` / `array_any()` / `array_every()`,
 *    which always pass ($value, $key) — whether PHP 8.4's own or iterpred's (all() is the fix);
 *  - any function or closure that requires more arguments than it is given.
 */
final class CallbackArgumentCountRule extends IterpredCallRule
{

	protected function readsEngineArrayFunctions(): bool
	{
		// The engine's array_any()/array_all() (PHP 8.4+) call the callback as iterpred's do.
		return true;
	}

	public function __construct(
		ReflectionProvider $reflectionProvider,
		PhpVersion $phpVersion,
		private readonly PredicateFactory $predicateFactory,
		private readonly ExprPrinter $exprPrinter,
	)
	{
		parent::__construct($reflectionProvider, $phpVersion);
	}

	protected function processCall(IterpredFunction $call, Scope $scope): array
	{
		if ($call->callback === null) {
			return [];
		}
		$name = $call->name;
		$passed = $call->callbackArgumentCount($scope);
		if ($passed === null) {
			return [];
		}

		$callee = $this->callee($scope, $call->callback);
		if ($callee === null) {
			return [];
		}
		[$description, $isBuiltin, $variants] = $callee;
		$accepts = null;
		$requires = null;
		foreach ($variants as $variant) {
			if ($this->predicateFactory->acceptsArgumentCount($variant, $isBuiltin, $passed)) {
				return [];
			}
			$required = 0;
			foreach ($variant->getParameters() as $parameter) {
				$required += $parameter->isOptional() ? 0 : 1;
			}
			if ($required > $passed) {
				$requires = $required;
			} else {
				$accepts = count($variant->getParameters());
			}
		}
		if ($accepts === null && $requires === null) {
			return [];
		}

		$given = match ($call->modeValue($scope)) {
			IterpredFunction::PASS_KEY => '1 argument ($key)',
			IterpredFunction::PASS_VALUE => '1 argument ($value)',
			default => '2 arguments ($value, $key)',
		};
		$withMode = $call->takesMode && $call->mode !== null
			? ' with ' . $this->exprPrinter->printExpr($call->mode)
			: '';
		$message = sprintf(
			'%s passed to %s() receives %s%s, but %s: the call throws ArgumentCountError.',
			$description,
			$name,
			$given,
			$withMode,
			$requires !== null ? sprintf('requires %d', $requires) : sprintf('accepts only %d', $accepts),
		);
		$error = RuleErrorBuilder::message($message)->identifier('iterpred.callbackArguments');
		if (!$call->takesMode && $accepts === 1 && $call->iterable !== null) {
			$error->tip(sprintf(
				'%s(%s, %s) passes the value alone.',
				$this->oneArgumentAlternative($name, $call->quantifier),
				$this->exprPrinter->printExpr($call->iterable),
				$this->exprPrinter->printExpr($call->callback),
			));
		}
		return [$error->build()];
	}

	private function oneArgumentAlternative(string $name, string $quantifier): string
	{
		$slash = strrpos($name, '\\');
		$namespace = $slash === false ? '' : substr($name, 0, $slash + 1);
		return $namespace . $quantifier;
	}

	/**
	 * @return array{string, bool, list<\PHPStan\Reflection\ParametersAcceptor>}|null
	 */
	private function callee(Scope $scope, Expr $callback): ?array
	{
		if ($callback instanceof Closure || $callback instanceof ArrowFunction) {
			$closureType = $scope->getType($callback);
			$variants = $closureType->getCallableParametersAcceptors($scope);
			return [$callback instanceof Closure ? 'Closure' : 'Arrow function', false, $variants];
		}
		$call = null;
		if (($callback instanceof FuncCall || $callback instanceof MethodCall || $callback instanceof StaticCall) && $callback->isFirstClassCallable()) {
			$call = $callback;
		} else {
			$strings = $scope->getType($callback)->getConstantStrings();
			if (count($strings) !== 1) {
				return null;
			}
			$callable = ltrim($strings[0]->getValue(), '\\');
			if (str_contains($callable, '::')) {
				[$class, $method] = explode('::', $callable, 2);
				if ($class === '' || $method === '') {
					return null;
				}
				$call = new StaticCall(new Name\FullyQualified($class), new Identifier($method), [new Arg(new Expr\ConstFetch(new Name('null')))]);
			} elseif ($callable !== '') {
				$call = new FuncCall(new Name\FullyQualified($callable), [new Arg(new Expr\ConstFetch(new Name('null')))]);
			}
		}
		if ($call === null) {
			return null;
		}
		$acceptors = Callee::of($this->reflectionProvider, $scope, $call);
		if ($acceptors === null) {
			return null;
		}
		return ['Callback ' . $this->describeCallee($scope, $call) . '()', $acceptors[0], $acceptors[1]];
	}

	private function describeCallee(Scope $scope, FuncCall|MethodCall|StaticCall $call): string
	{
		if ($call instanceof FuncCall) {
			return $call->name instanceof Name
				? $this->reflectionProvider->getFunction($call->name, $scope)->getName()
				: 'callable';
		}
		$method = $call->name instanceof Identifier ? $call->name->toString() : 'method';
		$class = $call instanceof StaticCall && $call->class instanceof Name
			? $scope->resolveName($call->class)
			: null;
		if ($class === null && $call instanceof MethodCall) {
			$names = $scope->getType($call->var)->getObjectClassNames();
			$class = count($names) === 1 ? $names[0] : null;
		}
		return ($class !== null ? $class . '::' : '') . $method;
	}

}
