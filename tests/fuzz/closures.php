<?php
/*
 * Random closure bodies (issue 24): arrow functions and `function (...) { return EXPR; }` whose body is
 * one expression of the element, its key, constants and captured values, within the shapes iterpred
 * may evaluate without a call and just outside them, over random values (ints at the edges, NAN, INF,
 * -0.0, numeric, leading-numeric and other strings, null, bools, arrays, objects with __get, with
 * uninitialised typed or readonly properties, ArrayAccess, Stringable, ArrayObject::ARRAY_AS_PROPS;
 * property hooks and lazy ghosts and proxies on 8.4+).
 *
 * A case is PHP source: a file of its own (so that opcache caches it and the tracing JIT compiles it),
 * included once, returning a maker that builds the iterable and the closure afresh. Each case runs
 *   1. through the foreach reference (reference.php's ref_walk(): the closure called from userland),
 *   2. through iterpred with iterpred.call_free=1 (the default),
 *   3. through iterpred with iterpred.call_free=0 (every callback really called),
 * and the three logs must be equal: the result or the exception (class, message, line, the functions
 * on its trace), every diagnostic (level, message, line, the functions on the error handler's
 * backtrace) and every side effect (__get, __isset, offsetGet, __toString, hooks, lazy
 * initialisation, the generator's steps). On a PHP without iterpred.call_free (before issue 24's
 * evaluator), runs 2 and 3 are the same run, and the check is iterpred against the foreach loop.
 *
 *   php -d extension=iterpred.so tests/fuzz/fuzz.php --closures --seed=N --cases=M [--verbose] [--case=I]
 */

namespace IterpredFuzz\Closures;

use function IterpredFuzz\ref_walk;

require_once __DIR__ . '/reference.php';
require_once __DIR__ . '/support.php';
require_once __DIR__ . '/closure_values.php';

final class Gen
{
    use \IterpredFuzz\RandomChoices;

    /** Scalars as source, the edges first. */
    private const SCALARS = ['0', '-1', '1', '42', '-13', 'PHP_INT_MAX', 'PHP_INT_MIN', 'NAN', 'INF', '-INF', '-0.0', '0.0',
        '1.5', '-1.5', '1e100', "''", "'0'", "'1'", "' 1'", "'1 '", "'1abc'", "'abc'", "'1e3'", "'0x1A'", "'-0'",
        "'9223372036854775808'", "'9223372036854775807'", "'\\t'", "\"a\\tb\"", "'null'", "'Row'", 'null', 'true', 'false'];
    private const KEYS = ['0', '1', '-1', 'PHP_INT_MAX', "'k'", "''", "'abc'", "'1a'", "' 1'", "'active'", "'_x'", "'0x1'",
        "'p'", "'-0'", "'1.5'"];
    private const CMP = ['<', '<=', '>', '>=', '==', '!=', '===', '!==', '<=>', '<>'];
    private const TYPE_CHECKS = ['is_int', 'is_string', 'is_float', 'is_bool', 'is_null', 'is_array', 'is_object',
        'is_numeric', 'is_scalar', 'is_iterable', 'is_countable', 'is_callable', 'is_long', 'is_double', 'is_integer'];
    private const CLASSES = ['Row', 'P', 'G', 'AA', 'S', '\Stringable', '\ArrayAccess', '\stdClass', '\ArrayObject', 'U',
        'RO', 'NotLoaded'];
    private const PARAM_TYPES = ['int', '?int', 'string', 'float', 'bool', 'mixed', 'int|string', 'int|float', 'Row',
        '?P', 'array', 'object', 'iterable', '?string', 'null|bool', '\Stringable|string'];
    private const RETURN_TYPES = ['bool', 'int', '?bool', 'mixed', 'string', 'float', 'true', 'false', 'int|bool'];

    private bool $keyed = false;     // the closure has a key parameter $k
    private bool $value = true;      // ... and an element parameter $v
    private bool $byRef = false;     // $r is captured by reference (function form only)
    private bool $this = false;      // the closure is bound to a P and may read $this->p
    private bool $lateShared = true; // the runs' closures share one run-time cache: LATE reads alike
    private string $family = 'mixed'; // what the elements mostly are, and the body mostly reads


