<?php
/*
 * Writes phpstan/stubs/iterpred.php from stubs/iterpred.php: the PHPStan extension is a package of
 * its own (iterpred/phpstan-iterpred) and loads the stubs from inside itself, so it ships a copy,
 * made here with a notice on top. Checks too that stubs/iterpred.php declares what iterpred.stub.php
 * declares, function for function (tests/stubs_match_signatures.phpt also checks both against the
 * loaded extension).
 *
 *   php scripts/gen-stubs.php           rewrite phpstan/stubs/iterpred.php
 *   php scripts/gen-stubs.php --check   change nothing; exit 1 when the copy is not current or a
 *                                       signature differs (CI: .ci/phpstan-extension.sh)
 */

require __DIR__ . '/gen-common.php';

const SOURCE = 'stubs/iterpred.php';
const TARGET = 'phpstan/stubs/iterpred.php';
const NOTICE = <<<'TXT'
/* This is a generated file, edit stubs/iterpred.php instead and run `php scripts/gen-stubs.php`
 * (a copy, so that iterpred/phpstan-iterpred works on its own). */
TXT;

/** A file's function declarations: "Namespace\name" (or "name") => its signature, \Traversable as Traversable. */
function signatures(string $file): array
{
    $code = read_source('gen-stubs', $file);
    $out = [];
    $namespace = '';
    foreach (explode("\n", $code) as $line) {
        if (preg_match('~^namespace ?([\w\\\\]*) \{~', $line, $m)) {
            $namespace = $m[1];
        } elseif (preg_match('~^\s*function (\w+)(\(.*\): \w+) \{\}~', $line, $m)) {
            $out[ltrim("$namespace\\$m[1]", '\\')] = str_replace('\\Traversable', 'Traversable', $m[2]);
        }
    }
    ksort($out);
    return $out;
}

$check = in_array('--check', array_slice($argv, 1), true);
$source = read_source('gen-stubs', SOURCE);
str_starts_with($source, "<?php\n") || fail('gen-stubs', SOURCE . ' does not start with "<?php"');
$problems = [];
$stub = signatures('iterpred.stub.php');
$stubs = signatures(SOURCE);
foreach (array_keys($stub + $stubs) as $name) {
    if (($stub[$name] ?? null) !== ($stubs[$name] ?? null)) {
        $problems[] = "$name: iterpred.stub.php has " . ($stub[$name] ?? 'nothing') . ', ' . SOURCE . ' has ' . ($stubs[$name] ?? 'nothing');
    }
}
write_generated('gen-stubs', TARGET, "<?php\n" . NOTICE . "\n" . substr($source, strlen("<?php\n")), $check, $problems);
$check && print('gen-stubs: ' . count($stub) . " signatures agree with iterpred.stub.php\n");
