--TEST--
NAN is truthy with exactly the engine's diagnostics (PHP 8.5 warns on NAN to bool), as an if () in foreach gives
--EXTENSIONS--
iterpred
--FILE--
<?php
$warnings = [];
set_error_handler(function (int $errno, string $message) use (&$warnings) {
    $warnings[] = $message;
    return true;
});

function engine(iterable $values): array
{
    global $warnings;
    $warnings = [];
    $hit = false;
    foreach ($values as $value) {
        if ($value) {
            $hit = true;
            break;
        }
    }
    return [$hit, $warnings];
}

function extension(callable $walk): array
{
    global $warnings;
    $warnings = [];
    $hit = $walk();
    return [$hit, $warnings];
}

$cases = [
    'no callback, array' => [engine([0, NAN]), extension(fn() => any([0, NAN]))],
    'no callback, generator' => [engine((fn() => yield NAN)()), extension(fn() => any((fn() => yield NAN)()))],
    'callback returns NAN' => [engine([NAN]), extension(fn() => any([1], fn() => NAN))],
    'key mode, no callback' => [engine([NAN]), extension(fn() => any((fn() => yield NAN => 'v')(), null, ARRAY_FILTER_USE_KEY))],
];
foreach ($cases as $name => [$expected, $actual]) {
    printf("%s: %s, same diagnostics as the engine: %s\n", $name, var_export($actual[0], true), var_export($expected === $actual, true));
}
?>
--EXPECT--
no callback, array: true, same diagnostics as the engine: true
no callback, generator: true, same diagnostics as the engine: true
callback returns NAN: true, same diagnostics as the engine: true
key mode, no callback: true, same diagnostics as the engine: true