    public function scalar(): string
    {
        return $this->pick(self::SCALARS);
    }

    /** An element's source: of the case's family mostly, anything sometimes. */
    public function element(): string
    {
        if ($this->chance(15)) {
            return $this->value();
        }
        $x = fn () => $this->chance(80) ? $this->scalar() : $this->value(1);
        return match ($this->family) {
            'ints' => $this->pick(['0', '-1', '1', '42', '-13', 'PHP_INT_MAX', 'PHP_INT_MIN', '7', '3', '-3']),
            'numbers' => $this->pick(['0', '-1', '1', 'PHP_INT_MAX', 'PHP_INT_MIN', 'NAN', 'INF', '-INF', '-0.0', '0.0',
                '1.5', '-1.5', '3', '2.5']),
            'strings' => $this->pick(["''", "'0'", "'1'", "' 1'", "'1 '", "'1abc'", "'abc'", "'1e3'", "'0x1A'", "'-0'",
                "'a\tb'", "\"a\tb\"", "'9223372036854775808'", "'null'", "'Row'", "'_x'", "'1.0'", "'3'", '"\\t"',
                '"ab\\0c"', '"\\0"', '"\\u{e9}t\\u{e9}"', "'abc\tab'", "'ab'"]),
            'arrays' => $this->pick(["['k' => {$x()}, 'active' => {$x()}]", "[{$x()}, {$x()}]", "['k' => {$x()}]",
                "['active' => {$x()}, 0 => {$x()}]", '[]', "[0 => {$x()}, 'k' => ['k' => {$x()}]]"]),
            'objects' => $this->pick(["new Row({$x()}, {$x()})", "new Row({$x()}, {$x()})", "new P({$x()}, {$x()})",
                "new RO({$x()}, {$x()})", "hooked({$x()}, {$x()})", "lazy_ghost({$x()}, {$x()})",
                "lazy_proxy({$x()}, {$x()})", "(object) ['p' => {$x()}, 'active' => {$x()}]"]),
            'magic' => $this->pick(["new G({$x()})", "new UG({$x()})", 'new U()', "new AA(['k' => {$x()}, 0 => {$x()}])",
                "new S({$x()})", 'sx()', "new \\ArrayObject(['p' => {$x()}, 'active' => {$x()}], \\ArrayObject::ARRAY_AS_PROPS)",
                "new Priv({$x()})", 'E::A']),
            'mixed' => $this->value(),
        };
    }

    /** A value's source: scalars mostly, arrays and objects of every kind. */
    public function value(int $depth = 2): string
    {
        $p = $this->int(1, 100);
        if ($depth <= 0 || $p <= 45) {
            return $this->scalar();
        }
        $x = fn () => $this->value($depth - 1);
        return match ($this->int(0, 20)) {
            0 => "['k' => {$x()}, 'active' => {$x()}]",
            1 => "[{$x()}, {$x()}]",
            2 => '[]',
            3 => "['p' => {$x()}, 0 => {$x()}]",
            4, 5 => "new Row({$x()}, {$x()})",
            6 => "new P({$x()}, {$x()})",
            7 => "new G({$x()})",
            8 => 'new U()',
            9 => "new RO({$x()}, {$x()})",
            10 => "new AA(['k' => {$x()}, 0 => {$x()}, 'active' => {$x()}])",
            11 => "new S({$this->scalar()})",
            12 => "(object) ['p' => {$x()}, 'active' => {$x()}]",
            13 => "new \ArrayObject(['p' => {$x()}, 'active' => {$x()}, 'k' => {$x()}], \ArrayObject::ARRAY_AS_PROPS)",
            14 => "new UG({$x()})",
            15 => 'E::A',
            16 => "hooked({$x()}, {$x()})",
            17 => "lazy_ghost({$x()}, {$x()})",
            18 => "lazy_proxy({$x()}, {$x()})",
            19 => "new Priv({$x()})",
            20 => 'sx()',
        };
    }

