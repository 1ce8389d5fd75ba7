--TEST--
phpversion('iterpred') is PHP_ITERPRED_VERSION, and every place the version is written agrees with it (package.xml, its notes and changelog against CHANGELOG.md, composer.json, README): scripts/package-xml.php --check-versions (skipped outside the source tree)
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: phpversion('iterpred')"); ?>
<?php if (!is_file(__DIR__ . '/../scripts/package-xml.php')) die('skip not in the source tree (no scripts/package-xml.php beside the tests)'); ?>
<?php
/* The script reads package.xml with DOM: the PHP with its own ini must have it. */
exec(escapeshellarg(PHP_BINARY) . ' -r ' . escapeshellarg('exit(extension_loaded("dom") ? 0 : 1);') . ' 2>&1', $out, $rc);
if ($rc !== 0) die('skip this PHP has no dom extension for scripts/package-xml.php');
?>
--FILE--
<?php
$root = __DIR__ . '/..';
preg_match('/^#define PHP_ITERPRED_VERSION "([^"]+)"/m', file_get_contents("$root/php_iterpred.h"), $m);
var_dump($m[1] === phpversion('iterpred'));
// pcre.jit=0: the child runs under valgrind with the suite (run-tests -m traces children), and PCRE's
// JIT code reads past the end of strings on purpose, which memcheck reports.
exec(escapeshellarg(PHP_BINARY) . ' -d pcre.jit=0 ' . escapeshellarg("$root/scripts/package-xml.php") . ' --check-versions 2>&1', $out, $rc);
echo str_replace("version {$m[1]} agrees", "version VERSION agrees", implode("\n", $out)), "\nexit $rc\n";
?>
--EXPECT--
bool(true)
version VERSION agrees everywhere it is written
exit 0
