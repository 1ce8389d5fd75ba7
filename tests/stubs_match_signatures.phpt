--TEST--
stubs/iterpred.php and iterpred.stub.php declare exactly the signatures the loaded extension has
--EXTENSIONS--
iterpred
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: the loaded extension's signatures (the polyfill takes mixed and checks itself)"); ?>
<?php
if (!is_file(__DIR__ . '/../stubs/iterpred.php') || !is_file(__DIR__ . '/../iterpred.stub.php')) {
	die('skip the sources are not beside the tests (an installed copy of the tests)');
}
?>
--FILE--
<?php
/* Each file is compiled with its functions renamed (prefix_any, ...), so that they can be reflected
 * beside the extension's own; their bodies never run. The stubs' PHP_VERSION_ID guard is checked as
 * text, then opened so that array_any/array_all are compared on every PHP version. pcre.jit=0: PCRE's
 * JIT reads past the end of strings on purpose, which valgrind (scripts/test.sh) reports. */
function load_renamed(string $file, string $prefix, array $replace = []): array
{
	$code = file_get_contents($file);
	foreach ($replace as $from => $to) {
		if (substr_count($code, $from) !== 1) {
			echo basename($file), ": expected exactly one '$from'\n";
		}
		$code = str_replace($from, $to, $code);
	}
	/* Each function's full name (lower case, as get_extension_funcs() gives it) => its renamed copy. */
	$names = [];
	$code = preg_replace_callback('/^(\s*function\s+)(\w+)(\s*\()/m', function ($m) use ($prefix, &$names, &$code) {
		$namespace = preg_match_all('/^namespace\s+([\w\\\\]*)\s*\{/m', substr($code, 0, $m[2][1]), $ns) ? end($ns[1]) : '';
		$qualifier = $namespace === '' ? '' : $namespace . '\\';
		$names[strtolower($qualifier . $m[2][0])] = $qualifier . $prefix . $m[2][0];
		return $m[1][0] . $prefix . $m[2][0] . $m[3][0];
	}, $code, -1, $count, PREG_OFFSET_CAPTURE);
	eval('?>' . $code);
	return $names;
}

/* PHP 8.2+ compiles iterable to Traversable|array: user functions still print "iterable", internal ones do not. */
function type_name(ReflectionType $type, bool $iterable_as_union): string
{
	return $iterable_as_union ? preg_replace('/\biterable\b/', 'Traversable|array', (string) $type) : (string) $type;
}

function signature(ReflectionFunction $f, string $name, bool $iterable_as_union = false): string
{
	$params = [];
	foreach ($f->getParameters() as $p) {
		$s = ($p->hasType() ? type_name($p->getType(), $iterable_as_union) . ' ' : '') . ($p->isPassedByReference() ? '&' : '')
			. ($p->isVariadic() ? '...' : '') . '$' . $p->getName();
		if ($p->isDefaultValueAvailable()) {
			$s .= ' = ' . ($p->isDefaultValueConstant() ? $p->getDefaultValueConstantName() : var_export($p->getDefaultValue(), true));
		} elseif ($p->isOptional() && !$p->isVariadic()) {
			$s .= ' = <unknown default>';
		}
		$params[] = $s;
	}
	return ($f->returnsReference() ? '&' : '') . $name . '(' . implode(', ', $params) . ')'
		. ($f->hasReturnType() ? ': ' . type_name($f->getReturnType(), $iterable_as_union) : '')
		. ' [' . $f->getNumberOfRequiredParameters() . ' required]';
}

$guard = "if (PHP_VERSION_ID < 80400) {";
$stubs = load_renamed(__DIR__ . '/../stubs/iterpred.php', 'stubs_', [$guard => 'if (true) {']);
$source = load_renamed(__DIR__ . '/../iterpred.stub.php', 'source_');
$extension = array_map('strtolower', get_extension_funcs('iterpred'));