    /** An operand of the body: the parameters, captures, constants, fetches from them. */
    private function operand(): string
    {
        $vars = [];
        if ($this->value) {
            array_push($vars, '$v', '$v', '$v', '$v');
        }
        if ($this->keyed) {
            array_push($vars, '$k', '$k', '$k');
        }
        $vars[] = '$c';
        if ($this->byRef) {
            array_push($vars, '$r', '$r');
        }
        if ($this->this) {
            $vars[] = '$this->p';
        }
        $var = $this->pick($vars);
        /* Fetches of what the elements are, mostly. */
        if ($var === '$v' && $this->chance(60)) {
            if ($this->family === 'arrays') {
                return $this->pick(["\$v['k']", "\$v['active']", '$v[0]', "\$v['k']", "\$v['k']['k']"]);
            }
            if (in_array($this->family, ['ints', 'numbers', 'strings'], true)) {
                return '$v';
            }
            if ($this->family === 'objects' || $this->family === 'magic') {
                return $this->pick(['$v->p', '$v->active', '$v->p', '$v', "\$v['k']"]);
            }
        }
        return match ($this->int(0, 13)) {
            0, 1, 2, 3 => $var,
            4, 5 => $this->scalar(),
            6 => "{$var}['k']",
            7 => "{$var}[0]",
            8 => "{$var}->p",
            9 => "{$var}->active",
            10 => "{$var}['active']",
            11 => $this->pick(["{$var}->priv", "{$var}->q", "{$var}?->p", "{$var}['p']", "{$var}[1]", "{$var}[-1]"]),
            12 => "\$c['k']",
            13 => $this->constant($this->pick(['PHP_INT_MAX', 'M', 'P::X', 'K::X', 'PHP_INT_MIN', 'M_PI', 'true', 'EARLY', 'LATE', 'LATE'])),
        };
    }

    /* LATE where the three runs share the declaration's run-time cache, else EARLY (see generate()). */
    private function constant(string $name): string
    {
        return $name === 'LATE' && !$this->lateShared ? 'EARLY' : $name;
    }

    private function fetch(): string
    {
        $base = $this->value ? '$v' : ($this->keyed ? '$k' : '$c');
        return $this->pick(["{$base}['k']", "{$base}[0]", "{$base}->p", "{$base}->active", "{$base}['active']",
            "{$base}->q", "{$base}->priv", '$c[\'k\']', "{$base}['k']['k']"]);
    }

    private function str(): string
    {
        return $this->pick(["'\\t'", "\"\\t\"", "''", "'a'", "'1'", "'abc'", "'Row'", "'0'", '"\\0"', '"b\\0"',
            '"\\u{e9}"', "'ab'", "'c'", "'a\\tb'"]);
    }

    /** A call evaluated without a call, of the element itself mostly. */
    private function call(): string
    {
        return $this->chance(60)
            ? "\\{$this->pick(['str_contains', 'str_starts_with', 'str_ends_with'])}({$this->subject()}, {$this->needle()})"
            : "\\in_array({$this->subject()}, {$this->haystack()}{$this->pick(['', ', true', ', false'])})";
    }

    /** What a call tests: the element (or key) itself mostly. */
    private function subject(): string
    {
        if ($this->chance(70)) {
            return $this->value ? ($this->family === 'arrays' ? "\$v['k']" : ($this->family === 'objects' ? '$v->p' : '$v')) : '$k';
        }
        return $this->operand();
    }

    /** A needle or prefix: a literal string mostly, else anything (a capture, a read, a non-string). */
    private function needle(): string
    {
        return match ($this->int(0, 9)) {
            0, 1, 2, 3, 4, 5 => $this->str(),
            6 => '$c',
            7 => $this->operand(),
            8 => $this->scalar(),
            9 => $this->pick(['ST', 'K::S', '$c[\'k\']']),
        };
    }

