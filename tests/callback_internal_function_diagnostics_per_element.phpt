--TEST--
Internal function callbacks: deprecations once per element walked, TypeErrors, autoloading per element, and a throwing error handler stops the walk at that element
--EXTENSIONS--
iterpred
ctype
--FILE--
<?php
set_error_handler(function (int $no, string $str) {
    /* PHP 8.4+ names closures {closure:file:line}. */
    $frames = array_map(fn($f) => preg_replace('/^\{closure:.*\}$/', '{closure}', $f['function']), debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS));
    echo "  E$no $str (", implode(' <- ', $frames), ")\n";
    return true;
});
echo "strlen(null), once per element walked:\n";
var_dump(any([null, null, 'ab', null], 'strlen'));
echo "ctype_digit(5), once per element walked:\n";
var_dump(any([5, 6, '7'], 'ctype_digit'));
echo "strlen(array): the TypeError for that element:\n";
try {
    var_dump(all(['ab', [], 'never'], 'strlen'));
} catch (TypeError $e) {
    echo "  ", $e->getMessage(), "\n";
    foreach ($e->getTrace() as $i => $f) echo "  #$i ", $f['function'], "\n";
}
echo "autoloading through is_callable(), once per element:\n";
spl_autoload_register(function (string $class) { echo "  autoload $class\n"; });
var_dump(any(['Foo::bar', 'Bar::baz', 'strlen'], 'is_callable'));
echo "an error handler that throws stops the walk at that element:\n";
set_error_handler(function (int $no, string $str) { echo "  handler: $str\n"; throw new ErrorException($str, 0, $no); });
try {
    var_dump(all(['a', null, null], 'strlen'));
} catch (ErrorException $e) {
    echo "  caught: ", $e->getMessage(), "\n";
}
try {
    var_dump(all((function () { yield 'a'; yield null; echo "  generator resumed\n"; yield null; })(), 'strlen'));
} catch (ErrorException $e) {
    echo "  caught: ", $e->getMessage(), "\n";
}
--EXPECT--
strlen(null), once per element walked:
  E8192 strlen(): Passing null to parameter #1 ($string) of type string is deprecated ({closure} <- strlen <- any)
  E8192 strlen(): Passing null to parameter #1 ($string) of type string is deprecated ({closure} <- strlen <- any)
bool(true)
ctype_digit(5), once per element walked:
  E8192 ctype_digit(): Argument of type int will be interpreted as string in the future ({closure} <- ctype_digit <- any)
  E8192 ctype_digit(): Argument of type int will be interpreted as string in the future ({closure} <- ctype_digit <- any)
bool(true)
strlen(array): the TypeError for that element:
  strlen(): Argument #1 ($string) must be of type string, array given
  #0 strlen
  #1 all
autoloading through is_callable(), once per element:
  autoload Foo
  autoload Bar
bool(true)
an error handler that throws stops the walk at that element:
  handler: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
  caught: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
  handler: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
  caught: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
