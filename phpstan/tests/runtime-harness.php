<?php declare(strict_types = 1);

/*
 * Runs a type-inference data file for real: PHPStan\Testing\assertType($type, $value) checks that
 * the value has the type the analyser asserted (a small, independent reading of PHPStan's type
 * notation, below), and at the end every assertType() line of the file must have run.
 *   php -d extension=iterpred.so tests/data/runtime.php
 * Exits 1 on any mismatch, on a line that never ran, or on a type it cannot read.
 */

namespace Iterpred\PHPStan\Tests\Runtime {

	use Closure;
	use Generator;
	use RuntimeException;
	use const PHP_EOL;

	final class Harness
	{

		/** @var array<int, int> line => times checked */
		public static array $ran = [];

		/** @var list<string> */
		public static array $failures = [];

		/** @var array<int, true> lines not expected to run, with why */
		public static array $skippedLines = [];

		/** @var list<string> */
		public static array $skipped = [];

		public static string $file = '';

		public static function check(string $type, mixed $value, int $line): void
		{
			self::$ran[$line] = (self::$ran[$line] ?? 0) + 1;
			try {
				$ok = (new TypeReader($type))->read()($value);
			} catch (RuntimeException $e) {
				self::$failures[] = sprintf('line %d: cannot read type %s: %s', $line, $type, $e->getMessage());
				return;
			}
			if (!$ok) {
				self::$failures[] = sprintf('line %d: %s is not %s', $line, self::export($value), $type);
			}
		}

		/**
		 * The assertType() lines of $functionName are not expected to run, for $reason.
		 */
		public static function skip(string $functionName, string $reason): void
		{
			$source = file_get_contents(self::$file);
			if ($source === false || preg_match('/function\s+' . $functionName . '\s*\(/', $source, $m, PREG_OFFSET_CAPTURE) !== 1) {
				self::$failures[] = sprintf('no function %s to skip', $functionName);
				return;
			}
			$start = substr_count(substr($source, 0, $m[0][1]), "\n") + 1;
			$depth = 0;
			$line = $start;
			$opened = false;
			foreach (token_get_all('<?php ' . substr($source, $m[0][1])) as $token) {
				$text = is_array($token) ? $token[1] : $token;
				if ($text === '{') {
					$depth++;
					$opened = true;
				} elseif ($text === '}') {
					$depth--;
				}
				$line += substr_count($text, "\n");
				if ($opened && $depth === 0) {
					break;
				}
			}
			for ($i = $start; $i <= $line; $i++) {
				self::$skippedLines[$i] = true;
			}
			self::$skipped[] = sprintf('%s(): %s', $functionName, $reason);
		}

		public static function finish(): never
		{
			$asserted = [];
			foreach (token_get_all((string) file_get_contents(self::$file)) as $i => $token) {
				if (is_array($token) && $token[0] === T_STRING && $token[1] === 'assertType') {
					$asserted[$token[2]] = true;
				}
			}
			$lines = array_keys($asserted);
			sort($lines);
			$checks = 0;
			foreach ($lines as $line) {
				if (isset(self::$ran[$line])) {
					$checks += self::$ran[$line];
				} elseif (!isset(self::$skippedLines[$line])) {
					self::$failures[] = sprintf('line %d: assertType() never ran', $line);
				}
			}
			foreach (self::$skipped as $skipped) {
				echo 'skipped ', $skipped, PHP_EOL;
			}
			foreach (self::$failures as $failure) {
				echo 'FAIL ', $failure, PHP_EOL;
			}
			printf(
				"%s: %d assertType() lines, %d ran (%d checks), %d skipped, %d failures\n",
				self::$failures === [] ? 'OK' : 'FAILED',
				count($lines),
				count(self::$ran),
				$checks,
				count(array_intersect_key(self::$skippedLines, $asserted)),
				count(self::$failures),
			);
			exit(self::$failures === [] ? 0 : 1);
		}

		private static function export(mixed $value): string
		{
			if (is_object($value)) {
				return 'object(' . $value::class . ')';
			}
			$export = (string) preg_replace('/\s+/', ' ', var_export($value, true));
			return strlen($export) > 200 ? substr($export, 0, 200) . '...' : $export;
		}

	}

	/**
	 * Reads PHPStan's notation for types, as VerbosityLevel::precise() prints them, into a check
	 * of a value: unions, intersections, T~U (T but not U), literals, int<a, b>, array shapes,
	 * array/list/iterable generics, accessory strings, class names.
	 */
	final class TypeReader
	{

		private int $at = 0;

		public function __construct(private readonly string $text)
		{
		}

		/**
		 * @return Closure(mixed): bool
		 */
		public function read(): Closure
		{
			$check = $this->union();
			$this->space();
			if ($this->at !== strlen($this->text)) {
				throw new RuntimeException(sprintf('unexpected "%s"', substr($this->text, $this->at)));
			}
			return $check;
		}

