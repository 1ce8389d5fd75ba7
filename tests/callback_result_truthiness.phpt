--TEST--
The callback's return value counts by PHP truthiness, not === true, for any/all/none
--EXTENSIONS--
iterpred
--FILE--
<?php
$results = [
    ['"0"', "0"], ['""', ""], ['0', 0], ['0.0', 0.0], ['-0.0', -0.0], ['[]', []], ['null', null], ['false', false],
    ['"false"', "false"], ['"0.0"', "0.0"], ['" "', " "], ['[0]', [0]], ['stdClass', new stdClass],
    ['1', 1], ['-1', -1], ['"x"', "x"], ['true', true],
];
foreach ($results as [$label, $r]) {
    $cb = fn($v) => $r;
    printf("%-8s any=%s all=%s none=%s\n", $label,
        var_export(any([1], $cb), true), var_export(all([1], $cb), true), var_export(none([1], $cb), true));
}
?>
--EXPECT--
"0"      any=false all=false none=true
""       any=false all=false none=true
0        any=false all=false none=true
0.0      any=false all=false none=true
-0.0     any=false all=false none=true
[]       any=false all=false none=true
null     any=false all=false none=true
false    any=false all=false none=true
"false"  any=true all=true none=false
"0.0"    any=true all=true none=false
" "      any=true all=true none=false
[0]      any=true all=true none=false
stdClass any=true all=true none=false
1        any=true all=true none=false
-1       any=true all=true none=false
"x"      any=true all=true none=false
true     any=true all=true none=false
