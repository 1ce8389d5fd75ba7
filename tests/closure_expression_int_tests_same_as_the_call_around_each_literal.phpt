--TEST--
Closures of int tests joined by && and || (evaluated for ints as ranges, without a call): the same answers as the call for every int around each literal they compare with, and at PHP_INT_MIN and PHP_INT_MAX, on arrays, hash arrays and generators
--EXTENSIONS--
iterpred
--FILE--
<?php
$sources = [
    'fn($v) => $v < 0', 'fn($v) => $v <= -3', 'fn($v) => 5 > $v', 'fn($v) => $v >= PHP_INT_MAX', 'fn($v) => $v == PHP_INT_MIN',
    'fn($v) => $v != 7', 'fn($v) => $v === 7', 'fn($v) => $v !== -7',
    'fn($v) => is_int($v) && $v > 0 && $v !== -13', 'fn($v) => is_int($v) && $v > 0 && $v !== 13',
    'fn($v) => $v < -5 || $v > 5', 'fn($v) => $v < -5 || $v > 5 && $v != 9', 'fn($v) => is_string($v) || $v === 0',
    'fn($v) => $v > 1 && $v < 3 || $v === 10 || $v >= 20 && $v <= 22 || $v == -100', 'fn(int $v): bool => $v === 1 || $v === 4',
    'fn($v) => $v == 1 || $v == 3 || $v == 5 || $v == 7 || $v == 9 || $v == 11',
    'fn($v) => !is_float($v) && ($v < PHP_INT_MIN + 2 || $v > PHP_INT_MAX - 2)',
];
$differ = 0;
$checked = 0;
foreach ($sources as $src) {
    $f = eval("return $src;");
    preg_match_all('/-?\d+|PHP_INT_M(?:IN|AX)/', $src, $m);
    $ints = [PHP_INT_MIN, PHP_INT_MIN + 1, PHP_INT_MAX - 1, PHP_INT_MAX];
    foreach ($m[0] as $lit) {
        $c = str_starts_with($lit, 'PHP') ? constant($lit) : (int) $lit;
        for ($d = -2; $d <= 2; $d++) {
            if (($d < 0 && $c >= PHP_INT_MIN - $d) || ($d >= 0 && $c <= PHP_INT_MAX - $d)) {
                $ints[] = $c + $d;
            }
        }
    }
    foreach ($ints as $v) {
        $expected = (bool) $f($v);
        foreach ([[$v], ['k' => $v], (function () use ($v) { yield $v; })()] as $xs) {
            $checked++;
            if (any($xs, $f) !== $expected) {
                $differ++;
                echo "$src at $v: ", var_export(!$expected, true), ", the call says ", var_export($expected, true), "\n";
            }
        }
    }
    $all = array_merge($ints, $ints);
    ini_set('iterpred.call_free', '0');
    $slow = [any($all, $f), all($all, $f), none($all, $f)];
    ini_set('iterpred.call_free', '1');
    if ([any($all, $f), all($all, $f), none($all, $f)] !== $slow) {
        $differ++;
        echo "$src over all of them differs\n";
    }
}
echo $checked > 500 ? "checked\n" : "too few: $checked\n", "$differ differ\n";
--EXPECT--
checked
0 differ
