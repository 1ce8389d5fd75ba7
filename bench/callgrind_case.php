<?php
/*
 * One measured walk for bench/callgrind.sh.
 *
 *   php -n -d extension=iterpred.so bench/callgrind_case.php CASE CONTENDER base|walk [N]
 *
 * Both modes build the N-element input and first walk a 1,000-element input of the same kind with
 * CONTENDER (so the tracing JIT, when on, has compiled everything it compiles); "walk" then also walks
 * the N-element input once. callgrind.sh subtracts the two runs: what remains is N elements' walk.
 * Every input is walked to its end (no hit). CASE:
 *   none        all($ints)                        vs  foreach ... if (!$v) return false;
 *   closure     any($ints, $isNull)               vs  foreach ... if ($f($v)) return true;
 *   is_string   all($strings, 'is_string')        vs  foreach ... if (!$fn($v)) return false;  ($fn = 'is_string')
 *   value_key   any($ints, $isNullKV, USE_BOTH)   vs  foreach ($xs as $k => $v) if ($f($v, $k)) ...
 *   gen_none    all(generator)                    vs  foreach over the same kind of generator
 *   gen_closure any(generator, $isNull)           vs  foreach calling $f
 *   gen_value_key any(generator, $isNullKV, USE_BOTH) vs  foreach ($gen as $k => $v) calling $f($v, $k)
 *   closures3   three different closures in turn, any($ints, $f1) || any($ints, $f2) || any($ints, $f3),
 *               vs one shared helper loop called with each (its call site sees three closures); three
 *               walks of the input, so per element of the input is three elements walked
 * CONTENDER: iterpred | userland | engine (PHP >= 8.4's array_any(); closure and value_key only)
 *
 * Issue 10's callback forms (bench/forms.php), CASE = FORM@KIND, e.g. is_int@packed, trim@hash,
 * closure@ArrayIterator; KIND is packed, hash, ArrayIterator or generator. CONTENDER: iterpred | userland
 * (the loop a user writes for that form: the check inline for engine predicates, the function called by
 * name for other internal functions, the same closure called for closures) | dynamic (the loop calling
 * $fn($v), 0.1.0's baseline) | inline (closures: the condition written in the loop).
 */

[$case, $who, $mode] = [$argv[1] ?? '', $argv[2] ?? '', $argv[3] ?? ''];
$n = (int) ($argv[4] ?? 100_000);
if (!in_array($mode, ['base', 'walk'], true)) {
	fwrite(STDERR, "usage: callgrind_case.php CASE CONTENDER base|walk [N]\n");
	exit(2);
}

$isNull = static function ($v) {
	return $v === null;
};
$isNullKV = static function ($v, $k) {
	return $v === null;
};
$isNull2 = static fn($v) => $v === null;
$isNull3 = static function ($v) {
	return is_null($v);
};
function loop_any(array $xs, Closure $f): bool
{
	foreach ($xs as $v) {
		if ($f($v)) {
			return true;
		}
	}
	return false;
}

