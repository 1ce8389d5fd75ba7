--TEST--
Without a callback, every PHP-truthy element holds: "0.0", " ", "00", [0], objects, numbers, INF (NAN: nan_truthiness_is_the_engines.phpt), resources, closures
--EXTENSIONS--
iterpred
--FILE--
<?php
$closed = fopen('php://memory', 'r');
fclose($closed);
$truthy = [
    ['"0.0"', "0.0"], ['" "', " "], ['"00"', "00"], ['"-0"', "-0"], ['"false"', "false"], ['[0]', [0]],
    ['stdClass', new stdClass], ['ArrayObject([])', new ArrayObject([])], ['1', 1], ['-1', -1],
    ['0.1', 0.1], ['INF', INF], ['-INF', -INF], ['true', true],
    ['resource', STDOUT], ['closed resource', $closed], ['closure', fn() => 0],
    ['runtime string', str_repeat('a', 3)],
];
foreach ($truthy as [$label, $v]) {
    printf("%-16s any=%s all=%s none=%s\n", $label,
        var_export(any([$v]), true), var_export(all([$v]), true), var_export(none([$v]), true));
}
$all = array_column($truthy, 1);
echo "all truthy together: any=", var_export(any($all), true), " all=", var_export(all($all), true),
    " none=", var_export(none($all), true), "\n";
?>
--EXPECT--
"0.0"            any=true all=true none=false
" "              any=true all=true none=false
"00"             any=true all=true none=false
"-0"             any=true all=true none=false
"false"          any=true all=true none=false
[0]              any=true all=true none=false
stdClass         any=true all=true none=false
ArrayObject([])  any=true all=true none=false
1                any=true all=true none=false
-1               any=true all=true none=false
0.1              any=true all=true none=false
INF              any=true all=true none=false
-INF             any=true all=true none=false
true             any=true all=true none=false
resource         any=true all=true none=false
closed resource  any=true all=true none=false
closure          any=true all=true none=false
runtime string   any=true all=true none=false
all truthy together: any=true all=true none=false
