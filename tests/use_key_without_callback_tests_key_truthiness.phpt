--TEST--
ARRAY_FILTER_USE_KEY without a callback tests the truthiness of the keys, not of the values
--EXTENSIONS--
iterpred
--FILE--
<?php
// Array keys: "0" becomes int 0; "" stays a string; both are falsy.
var_dump(any([0 => 'x', '' => 'y', '0' => 'z'], null, ARRAY_FILTER_USE_KEY));
var_dump(any([0 => 'x', 'a' => 0], null, ARRAY_FILTER_USE_KEY));
var_dump(all(['a' => 0, 'b' => null, 1 => false], null, ARRAY_FILTER_USE_KEY));
var_dump(all(['a' => 1, 0 => 1], null, ARRAY_FILTER_USE_KEY));
var_dump(none(['' => 1, 0 => 1], null, ARRAY_FILTER_USE_KEY));
var_dump(none([5 => 0], null, ARRAY_FILTER_USE_KEY));
// The same values tested as values give the opposite answers.
var_dump(all(['a' => 0, 'b' => null, 1 => false]));
var_dump(none(['' => 1, 0 => 1]));

// A generator yields keys of any type, kept as they are.
function keys(array $ks) {
    foreach ($ks as $k) {
        yield $k => 'value';
    }
}
foreach ([['"0"', "0"], ['null', null], ['0.0', 0.0], ['false', false], ['[]', []],
          ['"0.0"', "0.0"], ['stdClass', new stdClass], ['-1', -1], ['true', true]] as [$label, $k]) {
    printf("%-8s any=%s all=%s none=%s\n", $label,
        var_export(any(keys([$k]), null, ARRAY_FILTER_USE_KEY), true),
        var_export(all(keys([$k]), null, ARRAY_FILTER_USE_KEY), true),
        var_export(none(keys([$k]), null, ARRAY_FILTER_USE_KEY), true));
}
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
"0"      any=false all=false none=true
null     any=false all=false none=true
0.0      any=false all=false none=true
false    any=false all=false none=true
[]       any=false all=false none=true
"0.0"    any=true all=true none=false
stdClass any=true all=true none=false
-1       any=true all=true none=false
true     any=true all=true none=false
