--TEST--
Without a callback, any/all/none test the truthiness of the values a generator yields
--EXTENSIONS--
iterpred
--FILE--
<?php
function gen(array $xs) {
    foreach ($xs as $x) {
        yield $x;
    }
}
$falsy = ["0", "", 0, 0.0, -0.0, [], null, false];
$truthy = ["0.0", " ", "00", [0], new stdClass, 1, -1, INF, STDIN, fn() => 0];

echo "falsy:  any=", var_export(any(gen($falsy)), true), " all=", var_export(all(gen($falsy)), true),
    " none=", var_export(none(gen($falsy)), true), "\n";
echo "truthy: any=", var_export(any(gen($truthy)), true), " all=", var_export(all(gen($truthy)), true),
    " none=", var_export(none(gen($truthy)), true), "\n";
var_dump(any(gen([0, '', 'x'])));
var_dump(all(gen([1, 'a', []])));
var_dump(none(gen([0, '', [0]])));
// The last truthy/falsy element is the only one that decides.
var_dump(any(gen([...$falsy, "0.0"])));
var_dump(all(gen([...$truthy, "0"])));
?>
--EXPECT--
falsy:  any=false all=false none=true
truthy: any=true all=true none=false
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