		/**
		 * @return Closure(mixed): bool
		 */
		private function union(): Closure
		{
			return $this->joined('|', fn (): Closure => $this->intersection(), true);
		}

		/**
		 * @return Closure(mixed): bool
		 */
		private function intersection(): Closure
		{
			return $this->joined('&', fn (): Closure => $this->subtracted(), false);
		}

		/**
		 * Operands joined by $op: a value passes when one passes ($any) or when every one passes.
		 *
		 * @param Closure(): (Closure(mixed): bool) $operand
		 * @return Closure(mixed): bool
		 */
		private function joined(string $op, Closure $operand, bool $any): Closure
		{
			$checks = [$operand()];
			while ($this->eat($op)) {
				$checks[] = $operand();
			}
			return static function (mixed $v) use ($checks, $any): bool {
				foreach ($checks as $check) {
					if ($check($v) === $any) {
						return $any;
					}
				}
				return !$any;
			};
		}

		/**
		 * @return Closure(mixed): bool
		 */
		private function subtracted(): Closure
		{
			$check = $this->atom();
			while ($this->eat('~')) {
				$minus = $this->atom();
				$check = static fn (mixed $v): bool => $check($v) && !$minus($v);
			}
			return $check;
		}

		/**
		 * @return Closure(mixed): bool
		 */
		private function atom(): Closure
		{
			$this->space();
			if ($this->eat('(')) {
				$check = $this->union();
				$this->expect(')');
				return $check;
			}
			if ($this->eat('*NEVER*')) {
				return static fn (mixed $v): bool => false;
			}
			$rest = substr($this->text, $this->at);
			if (preg_match("/^'((?:[^'\\\\]|\\\\.)*)'/", $rest, $m) === 1) {
				$this->at += strlen($m[0]);
				$string = stripcslashes($m[1]);
				return static fn (mixed $v): bool => $v === $string;
			}
			if (preg_match('/^-?\d+\.\d+(e-?\d+)?/i', $rest, $m) === 1) {
				$this->at += strlen($m[0]);
				$float = (float) $m[0];
				return static fn (mixed $v): bool => $v === $float;
			}
			if (preg_match('/^-?\d+/', $rest, $m) === 1) {
				$this->at += strlen($m[0]);
				$int = (int) $m[0];
				return static fn (mixed $v): bool => $v === $int;
			}
			if (preg_match('/^\\\\?[A-Za-z_][A-Za-z0-9_\\\\-]*/', $rest, $m) !== 1) {
				throw new RuntimeException(sprintf('expected a type at "%s"', $rest));
			}
			$this->at += strlen($m[0]);
			$name = $m[0];
			if ($this->peek('{')) {
				return $this->shape(strtolower($name));
			}
			$arguments = [];
			if ($this->eat('<')) {
				if (strtolower($name) === 'int') {
					return $this->intRange();
				}
				do {
					$arguments[] = $this->union();
				} while ($this->eat(','));
				$this->expect('>');
			}
			return $this->named($name, $arguments);
		}

		/**
		 * @param list<Closure(mixed): bool> $arguments
		 * @return Closure(mixed): bool
		 */
		private function named(string $name, array $arguments): Closure
		{
			$any = static fn (mixed $v): bool => true;
			$lower = strtolower($name);
			$elements = static function (?Closure $key, Closure $value): Closure {
				return static function (iterable $iterable) use ($key, $value): bool {
					if ($iterable instanceof Generator) {
						throw new RuntimeException('a Generator cannot be walked again to check its elements');
					}
					foreach ($iterable as $k => $v) {
						if (($key !== null && !$key($k)) || !$value($v)) {
							return false;
						}
					}
					return true;
				};
			};
			switch ($lower) {
				case 'mixed':
					return $any;
				case 'int':
					return static fn (mixed $v): bool => is_int($v);
				case 'float':
					return static fn (mixed $v): bool => is_float($v);
				case 'string':
					return static fn (mixed $v): bool => is_string($v);
				case 'bool':
					return static fn (mixed $v): bool => is_bool($v);
				case 'true':
					return static fn (mixed $v): bool => $v === true;
				case 'false':
					return static fn (mixed $v): bool => $v === false;
				case 'null':
					return static fn (mixed $v): bool => $v === null;
				case 'object':
					return static fn (mixed $v): bool => is_object($v);
				case 'scalar':
					return static fn (mixed $v): bool => is_scalar($v);
				case 'array-key':
					return static fn (mixed $v): bool => is_int($v) || is_string($v);
				case 'non-empty-string':
					return static fn (mixed $v): bool => is_string($v) && $v !== '';
				case 'non-falsy-string':
					return static fn (mixed $v): bool => is_string($v) && $v !== '' && $v !== '0';
				case 'numeric-string':
					return static fn (mixed $v): bool => is_string($v) && is_numeric($v);
				case 'lowercase-string':
					return static fn (mixed $v): bool => is_string($v) && strtolower($v) === $v;
				case 'array':
				case 'non-empty-array':
				case 'list':
				case 'non-empty-list':
					[$key, $value] = self::keyAndValue($arguments);
					$walk = $elements($key, $value);
					$nonEmpty = str_starts_with($lower, 'non-empty-');
					$list = str_ends_with($lower, 'list');
					return static fn (mixed $v): bool => is_array($v) && (!$nonEmpty || $v !== [])
						&& (!$list || array_is_list($v)) && $walk($v);
				case 'iterable':
					[$key, $value] = self::keyAndValue($arguments);
					$walk = $elements($key, $value);
					return static fn (mixed $v): bool => is_iterable($v) && $walk($v);
			}
			if (!class_exists($name) && !interface_exists($name)) {
				throw new RuntimeException(sprintf('unknown type or class %s', $name));
			}
			// A generic class: its instance, whatever its type arguments say (an iterable<K, V>
			// beside it in an intersection checks the elements).
			return static fn (mixed $v): bool => $v instanceof $name;
		}

