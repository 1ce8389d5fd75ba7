<?php
/*
 * The callback forms of issue 10, each against the loop a user writes for it. Shared by bench/bench.php
 * (times) and bench/callgrind_case.php (instructions per element); bench/report.php and bench/chart.php
 * read the group and labels.
 *
 *   group      the honest baseline ("userland", the denominator of every ratio)
 *   predicate  engine type predicates: the loop with the check written inline, `if (!is_int($v))`.
 *              The compiler turns is_int()/is_string()/is_null() into a type-check opcode (no call);
 *              is_numeric() stays a direct internal call (DO_ICALL).
 *   internal   other one-argument internal functions: the loop calling them by name, `if (!trim($v))`
 *              (DO_ICALL; strlen() compiles to its own opcode, ZEND_STRLEN, in the global namespace).
 *   closure    the loop calling the same closure, `if ($f($v))`; "inline (info)" is the condition
 *              written in the loop instead.
 * Every form also has "dynamic call (info)": the loop calling `$fn($v)` with `$fn = 'is_int'` (or the
 * first-class callable), which was bench.php's baseline for internal callbacks in 0.1.0.
 *
 * Inputs (KINDS): packed (a list), hash (string keys "k$i"), ArrayIterator over the list, a generator
 * yielding it. Values by form: int (i + 1), str ("s$i"), digits ((string) (i + 1)). No element decides
 * the question (the walk goes to the end); the "hit" value of a form would.
 */

declare(strict_types=0);

const FORM_KINDS = ['packed', 'hash', 'ArrayIterator', 'generator'];

/**
 * form id => [group, question ('any'|'all'), values ('int'|'str'|'digits'), hit value, label (the iterpred call),
 *             baseline label (the loop's condition)]
 */
function iterpred_forms(): array
{
	return [
		'is_int' => ['predicate', 'all', 'int', null, "all(\$xs, 'is_int')", 'if (!is_int($v))'],
		'is_int_fcc' => ['predicate', 'all', 'int', null, 'all($xs, is_int(...))', 'if (!is_int($v))'],
		'is_string' => ['predicate', 'all', 'str', null, "all(\$xs, 'is_string')", 'if (!is_string($v))'],
		'is_null' => ['predicate', 'any', 'str', null, "any(\$xs, 'is_null')", 'if (is_null($v))'],
		'is_numeric' => ['predicate', 'all', 'digits', null, "all(\$xs, 'is_numeric')", 'if (!is_numeric($v))'],
		'trim' => ['internal', 'all', 'str', '', "all(\$xs, 'trim')", 'if (!trim($v))'],
		'ctype_digit' => ['internal', 'all', 'digits', '', "all(\$xs, 'ctype_digit')", 'if (!ctype_digit($v))'],
		'strlen' => ['internal', 'all', 'str', '', "all(\$xs, 'strlen')", 'if (!strlen($v))'],
		'closure' => ['closure', 'any', 'str', null, 'any($xs, $f)', 'if ($f($v))'],
	];
}

/**
 * [question, contenders name => closure ($xs): bool] for one form: "iterpred", "userland" (the honest
 * baseline), "dynamic call (info)" and, for closures, "inline (info)". Each loop is written out in full,
 * as its own closure, never made by a shared helper even where two read alike (here and in bench.php's
 * contenders()): the loop a user writes has a call site of its own, and one loop shared by several cases
 * would see all their callees, which the tracing JIT compiles differently (bench/NOTES.md, "Several
 * closures in one program").
 */
function iterpred_form_contenders(string $form): array
{
	$isNull = static function ($v) {
		return $v === null;
	};
	$c = [];
	switch ($form) {
		case 'is_int':
			$c['iterpred'] = static fn($xs) => all($xs, 'is_int');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!is_int($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = 'is_int';
			break;
		case 'is_int_fcc':
			$fcc = is_int(...);
			$c['iterpred'] = static fn($xs) => all($xs, $fcc);
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!is_int($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = $fcc;
			break;
		case 'is_string':
			$c['iterpred'] = static fn($xs) => all($xs, 'is_string');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!is_string($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = 'is_string';
			break;
		case 'is_null':
			$c['iterpred'] = static fn($xs) => any($xs, 'is_null');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (is_null($v)) {
						return true;
					}
				}
				return false;
			};
			$fn = 'is_null';
			break;
		case 'is_numeric':
			$c['iterpred'] = static fn($xs) => all($xs, 'is_numeric');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!is_numeric($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = 'is_numeric';
			break;
		case 'trim':
			$c['iterpred'] = static fn($xs) => all($xs, 'trim');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!trim($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = 'trim';
			break;
		case 'ctype_digit':
			$c['iterpred'] = static fn($xs) => all($xs, 'ctype_digit');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!ctype_digit($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = 'ctype_digit';
			break;
		case 'strlen':
			$c['iterpred'] = static fn($xs) => all($xs, 'strlen');
			$c['userland'] = static function ($xs) {
				foreach ($xs as $v) {
					if (!strlen($v)) {
						return false;
					}
				}
				return true;
			};
			$fn = 'strlen';
			break;
		case 'closure':
			$f = $isNull;
			$c['iterpred'] = static fn($xs) => any($xs, $f);
			$c['userland'] = static function ($xs) use ($f) {
				foreach ($xs as $v) {
					if ($f($v)) {
						return true;
					}
				}
				return false;
			};
			$c['inline (info)'] = static function ($xs) {
				foreach ($xs as $v) {
					if ($v === null) {
						return true;
					}
				}
				return false;
			};
			return ['any', $c];
		default:
			throw new InvalidArgumentException("unknown form $form");
	}
	$question = iterpred_forms()[$form][1];
	$c['dynamic call (info)'] = $question === 'all'
		? static function ($xs) use ($fn) {
			foreach ($xs as $v) {
				if (!$fn($v)) {
					return false;
				}
			}
			return true;
		}
		: static function ($xs) use ($fn) {
			foreach ($xs as $v) {
				if ($fn($v)) {
					return true;
				}
			}
			return false;
		};
	return [$question, $c];
}

/** The list of n values of a form's type, the hit value at $hitAt when given. */
function iterpred_form_values(string $values, int $n, ?int $hitAt = null, $hit = null): array
{
	$a = [];
	switch ($values) {
		case 'int':
			for ($i = 0; $i < $n; $i++) {
				$a[] = $i + 1;
			}
			break;
		case 'digits':
			for ($i = 0; $i < $n; $i++) {
				$a[] = (string) ($i + 1);
			}
			break;
		default:
			for ($i = 0; $i < $n; $i++) {
				$a[] = "s$i";
			}
	}
	if ($hitAt !== null) {
		$a[$hitAt] = $hit;
	}
	return $a;
}

/** [input or null, generator factory or null] for a form's values and a kind of FORM_KINDS. */
function iterpred_form_input(string $form, string $kind, int $n, bool $early = false): array
{
	[, , $values, $hit] = iterpred_forms()[$form];
	$a = iterpred_form_values($values, $n, $early ? intdiv($n, 100) : null, $hit);
	switch ($kind) {
		case 'packed':
			return [$a, null];
		case 'hash':
			$h = [];
			foreach ($a as $i => $v) {
				$h["k$i"] = $v;
			}
			return [$h, null];
		case 'ArrayIterator':
			return [new ArrayIterator($a), null];
		case 'generator':
			return [null, static function () use ($a): Generator {
				foreach ($a as $k => $v) {
					yield $k => $v;
				}
			}];
	}
	throw new InvalidArgumentException("unknown kind $kind");
}