$text = file_get_contents(__DIR__ . '/../stubs/iterpred.php');
$guarded = preg_match_all('/^\s+function\s+(\w+)/m', substr($text, strpos($text, $guard)), $m) ? $m[1] : [];
echo 'guarded by PHP_VERSION_ID < 80400 in the stubs: ', implode(', ', $guarded), "\n";

$all = array_unique(array_merge(array_keys($stubs), array_keys($source), $extension));
sort($all);
foreach ($all as $name) {
	$stub = isset($stubs[$name]) ? signature(new ReflectionFunction($stubs[$name]), $name) : null;
	$src = isset($source[$name]) ? signature(new ReflectionFunction($source[$name]), $name) : null;
	$ext = in_array($name, $extension, true) ? signature(new ReflectionFunction($name), $name, true) : null;
	$line = $stub ?? $src ?? $ext;
	if ($stub !== $src) {
		echo "$name: stubs/iterpred.php has ", $stub ?? 'nothing', ", iterpred.stub.php has ", $src ?? 'nothing', "\n";
	}
	$stub_as_union = $stub === null ? null : signature(new ReflectionFunction($stubs[$name]), $name, true);
	if ($ext !== null && $ext !== $stub_as_union) {
		echo "$name: the extension has $ext, stubs/iterpred.php has ", $stub ?? 'nothing', "\n";
	}
	/* Below 8.4 the extension defines array_any/array_all; from 8.4 the engine does, and the stubs say so. */
	$expected = !in_array($name, $guarded, true) || PHP_VERSION_ID < 80400;
	if (($ext !== null) !== $expected) {
		echo "$name: ", $ext === null ? 'missing from' : 'unexpectedly in', ' the extension on PHP ', PHP_VERSION, "\n";
	}
	echo $line, "\n";
}

foreach (['any', 'all', 'none', 'iterpred\\any', 'iterpred\\all', 'iterpred\\none'] as $name) {
	$doc = (new ReflectionFunction($stubs[$name]))->getDocComment();
	foreach (['@template TKey', '@template TValue', '@param iterable<TKey, TValue> $iterable', '(callable(TValue): mixed)', '|null $callback'] as $tag) {
		if (!str_contains($doc, $tag)) {
			echo "$name: the stub's doc comment lacks $tag\n";
		}
	}
}
foreach (['array_every', 'array_any', 'array_all', 'iterpred\\array_every', 'iterpred\\array_any', 'iterpred\\array_all'] as $name) {
	/* In the namespace the stubs write \Traversable. */
	$doc = str_replace('\\Traversable', 'Traversable', (new ReflectionFunction($stubs[$name]))->getDocComment());
	foreach (['@param array<TKey, TValue>|Traversable<TKey, TValue> $array', '@param callable(TValue, TKey): mixed $callback'] as $tag) {
		if (!str_contains($doc, $tag)) {
			echo "$name: the stub's doc comment lacks $tag\n";
		}
	}
}
echo "done\n";
?>
--EXPECT--
guarded by PHP_VERSION_ID < 80400 in the stubs: array_any, array_all
all(iterable $iterable, ?callable $callback = NULL, int $mode = 0): bool [1 required]
any(iterable $iterable, ?callable $callback = NULL, int $mode = 0): bool [1 required]
array_all(Traversable|array $array, callable $callback): bool [2 required]
array_any(Traversable|array $array, callable $callback): bool [2 required]
array_every(Traversable|array $array, callable $callback): bool [2 required]
iterpred\all(iterable $iterable, ?callable $callback = NULL, int $mode = 0): bool [1 required]
iterpred\any(iterable $iterable, ?callable $callback = NULL, int $mode = 0): bool [1 required]
iterpred\array_all(Traversable|array $array, callable $callback): bool [2 required]
iterpred\array_any(Traversable|array $array, callable $callback): bool [2 required]
iterpred\array_every(Traversable|array $array, callable $callback): bool [2 required]
iterpred\none(iterable $iterable, ?callable $callback = NULL, int $mode = 0): bool [1 required]
none(iterable $iterable, ?callable $callback = NULL, int $mode = 0): bool [1 required]
done