    /** in_array()'s array: literal scalars of one or of mixed types, a capture, a constant, a read, a non-array. */
    private function haystack(): string
    {
        return match ($this->int(0, 9)) {
            0, 1 => "[{$this->scalar()}, {$this->scalar()}, {$this->scalar()}]",
            2 => "[{$this->str()}, {$this->str()}]",
            3 => '[]',
            4 => '$c',
            5 => $this->pick(['HS', 'K::HS', 'HN']),
            6 => "[{$this->scalar()}, {$this->value(1)}]",
            7 => "['k' => {$this->scalar()}, 'x' => {$this->str()}, 0 => {$this->scalar()}]",
            8 => $this->operand(),
            9 => "[{$this->value(1)}, {$this->scalar()}, {$this->value(1)}]",
        };
    }

    /** A body expression: within the shapes mostly, one in ten just outside. */
    public function expr(int $depth): string
    {
        if ($depth <= 0) {
            if ($this->chance(15)) {
                return $this->call();
            }
            return $this->chance(70) ? "{$this->operand()} {$this->pick(self::CMP)} {$this->operand()}" : $this->operand();
        }
        $e = fn () => $this->expr($depth - 1);
        $o = fn () => $this->operand();
        $ns = $this->chance(50) ? '\\' : '';
        return '(' . match ($this->int(0, 31)) {
            0, 1, 2, 3 => "{$o()} {$this->pick(self::CMP)} {$o()}",
            4 => "{$o()} instanceof {$this->pick(self::CLASSES)}",
            5, 6 => "{$ns}{$this->pick(self::TYPE_CHECKS)}({$o()})",
            7 => "!({$e()})",
            8 => "({$e()}) && ({$e()})",
            9 => "({$e()}) || ({$e()})",
            10 => "({$e()}) xor ({$e()})",
            11 => "({$e()}) ? {$o()} : {$o()}",
            12 => "({$e()}) ?: {$o()}",
            13 => "({$this->fetch()} ?? {$o()}) {$this->pick(self::CMP)} {$o()}",
            14 => "isset({$this->fetch()})",
            15 => "empty({$this->fetch()})",
            16 => "({$o()} {$this->pick(['+', '-', '*', '%'])} {$o()}) {$this->pick(self::CMP)} {$o()}",
            17 => "{$ns}strlen({$o()}) {$this->pick(self::CMP)} {$this->pick(['0', '1', '3', '-1'])}",
            18 => "{$ns}{$this->pick(['str_contains', 'str_starts_with', 'str_ends_with'])}({$o()}, {$this->needle()})",
            19 => "{$ns}in_array({$o()}, {$this->haystack()}{$this->pick(['', ', true', ', false', ', true', ', 1', ', null', ', $c'])})",
            20 => "{$o()}",
            21 => "({$e()}) and ({$e()})",
            22 => "{$o()} instanceof {$this->pick(self::CLASSES)} && {$e()}",
            23 => "is_int({$o()}) && {$o()} > 0 && {$o()} !== -13",
            /* Just outside the shapes. */
            24 => $this->pick(["intdiv({$o()}, {$o()}) > 0", "({$o()} / {$o()}) > 0", "({$o()} ** 2) > 0",
                "({$o()} . 'x') === 'x'", "abs({$o()}) > 1", "count({$o()}) > 0", "(string) {$o()} === '1'",
                "(int) {$o()} > 0", "match ({$o()}) { 1, '1' => true, default => false }"]),
            25 => $this->pick(["({$o()} <=> {$o()}) ?: {$e()}", "({$o()} & 1) === 1", "({$o()} << 1) > 0",
                "~({$o()}) < 0", "-({$o()}) > 0", "{$o()} === {$o()} ? {$e()} : {$e()}"]),
            26 => "({$o()} + {$o()}) * {$o()} {$this->pick(self::CMP)} {$o()}",
            27 => "isset({$this->fetch()}, {$this->fetch()})",
            28 => "{$this->fetch()} ?? {$this->fetch()} ?? {$o()}",
            29 => "{$ns}is_int({$o()}) || {$ns}is_string({$o()}) && {$e()}",
            /* The calls evaluated without a call, of the elements themselves. */
            30, 31 => $this->call(),
        } . ')';
    }

