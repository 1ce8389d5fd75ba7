--TEST--
ArrayObject changed inside the callback: walked live, exactly as foreach walks it
--EXTENSIONS--
iterpred
--FILE--
<?php
/* An ArrayObject changed inside the callback (it is walked live, not copied, as foreach walks it):
 * the same elements are seen as by foreach, and the object ends up the same. */
function compare(string $label, Closure $change): void
{
    $ao = new ArrayObject(['a' => str_repeat('1', 2), 'b' => 2, 'c' => 3]);
    $seen = [];
    any($ao, function ($v, $k) use ($ao, &$seen, $change) { $seen[] = "$k=$v"; $change($ao, $k); return false; }, ARRAY_FILTER_USE_BOTH);
    $iterpred = implode(' ', $seen) . ' / ' . json_encode($ao->getArrayCopy());

    $ao = new ArrayObject(['a' => str_repeat('1', 2), 'b' => 2, 'c' => 3]);
    $seen = [];
    foreach ($ao as $k => $v) { $seen[] = "$k=$v"; $change($ao, $k); }
    $foreach = implode(' ', $seen) . ' / ' . json_encode($ao->getArrayCopy());

    echo "$label: $iterpred\n";
    var_dump($iterpred === $foreach);
}
compare('exchangeArray', function ($ao, $k) { $ao->exchangeArray(['z' => 26]); });
compare('unset the next one', function ($ao, $k) { if ($k === 'a') { unset($ao['b']); } });
compare('append', function ($ao, $k) { if ($k === 'a') { $ao['d'] = 4; } });
compare('unset the current one', function ($ao, $k) { unset($ao[$k]); });
compare('modify', function ($ao, $k) { $ao[$k] = 'changed'; });
--EXPECT--
exchangeArray: a=11 / {"z":26}
bool(true)
unset the next one: a=11 c=3 / {"a":"11","c":3}
bool(true)
append: a=11 b=2 c=3 d=4 / {"a":"11","b":2,"c":3,"d":4}
bool(true)
unset the current one: a=11 c=3 / {"b":2}
bool(true)
modify: a=11 b=2 c=3 / {"a":"changed","b":"changed","c":"changed"}
bool(true)