		/**
		 * @param list<Closure(mixed): bool> $arguments
		 * @return array{(Closure(mixed): bool)|null, Closure(mixed): bool}
		 */
		private static function keyAndValue(array $arguments): array
		{
			return match (count($arguments)) {
				0 => [null, static fn (mixed $v): bool => true],
				1 => [null, $arguments[0]],
				2 => [$arguments[0], $arguments[1]],
				default => throw new RuntimeException('too many type arguments'),
			};
		}

		/**
		 * @return Closure(mixed): bool
		 */
		private function intRange(): Closure
		{
			$bound = function (): ?int {
				$this->space();
				if (preg_match('/^(min|max|-?\d+)/', substr($this->text, $this->at), $m) !== 1) {
					throw new RuntimeException('expected a bound of int<>');
				}
				$this->at += strlen($m[0]);
				return in_array($m[0], ['min', 'max'], true) ? null : (int) $m[0];
			};
			$min = $bound();
			$this->expect(',');
			$max = $bound();
			$this->expect('>');
			return static fn (mixed $v): bool => is_int($v) && ($min === null || $v >= $min) && ($max === null || $v <= $max);
		}

		/**
		 * array{...} and list{...}: every key listed (optional ones with ?), no other key.
		 *
		 * @return Closure(mixed): bool
		 */
		private function shape(string $kind): Closure
		{
			$this->expect('{');
			$items = [];
			$next = 0;
			while (!$this->eat('}')) {
				$this->space();
				$rest = substr($this->text, $this->at);
				$key = $next;
				if (preg_match("/^('((?:[^'\\\\]|\\\\.)*)'|[A-Za-z_][A-Za-z0-9_]*|-?\d+)(\??):/", $rest, $m) === 1) {
					$this->at += strlen($m[0]);
					$key = $m[2] !== '' || $m[1][0] === "'" ? stripcslashes($m[2]) : $m[1];
					if (ctype_digit($key) || preg_match('/^-[1-9]\d*$/', $key) === 1) {
						$key = (int) $key;
					}
					$optional = $m[3] === '?';
				} else {
					$optional = false;
				}
				if (is_int($key)) {
					$next = $key + 1;
				}
				$items[] = [$key, $optional, $this->union()];
				if (!$this->eat(',')) {
					$this->expect('}');
					break;
				}
			}
			return static function (mixed $v) use ($items, $kind): bool {
				if (!is_array($v) || ($kind === 'list' && !array_is_list($v))) {
					return false;
				}
				$seen = 0;
				foreach ($items as [$key, $optional, $check]) {
					if (!array_key_exists($key, $v)) {
						if (!$optional) {
							return false;
						}
						continue;
					}
					$seen++;
					if (!$check($v[$key])) {
						return false;
					}
				}
				return $seen === count($v);
			};
		}

		private function space(): void
		{
			while ($this->at < strlen($this->text) && $this->text[$this->at] === ' ') {
				$this->at++;
			}
		}

		private function eat(string $token): bool
		{
			$this->space();
			if (substr($this->text, $this->at, strlen($token)) === $token) {
				$this->at += strlen($token);
				return true;
			}
			return false;
		}

		private function peek(string $token): bool
		{
			$this->space();
			return substr($this->text, $this->at, strlen($token)) === $token;
		}

		private function expect(string $token): void
		{
			if (!$this->eat($token)) {
				throw new RuntimeException(sprintf('expected "%s" at "%s"', $token, substr($this->text, $this->at)));
			}
		}

	}

}

// @phpstan-ignore phpstanApi.phpstanNamespace (the point: assertType() that checks at run time)
namespace PHPStan\Testing {

	use Iterpred\PHPStan\Tests\Runtime\Harness;

	/**
	 * At run time: checks that $value has the type that the analyser asserts for it.
	 */
	function assertType(string $type, mixed $value): mixed
	{
		Harness::check($type, $value, debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS, 1)[0]['line'] ?? 0);
		return null;
	}

}