    /** One case: the function, its mode, the iterable, the closure, as a PHP source file. */
    public function caseSource(): array
    {
        $functions = ['any', 'all', 'none', 'any', 'all', 'none', 'array_every'];
        if (function_exists('array_any')) {
            array_push($functions, 'array_any', 'array_all');
        }
        $function = $this->pick($functions);
        $this->family = $this->pick(['ints', 'ints', 'numbers', 'strings', 'strings', 'strings', 'arrays', 'arrays', 'objects',
            'objects', 'magic', 'mixed']);
        $mode = 0;
        if (in_array($function, ['any', 'all', 'none'], true)) {
            $mode = $this->pick([0, 0, 0, 0, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH]);
        } else {
            $mode = ARRAY_FILTER_USE_BOTH;
        }
        $this->value = $mode !== ARRAY_FILTER_USE_KEY;
        $this->keyed = $mode !== 0;
        $form = $this->pick(['arrow', 'arrow', 'arrow', 'arrow', 'static_arrow', 'function', 'function', 'static_function',
            'this_arrow', 'this_function', 'two_statements', 'byref_param', 'variadic', 'default_param', 'static_var',
            'bound_closure']);
        $this->byRef = in_array($form, ['function', 'static_function', 'this_function', 'two_statements', 'static_var'], true)
            && $this->chance(60);
        $this->this = str_starts_with($form, 'this_');

        $params = [];
        foreach ($this->value ? ['$v'] : [] as $name) {
            $params[] = $this->paramType() . $name;
        }
        if ($this->keyed) {
            $params[] = ($this->chance(20) ? $this->pick(['int ', 'string ', 'int|string ', '?int ', 'mixed ']) : '') . '$k';
        }
        if ($form === 'byref_param') {
            $params[0] = preg_replace('/\$(\w+)$/', '&\$$1', $params[0]);
        } elseif ($form === 'variadic') {
            $params[] = '...$rest';
        } elseif ($form === 'default_param') {
            $params[] = '$d = 1';
        }
        $return = $this->chance(25) ? ': ' . $this->pick(self::RETURN_TYPES) : '';
        $namespace = $this->chance(50);
        /* A bound closure has a run-time cache of its own, which resolves LATE afresh once an earlier run
         * has defined it: the runs would differ from each other, iterpred or not. */
        $this->lateShared = $form !== 'bound_closure' && !$this->this;
        $body = $this->expr($this->int(0, 3));
        if ($namespace && $this->lateShared && $this->chance(25)) {
            /* An unqualified constant the namespace may define in the middle of the walk (issue 39). The
             * closures of the three runs share their declaration's run-time cache: a bound closure has one
             * of its own, which would resolve LATE afresh once an earlier run has defined it. */
            $body = "($body) {$this->pick(['&&', '||'])} {$this->subject()} {$this->pick(['<', '===', '>=', '!='])} LATE";
        }
        $plist = implode(', ', $params);
        $uses = $this->byRef ? 'use ($c, &$r) ' : 'use ($c) ';
        $closure = match ($form) {
            'arrow', 'this_arrow', 'byref_param', 'variadic', 'default_param' => "fn($plist)$return =>" . $this->gap() . $body,
            'static_arrow' => "static fn($plist)$return =>" . $this->gap() . $body,
            'function', 'this_function' => "function ($plist) {$uses}$return {" . $this->gap() . "return $body; }",
            'static_function' => "static function ($plist) {$uses}$return {" . $this->gap() . "return $body; }",
            'two_statements' => "function ($plist) {$uses}$return { \$t = $body; return \$t; }",
            'static_var' => "function ($plist) {$uses}$return { static \$n = 0; \$n++; return $body; }",
            'bound_closure' => "\\Closure::bind(fn($plist)$return => $body, new P(" . $this->scalar() . ", 1), P::class)",
        };
        if ($this->this) {
            $closure = "\\Closure::bind(function () use (\$c, &\$r) { return $closure; }, new P({$this->scalar()}, {$this->value(1)}), "
                . $this->pick(['P::class', 'null', 'Row::class']) . ')()';
        }

        $n = $this->int(0, 7);
        $elements = [];
        $hash = $this->chance(40);
        for ($i = 0; $i < $n; $i++) {
            $key = $hash ? $this->pick(self::KEYS) . ' => ' : '';
            $elements[] = $key . $this->element();
        }
        $refValues = [];
        for ($i = 0; $i < $n; $i++) {
            $refValues[] = $this->scalar();
        }
        /* array_any()/array_all() of PHP 8.4+ take arrays only. */
        $iterable = str_starts_with($function, 'array_a') ? 'array'
            : $this->pick(['array', 'array', 'array', 'ArrayIterator', 'generator', 'generator', 'aggregate']);
        $strict = $this->chance(20);

        $src = "<?php\n" . ($strict ? "declare(strict_types=1);\n" : '')
            . ($namespace ? "namespace IterpredFuzz\\Closures\\Cases\\C{$this->int(0, 999999)};\n" : '')
            . "use IterpredFuzz\\Closures\\{Row, P, G, U, UG, RO, AA, S, E, K, Priv, NotLoaded};\n"
            . "use function IterpredFuzz\\Closures\\{hooked, lazy_ghost, lazy_proxy, sx};\n"
            . "use const IterpredFuzz\\Closures\\{M, ST, HS, HN};\n"
            . "\\IterpredFuzz\\Closures\\define_early(__NAMESPACE__);\n"
            . "return static function (): array {\n"
            . "    \$c = {$this->value()};\n"
            . "    \$r = {$this->scalar()};\n"
            . "    \$xs = [" . implode(', ', $elements) . "];\n"
            . "    \$rs = [" . implode(', ', $refValues) . "];\n"
            . "    \$f = $closure;\n"
            . "    \$c = 'changed after the closure was made';\n"
            . match ($iterable) {
                'array' => "    \$it = \$xs;\n",
                'ArrayIterator' => "    \$it = new \\ArrayIterator(\$xs);\n",
                /* Changes $r (captured by reference) between two elements. */
                'generator' => "    \$it = (function () use (\$xs, \$rs, &\$r) { \$i = 0; foreach (\$xs as \$key => \$x) {"
                    . " \$r = \$rs[\$i++]; \\IterpredFuzz\\Closures\\Probe::log('yield'); yield \$key => \$x;"
                    . " \\IterpredFuzz\\Closures\\define_late(__NAMESPACE__); } })();\n",
                'aggregate' => "    \$it = new \\IterpredFuzz\\Closures\\Agg(\$xs);\n",
            }
            . "    return [\$it, \$f];\n};\n";
        return ['function' => $function, 'mode' => $mode, 'source' => $src];
    }