$contenders = [
	'none/iterpred' => static function ($xs) {
		return all($xs);
	},
	'none/userland' => static function ($xs) {
		foreach ($xs as $v) {
			if (!$v) {
				return false;
			}
		}
		return true;
	},
	'closure/iterpred' => static function ($xs) use ($isNull) {
		return any($xs, $isNull);
	},
	'closure/userland' => static function ($xs) use ($isNull) {
		$f = $isNull;
		foreach ($xs as $v) {
			if ($f($v)) {
				return true;
			}
		}
		return false;
	},
	'closure/engine' => static function ($xs) use ($isNull) {
		return array_any($xs, $isNull);
	},
	'closures3/iterpred' => static function ($xs) use ($isNull, $isNull2, $isNull3) {
		return any($xs, $isNull) || any($xs, $isNull2) || any($xs, $isNull3);
	},
	'closures3/userland' => static function ($xs) use ($isNull, $isNull2, $isNull3) {
		return loop_any($xs, $isNull) || loop_any($xs, $isNull2) || loop_any($xs, $isNull3);
	},
	'is_string/iterpred' => static function ($xs) {
		return all($xs, 'is_string');
	},
	'is_string/userland' => static function ($xs) {
		$fn = 'is_string';
		foreach ($xs as $v) {
			if (!$fn($v)) {
				return false;
			}
		}
		return true;
	},
	'value_key/iterpred' => static function ($xs) use ($isNullKV) {
		return any($xs, $isNullKV, ARRAY_FILTER_USE_BOTH);
	},
	'value_key/userland' => static function ($xs) use ($isNullKV) {
		$f = $isNullKV;
		foreach ($xs as $k => $v) {
			if ($f($v, $k)) {
				return true;
			}
		}
		return false;
	},
	'value_key/engine' => static function ($xs) use ($isNullKV) {
		return array_any($xs, $isNullKV);
	},
];
$contenders['gen_none/iterpred'] = $contenders['none/iterpred'];
$contenders['gen_none/userland'] = $contenders['none/userland'];
$contenders['gen_closure/iterpred'] = $contenders['closure/iterpred'];
$contenders['gen_closure/userland'] = $contenders['closure/userland'];
$contenders['gen_value_key/iterpred'] = $contenders['value_key/iterpred'];
$contenders['gen_value_key/userland'] = $contenders['value_key/userland'];

if (str_contains($case, '@')) {
	require __DIR__ . '/forms.php';
	[$form, $kind] = explode('@', $case, 2);
	if (!isset(iterpred_forms()[$form]) || !in_array($kind, FORM_KINDS, true)) {
		fwrite(STDERR, "callgrind_case.php: unknown case $case\n");
		exit(2);
	}
	[$question, $cs] = iterpred_form_contenders($form);
	$fn = $cs[['dynamic' => 'dynamic call (info)', 'inline' => 'inline (info)'][$who] ?? $who] ?? null;
	if ($fn === null) {
		fwrite(STDERR, "callgrind_case.php: unknown case/contender $case/$who\n");
		exit(2);
	}
	$want = $question === 'all';
	$input = static function (int $n) use ($form, $kind) {
		[$xs, $make] = iterpred_form_input($form, $kind, $n);
		return $make ? $make() : $xs;
	};
	$big = $input($n);
	foreach ([1, 2] as $_) {   // warm-up, in both modes
		if ($fn($input(1_000)) !== $want) {
			fwrite(STDERR, "callgrind_case.php: $case/$who gave the wrong answer\n");
			exit(1);
		}
	}
	if ($mode === 'walk' && $fn($big) !== $want) {
		fwrite(STDERR, "callgrind_case.php: $case/$who gave the wrong answer\n");
		exit(1);
	}
	exit(0);
}

$fn = $contenders["$case/$who"] ?? null;
if ($fn === null) {
	fwrite(STDERR, "callgrind_case.php: unknown case/contender $case/$who\n");
	exit(2);
}
$want = in_array($case, ['none', 'gen_none', 'is_string'], true);

function input(string $case, int $n): iterable
{
	$a = [];
	if ($case === 'is_string') {
		for ($i = 0; $i < $n; $i++) {
			$a[] = "s$i";
		}
	} else {
		for ($i = 0; $i < $n; $i++) {
			$a[] = $i + 1;
		}
	}
	if (!str_starts_with($case, 'gen_')) {
		return $a;
	}
	return (static function () use ($a): Generator {
		foreach ($a as $k => $v) {
			yield $k => $v;
		}
	})();
}

$big = input($case, $n);
foreach ([1, 2] as $_) {   // warm-up, in both modes
	if ($fn(input($case, 1_000)) !== $want) {
		fwrite(STDERR, "callgrind_case.php: $case/$who gave the wrong answer\n");
		exit(1);
	}
}
if ($mode === 'walk' && $fn($big) !== $want) {
	fwrite(STDERR, "callgrind_case.php: $case/$who gave the wrong answer\n");
	exit(1);
}
