<?php declare(strict_types = 1);

namespace Iterpred\PHPStan;

use PhpParser\Node\Expr;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Name;
use PHPStan\Analyser\Scope;
use PHPStan\Php\PhpVersion;
use PHPStan\Reflection\ReflectionProvider;
use function count;
use function in_array;
use function is_int;
use function strtolower;
use function substr;

/**
 * One call of an iterpred function: which function, and its arguments by parameter.
 * any/all/none take ($iterable, $callback, $mode); array_every/array_any/array_all take
 * ($array, $callback) and always pass ($value, $key).
 */
final class IterpredFunction
{

	public const ANY = 'any';
	public const ALL = 'all';
	public const NONE = 'none';

	/** The callback receives the value, the key, or both: mode 0 (ARRAY_FILTER_USE_VALUE on PHP 8.6+), ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH. */
	public const PASS_VALUE = 0;
	public const PASS_BOTH = 1;
	public const PASS_KEY = 2;

	/**
	 * @param self::ANY|self::ALL|self::NONE $quantifier
	 */
	private function __construct(
		public readonly string $name,
		public readonly string $quantifier,
		public readonly bool $takesMode,
		public readonly ?Expr $iterable,
		public readonly ?Expr $callback,
		public readonly ?Expr $mode,
	)
	{
	}

	/**
	 * What the iterpred function a resolved name stands for quantifies, or null. The global
	 * array_any() and array_all() are iterpred's only below PHP 8.4; from 8.4 they are the engine's.
	 *
	 * @return self::ANY|self::ALL|self::NONE|null
	 */
	public static function quantifierOf(string $functionName, PhpVersion $phpVersion): ?string
	{
		[$name, $namespaced] = self::shortName($functionName);
		return match ($name) {
			'any' => self::ANY,
			'all', 'array_every' => self::ALL,
			'none' => self::NONE,
			'array_any' => $namespaced || $phpVersion->getVersionId() < 80400 ? self::ANY : null,
			'array_all' => $namespaced || $phpVersion->getVersionId() < 80400 ? self::ALL : null,
			default => null,
		};
	}

	/**
	 * Whether the function is one of any/all/none (which take $mode), not array_*.
	 */
	public static function takesMode(string $functionName): bool
	{
		return in_array(self::shortName($functionName)[0], ['any', 'all', 'none'], true);
	}

	/**
	 * The name in lower case without "iterpred\\", and whether it had it.
	 *
	 * @return array{string, bool}
	 */
	private static function shortName(string $functionName): array
	{
		$name = strtolower($functionName);
		return str_starts_with($name, 'iterpred\\') ? [substr($name, 9), true] : [$name, false];
	}

	/**
	 * The iterpred function a call node calls, resolved in its scope, with the call's arguments by
	 * parameter: what every rule and the narrowing read a call through. Null for another function,
	 * a first-class callable or an unpacked argument.
	 *
	 * @param bool $engineArrayFunctions also the engine's array_any()/array_all() (PHP 8.4+), which
	 *                                   take and call back as iterpred's do
	 */
	public static function ofNode(FuncCall $call, Scope $scope, ReflectionProvider $reflectionProvider, PhpVersion $phpVersion, bool $engineArrayFunctions = false): ?self
	{
		if (!$call->name instanceof Name || !$reflectionProvider->hasFunction($call->name, $scope)) {
			return null;
		}
		return self::fromCall($reflectionProvider->getFunction($call->name, $scope)->getName(), $call, $phpVersion, $engineArrayFunctions);
	}

	/**
	 * As ofNode(), for a function already resolved to $functionName.
	 */
	public static function fromCall(string $functionName, FuncCall $call, PhpVersion $phpVersion, bool $engineArrayFunctions = false): ?self
	{
		$quantifier = self::quantifierOf($functionName, $phpVersion)
			?? ($engineArrayFunctions ? self::quantifierOf('iterpred\\' . $functionName, $phpVersion) : null);
		if ($quantifier === null || $call->isFirstClassCallable()) {
			return null;
		}
		$takesMode = self::takesMode($functionName);
		$names = $takesMode ? ['iterable', 'callback', 'mode'] : ['array', 'callback'];
		$byParameter = [];
		foreach ($call->getArgs() as $position => $arg) {
			if ($arg->unpack) {
				return null;
			}
			$parameter = $arg->name !== null ? $arg->name->toString() : ($names[$position] ?? null);
			if ($parameter === null || !in_array($parameter, $names, true)) {
				return null;
			}
			$byParameter[$parameter] = $arg->value;
		}
		return new self(
			$functionName,
			$quantifier,
			$takesMode,
			$byParameter[$names[0]] ?? null,
			$byParameter['callback'] ?? null,
			$byParameter['mode'] ?? null,
		);
	}

	/**
	 * Whether the call passes no callback (omitted, or null).
	 */
	public function hasNoCallback(Scope $scope): bool
	{
		return $this->callback === null || $scope->getType($this->callback)->isNull()->yes();
	}

	/**
	 * What the callback receives (a PASS_* constant), or null when $mode is not one known value.
	 * Any value other than 0, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH is returned as it is.
	 */
	public function modeValue(Scope $scope): ?int
	{
		if (!$this->takesMode) {
			return self::PASS_BOTH;
		}
		if ($this->mode === null) {
			return self::PASS_VALUE;
		}
		$values = $scope->getType($this->mode)->getConstantScalarValues();
		if (count($values) !== 1 || !is_int($values[0])) {
			return null;
		}
		return $values[0];
	}

	/**
	 * How many arguments the callback receives: 1, or 2 for ($value, $key); null when unknown.
	 */
	public function callbackArgumentCount(Scope $scope): ?int
	{
		$mode = $this->modeValue($scope);
		return match ($mode) {
			self::PASS_VALUE, self::PASS_KEY => 1,
			self::PASS_BOTH => 2,
			default => null,
		};
	}

}