    /** The body on a line of its own, sometimes (the line its diagnostics name). */
    private function gap(): string
    {
        return $this->chance(30) ? "\n        " : ' ';
    }

    private function paramType(): string
    {
        return $this->chance(25) ? $this->pick(self::PARAM_TYPES) . ' ' : '';
    }
}

function case_seed(int $seed, int $index): int
{
    return crc32("iterpred-closures/$seed/$index") ^ (($seed & 0x7fff) << 16);
}

function case_spec(int $seed, int $index): array
{
    return (new Gen(case_seed($seed, $index)))->caseSource();
}

/** The functions on a trace, from the innermost up to the walking function, reference.php's named as iterpred's. */
function frames(array $trace): string
{
    $out = [];
    foreach ($trace as $frame) {
        $function = $frame['function'] ?? '?';
        if ($function === 'IterpredFuzz\ref_walk') {
            continue;
        }
        if (str_starts_with($function, 'IterpredFuzz\ref_')) {
            $function = substr($function, strlen('IterpredFuzz\ref_'));
        }
        $out[] = (isset($frame['class']) ? $frame['class'] . $frame['type'] : '') . $function;
        if (in_array($function, ['any', 'all', 'none', 'array_every', 'array_any', 'array_all'], true)) {
            break;
        }
    }
    return implode(' < ', $out);
}

