--TEST--
array_any()/array_all() (extension's, PHP < 8.4) judge the callback's return value by PHP truthiness
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80400) die("skip array_any/array_all are the engine's on PHP 8.4+"); ?>
--FILE--
<?php
foreach (["0", "", 0, 0.0, [], null, "false", "0.0", [0], new stdClass, 1] as $r) {
    echo json_encode($r, JSON_PRESERVE_ZERO_FRACTION), ' => array_any=', var_export(array_any([1, 2], fn($v, $k) => $r), true),
        ' array_all=', var_export(array_all([1, 2], fn($v, $k) => $r), true), "\n";
}
?>
--EXPECT--
"0" => array_any=false array_all=false
"" => array_any=false array_all=false
0 => array_any=false array_all=false
0.0 => array_any=false array_all=false
[] => array_any=false array_all=false
null => array_any=false array_all=false
"false" => array_any=true array_all=true
"0.0" => array_any=true array_all=true
[0] => array_any=true array_all=true
{} => array_any=true array_all=true
1 => array_any=true array_all=true
