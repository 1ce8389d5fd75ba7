--TEST--
array_every() judges the callback's return value by PHP truthiness, not === true
--EXTENSIONS--
iterpred
--FILE--
<?php
foreach (["0", "", 0, 0.0, [], null, "false", "0.0", [0], new stdClass, 1] as $r) {
    echo json_encode($r, JSON_PRESERVE_ZERO_FRACTION), ' => ';
    var_dump(array_every([1, 2], fn($v, $k) => $r));
}
?>
--EXPECT--
"0" => bool(false)
"" => bool(false)
0 => bool(false)
0.0 => bool(false)
[] => bool(false)
null => bool(false)
"false" => bool(true)
"0.0" => bool(true)
[0] => bool(true)
{} => bool(true)
1 => bool(true)