/** The engine adds where a userland caller is to argument errors; the two by-reference complaints are one. */
function blur(string $message): string
{
    if ($message === 'Only variables should be passed by reference'
            || preg_match('/^\S+\(\): Argument #\d+ \(\$\w+\) must be passed by reference, value given$/', $message)) {
        return 'value passed by reference';
    }
    return preg_replace(['/, called in \S+ on line \d+/', '/ in \S+ on line \d+/', '/ passed in \S+ on line \d+/'], '', $message);
}

function describe(\Throwable $e): string
{
    $s = get_class($e) . ': ' . blur($e->getMessage()) . ' @' . $e->getLine() . ' [' . frames($e->getTrace()) . ']';
    return $e->getPrevious() ? $s . ' previous ' . describe($e->getPrevious()) : $s;
}

/** One run: 'ref' (the foreach reference), 'ext' (iterpred.call_free=1) or 'ext0' (iterpred.call_free=0). */
function run_once(\Closure $make, string $function, int $mode, string $how): array
{
    Probe::$log = [];
    $callFree = $how === 'ext0' ? '0' : '1';
    $old = ini_set('iterpred.call_free', $callFree);
    set_error_handler(function (int $type, string $message, string $file, int $line): bool {
        if (blur($message) === 'value passed by reference') {
            $type = $line = 0;  /* the notice of a userland caller, the warning of an internal one */
        } elseif ($message === 'unexpected NAN value was coerced to bool') {
            /* PHP 8.5, a callback returning NAN: the walker's bool cast raises it, on reference.php's line
             * for the foreach and on the calling line for iterpred, which has no line of its own. */
            $line = 0;
        }
        Probe::log("E$type " . blur($message) . " @$line [" . frames(debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS)) . ']');
        return true;
    });
    try {
        [$it, $f] = $make();
        Probe::log('walk');
        /* The same dispatch as support.php's Impl::call(), written here and not called: the call must
         * stand in run_once(), whose frame and lines the logs compare across the three runs. */
        if ($how === 'ref') {
            $result = match ($function) {
                'any' => \IterpredFuzz\ref_any($it, $f, $mode),
                'all' => \IterpredFuzz\ref_all($it, $f, $mode),
                'none' => \IterpredFuzz\ref_none($it, $f, $mode),
                'array_every' => \IterpredFuzz\ref_array_every($it, $f),
                'array_any' => \IterpredFuzz\ref_array_any($it, $f),
                'array_all' => \IterpredFuzz\ref_array_all($it, $f),
            };
        } else {
            $result = match ($function) {
                'any' => any($it, $f, $mode),
                'all' => all($it, $f, $mode),
                'none' => none($it, $f, $mode),
                'array_every' => array_every($it, $f),
                'array_any' => array_any($it, $f),
                'array_all' => array_all($it, $f),
            };
        }
        Probe::log('result ' . var_export($result, true));
    } catch (\Throwable $e) {
        Probe::log('threw ' . describe($e));
    } finally {
        restore_error_handler();
        if ($old !== false) {
            ini_set('iterpred.call_free', $old);
        }
    }
    unset($it, $f);
    Probe::log('end');
    return Probe::$log;
}

/** Null when the three runs agree, else the first difference. */
function compare(array $case, ?array &$logs = null): ?string
{
    static $n = 0;
    $file = sys_get_temp_dir() . '/iterpred-closure-case-' . getmypid() . '-' . $n++ . '.php';
    file_put_contents($file, $case['source']);
    try {
        $make = include $file;
    } catch (\ParseError $e) {
        return 'the generator wrote code that does not compile: ' . $e->getMessage() . ' on line ' . $e->getLine();
    } finally {
        unlink($file);
    }
    $logs = [];
    foreach (['ref', 'ext', 'ext0'] as $how) {
        $logs[$how] = run_once($make, $case['function'], $case['mode'], $how);
    }
    foreach (['ext', 'ext0'] as $how) {
        if ($logs[$how] !== $logs['ref']) {
            for ($i = 0; ($logs['ref'][$i] ?? null) === ($logs[$how][$i] ?? null); $i++);
            return sprintf("%s differs from the foreach loop at log line %d\n  foreach:  %s\n  %-9s %s", $how === 'ext'
                ? 'iterpred' : 'iterpred with iterpred.call_free=0', $i + 1, $logs['ref'][$i] ?? '(end of log)',
                $how . ':', $logs[$how][$i] ?? '(end of log)');
        }
    }
    return null;
}

