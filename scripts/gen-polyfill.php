<?php
/*
 * Writes polyfill/iterpred.php from scripts/polyfill.php.in, where the walk is written once.
 *
 *   php scripts/gen-polyfill.php           rewrite polyfill/iterpred.php
 *   php scripts/gen-polyfill.php --check   change nothing; exit 1 when polyfill/iterpred.php is not
 *                                          what the template gives (CI: .ci/polyfill-check.sh)
 *
 * The polyfill cannot share its walk at run time: the callback's and the iterator's caller, in a
 * backtrace too, must be the function itself (any, Iterpred\all, ...), as with the extension, so
 * every function has the walk inline. The template says it once; this script writes it out once per
 * function and namespace, and the package stays one file that needs no build step.
 *
 * The template is the file as it is, but for {{generated}} (the notice below) and {{functions}}
 * (the six functions, in the namespace of the block it stands in), followed by sections, each
 * opened by a line "//=== NAME: what it is ===": "iterable" (any, all, none), "array" (array_*)
 * and "both" (the walk with ($value, $key), which both use). A line "{{both PARAM}}" stands for the
 * "both" section over $PARAM, indented as the line; {{decides}}, {{result}} and {{otherwise}} are
 * the function's words from FUNCTIONS.
 */

require __DIR__ . '/gen-common.php';

const TEMPLATE = 'scripts/polyfill.php.in';
const TARGET = 'polyfill/iterpred.php';

/* name => [section, the callback's answer that ends the walk, what the function returns then] */
const FUNCTIONS = [
    'any' => ['iterable', true, true],
    'all' => ['iterable', false, false],
    'none' => ['iterable', true, false],
    'array_every' => ['array', false, false],
    'array_any' => ['array', true, true],
    'array_all' => ['array', false, false],
];

const NOTICE = <<<'TXT'
/* This is a generated file, edit scripts/polyfill.php.in instead and run
 * `php scripts/gen-polyfill.php` (its header says why the walk is written out once per function). */
TXT;

/** The template's file part and its sections by name. */
function read_template(string $text): array
{
    $parts = preg_split('~^//=== (\w+)[^\n]*\n~m', $text, -1, PREG_SPLIT_DELIM_CAPTURE);
    $sections = [];
    for ($i = 1; $i < count($parts); $i += 2) {
        $sections[$parts[$i]] = $parts[$i + 1];
    }
    foreach (['iterable', 'array', 'both'] as $name) {
        isset($sections[$name]) || fail('gen-polyfill', TEMPLATE . ": no section \"//=== $name\"");
    }
    return [$parts[0], $sections];
}

function word(bool $value): string
{
    return $value ? 'true' : 'false';
}

/** One function's definition in a namespace ('' for the global one). */
function render_function(array $sections, string $name, string $namespace): string
{
    [$section, $decides, $result] = FUNCTIONS[$name];
    $text = preg_replace_callback('~^( *)\{\{both (\w+)\}\}\n~m', static function (array $m) use ($sections): string {
        $body = str_replace('{{param}}', $m[2], $sections['both']);
        return preg_replace('~^(?=.)~m', $m[1], $body);
    }, $sections[$section]);
    return strtr($text, [
        '{{exists}}' => $namespace === '' ? "'$name'" : "__NAMESPACE__ . '\\\\$name'",
        '{{name}}' => $name,
        '{{decides}}' => word($decides),
        '{{result}}' => word($result),
        '{{otherwise}}' => word(!$result),
    ]);
}

function render(string $template): string
{
    [$file, $sections] = read_template($template);
    $file = str_replace("{{generated}}\n", NOTICE . "\n", $file);
    /* Each {{functions}} takes the namespace of the last "namespace X {" before it. */
    $out = '';
    $offset = 0;
    while (($at = strpos($file, "{{functions}}\n", $offset)) !== false) {
        $before = substr($file, $offset, $at - $offset);
        $out .= $before;
        preg_match_all('~^namespace ?([\w\\\\]*) \{$~m', substr($file, 0, $at), $m);
        $namespace = end($m[1]);
        $namespace === false && fail('gen-polyfill', TEMPLATE . ': {{functions}} outside a namespace block');
        $defs = [];
        foreach (array_keys(FUNCTIONS) as $name) {
            $defs[] = render_function($sections, $name, $namespace);
        }
        $out .= implode("\n", $defs);
        $offset = $at + strlen("{{functions}}\n");
    }
    $out .= substr($file, $offset);
    if (preg_match('~\{\{\w[^}]*\}\}~', $out, $m)) {
        fail('gen-polyfill', TEMPLATE . ": $m[0] left unexpanded");
    }
    return $out;
}

$check = in_array('--check', array_slice($argv, 1), true);
write_generated('gen-polyfill', TARGET, render(read_source('gen-polyfill', TEMPLATE)), $check);
