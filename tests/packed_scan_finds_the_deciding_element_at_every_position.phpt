--TEST--
Packed arrays scanned without a call (no callback, engine type predicates): the deciding element is found wherever it is, in a whole stride of four values at a time or in the last one, past holes, as a reference
--EXTENSIONS--
iterpred
--FILE--
<?php
$sizes = [1, 2, 3, 4, 5, 7, 8, 9, 255, 256, 257, 258, 259, 260, 511, 512, 513, 1027, 1028];
$checked = 0;
$wrong = [];
foreach ($sizes as $n) {
    $positions = $n <= 9 ? range(0, $n - 1) : array_unique([0, 1, 2, 3, 4, 5, 254, 255, 256, 257, 258, 259, 260, 511, 512, 513, $n - 4, $n - 3, $n - 2, $n - 1]);
    foreach ($positions as $at) {
        if ($at < 0 || $at >= $n) {
            continue;
        }
        $zeros = array_fill(0, $n, 0);
        $ints = range(1, $n);
        $zeros[$at] = 7;
        $ints[$at] = 'x';
        $answers = [
            'any' => any($zeros), 'none' => none($zeros), 'all' => all($ints), 'all is_int' => all($ints, 'is_int'),
            'any is_string' => any($ints, 'is_string'), 'none is_string' => none($ints, 'is_string'),
        ];
        $expected = ['any' => true, 'none' => false, 'all' => true, 'all is_int' => false, 'any is_string' => true, 'none is_string' => false];
        // A hole before it and the element a reference: the same answers.
        if ($at > 0) {
            unset($zeros[$at - 1], $ints[$at - 1]);
        }
        $r1 = &$zeros[$at];
        $r2 = &$ints[$at];
        $answers += ['ref any' => any($zeros), 'ref all is_int' => all($ints, 'is_int'), 'ref any is_string' => any($ints, 'is_string')];
        $expected += ['ref any' => true, 'ref all is_int' => false, 'ref any is_string' => true];
        unset($r1, $r2);
        // Nothing decides: every element walked.
        $zeros[$at] = 0;
        $ints[$at] = $at + 1;
        $answers += ['nothing any' => any($zeros), 'nothing all is_int' => all($ints, 'is_int')];
        $expected += ['nothing any' => false, 'nothing all is_int' => true];
        foreach ($expected as $what => $want) {
            $checked++;
            if ($answers[$what] !== $want) {
                $wrong[] = "n=$n at=$at $what";
            }
        }
    }
}
echo $checked > 2000 ? "checked\n" : "only $checked checked\n";
var_dump($wrong);
--EXPECT--
checked
array(0) {
}