function show(array $case, int $seed, int $index): string
{
    $mode = [0 => '0', ARRAY_FILTER_USE_KEY => 'ARRAY_FILTER_USE_KEY', ARRAY_FILTER_USE_BOTH => 'ARRAY_FILTER_USE_BOTH'][$case['mode']];
    return "case $index of seed $seed: {$case['function']}(\$it, \$f" . ($mode !== '0' ? ", $mode" : '') . ") with\n"
        . $case['source'];
}

/** Runs cases [start, start + cases) of a seed; prints failures, then "fuzz: N passed, N failed". */
function fuzz_run(int $seed, int $cases, int $start = 0, bool $verbose = false, bool $stop = false, ?string $progress = null): int
{
    $passed = $failed = 0;
    $progressFile = $progress !== null ? fopen($progress, 'c') : null;
    for ($i = $start; $i < $start + $cases; $i++) {
        if ($progressFile) {
            ftruncate($progressFile, 0);
            fseek($progressFile, 0);
            fwrite($progressFile, "closures $seed $i\n");
            fflush($progressFile);
        }
        $case = case_spec($seed, $i);
        $logs = [];
        $diff = compare($case, $logs);
        if ($verbose) {
            echo show($case, $seed, $i), implode("\n", $logs['ref'] ?? []), "\n\n";
        }
        if ($diff === null) {
            $passed++;
            continue;
        }
        $failed++;
        echo "== FAILED ", show($case, $seed, $i), $diff, "\n";
        foreach ($logs as $how => $log) {
            echo "  -- $how:\n    ", implode("\n    ", $log), "\n";
        }
        echo "  reproduce: php -d extension=iterpred.so tests/fuzz/fuzz.php --closures --seed=$seed --case=$i\n\n";
        if ($stop) {
            break;
        }
    }
    echo "fuzz: $passed passed, $failed failed\n";
    return $failed;
}

function fuzz_main(array $argv): int
{
    $opt = ['seed' => null, 'cases' => 2000, 'start' => 0, 'case' => null, 'progress' => null];
    $verbose = $stop = false;
    foreach (array_slice($argv, 1) as $arg) {
        if ($arg === '--closures') {
            continue;
        } elseif ($arg === '--verbose') {
            $verbose = true;
        } elseif ($arg === '--stop') {
            $stop = true;
        } elseif (preg_match('/^--(seed|cases|start|case|progress)=(.*)$/', $arg, $m)) {
            $opt[$m[1]] = $m[1] === 'progress' ? $m[2] : (int) $m[2];
        } else {
            fwrite(STDERR, "usage: php -d extension=iterpred.so tests/fuzz/fuzz.php --closures [--seed=N] [--cases=M]"
                . " [--start=I] [--case=I] [--verbose] [--stop] [--progress=FILE]\n");
            return 2;
        }
    }
    $seed = $opt['seed'] ?? random_int(1, PHP_INT_MAX >> 32);
    echo 'fuzz --closures: seed ', $seed, ', PHP ', PHP_VERSION, \IterpredFuzz\jit_on() ? ', JIT on' : '',
        ', iterpred.call_free ', var_export(ini_get('iterpred.call_free'), true), "\n";
    if ($opt['case'] !== null) {
        return fuzz_run($seed, 1, $opt['case'], true) > 0 ? 1 : 0;
    }
    return fuzz_run($seed, $opt['cases'], $opt['start'], $verbose, $stop, $opt['progress']) > 0 ? 1 : 0;
}
