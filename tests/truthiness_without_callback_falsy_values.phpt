--TEST--
Without a callback, every PHP-falsy element fails the predicate: any() false, all() false, none() true
--EXTENSIONS--
iterpred
--FILE--
<?php
$falsy = [['"0"', "0"], ['""', ""], ['0', 0], ['0.0', 0.0], ['-0.0', -0.0], ['[]', []], ['null', null], ['false', false]];
foreach ($falsy as [$label, $v]) {
    printf("%-5s any=%s all=%s none=%s\n", $label,
        var_export(any([$v]), true), var_export(all([$v]), true), var_export(none([$v]), true));
}
$all = array_column($falsy, 1);
echo "all falsy together: any=", var_export(any($all), true), " all=", var_export(all($all), true),
    " none=", var_export(none($all), true), "\n";
?>
--EXPECT--
"0"   any=false all=false none=true
""    any=false all=false none=true
0     any=false all=false none=true
0.0   any=false all=false none=true
-0.0  any=false all=false none=true
[]    any=false all=false none=true
null  any=false all=false none=true
false any=false all=false none=true
all falsy together: any=false all=false none=true
