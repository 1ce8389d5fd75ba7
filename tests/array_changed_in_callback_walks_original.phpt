--TEST--
Array changed through a reference, $GLOBALS or an object property inside the callback: the original elements are walked, as by foreach by value
--EXTENSIONS--
iterpred
--FILE--
<?php
/* The callback changes the array through a reference: the walk still sees the original elements,
 * exactly like foreach ($arr as $v) by value. */
$changes = [
    'append' => function (array &$arr, int $i) { $arr[] = "appended$i"; },
    'unset upcoming' => function (array &$arr, int $i) { unset($arr[$i + 1]); },
    'replace entirely' => function (array &$arr, int $i) { $arr = ['replaced']; },
    'modify upcoming' => function (array &$arr, int $i) { $arr[$i + 1] = 'modified'; },
    'empty it' => function (array &$arr, int $i) { $arr = []; },
];
foreach ($changes as $change => $apply) {
    $arr = [str_repeat('a', 2), 'b', 'c', 'd'];
    $seenForeach = [];
    $i = 0;
    foreach ($arr as $v) {
        $seenForeach[] = $v;
        $apply($arr, $i++);
    }
    $afterForeach = $arr;
    echo "$change: foreach saw ", implode(' ', $seenForeach), ", array after: ", json_encode($afterForeach), "\n";

    foreach (['any', 'all', 'none', 'array_every'] as $function) {
        $undecided = $function === 'all' || $function === 'array_every';
        foreach ([0, ARRAY_FILTER_USE_BOTH] as $mode) {
            $arr = [str_repeat('a', 2), 'b', 'c', 'd'];
            $seen = [];
            $i = 0;
            $callback = function ($v) use (&$arr, &$seen, &$i, $apply, $undecided) {
                $seen[] = $v;
                $apply($arr, $i++);
                return $undecided;
            };
            $result = $function === 'array_every' ? array_every($arr, $callback) : $function($arr, $callback, $mode);
            $label = $function === 'array_every' ? $function : $function . ($mode ? ', USE_BOTH' : ', mode 0');
            echo "  $label: ", var_export($result, true), ", same as foreach: ",
                var_export($seen === $seenForeach && $arr === $afterForeach, true), "\n";
            if ($function === 'array_every') {
                break;
            }
        }
    }
}

/* the array changed through $GLOBALS */
$arr = [1, 2, 3];
$seen = [];
var_dump(none($arr, function ($v) use (&$seen) {
    $seen[] = $v;
    $GLOBALS['arr'][] = $v * 10;
    unset($GLOBALS['arr'][1]);
    return false;
}));
echo implode(' ', $seen), ' / ', json_encode($arr), "\n";

/* the array is an object's property, changed through the object in the callback */
$obj = new stdClass;
$obj->arr = [1, 2, 3];
$seen = [];
var_dump(all($obj->arr, function ($v) use ($obj, &$seen) {
    $seen[] = $v;
    $obj->arr[] = $v * 10;
    unset($obj->arr[2]);
    return true;
}));
echo implode(' ', $seen), ' / ', json_encode($obj->arr), "\n";
$obj->arr = [1, 2, 3];
$seen = [];
foreach ($obj->arr as $v) {
    $seen[] = $v;
    $obj->arr[] = $v * 10;
    unset($obj->arr[2]);
}
echo implode(' ', $seen), ' / ', json_encode($obj->arr), " (foreach)\n";
--EXPECT--
append: foreach saw aa b c d, array after: ["aa","b","c","d","appended0","appended1","appended2","appended3"]
  any, mode 0: false, same as foreach: true
  any, USE_BOTH: false, same as foreach: true
  all, mode 0: true, same as foreach: true
  all, USE_BOTH: true, same as foreach: true
  none, mode 0: true, same as foreach: true
  none, USE_BOTH: true, same as foreach: true
  array_every: true, same as foreach: true
unset upcoming: foreach saw aa b c d, array after: ["aa"]
  any, mode 0: false, same as foreach: true
  any, USE_BOTH: false, same as foreach: true
  all, mode 0: true, same as foreach: true
  all, USE_BOTH: true, same as foreach: true
  none, mode 0: true, same as foreach: true
  none, USE_BOTH: true, same as foreach: true
  array_every: true, same as foreach: true
replace entirely: foreach saw aa b c d, array after: ["replaced"]
  any, mode 0: false, same as foreach: true
  any, USE_BOTH: false, same as foreach: true
  all, mode 0: true, same as foreach: true
  all, USE_BOTH: true, same as foreach: true
  none, mode 0: true, same as foreach: true
  none, USE_BOTH: true, same as foreach: true
  array_every: true, same as foreach: true
modify upcoming: foreach saw aa b c d, array after: ["aa","modified","modified","modified","modified"]
  any, mode 0: false, same as foreach: true
  any, USE_BOTH: false, same as foreach: true
  all, mode 0: true, same as foreach: true
  all, USE_BOTH: true, same as foreach: true
  none, mode 0: true, same as foreach: true
  none, USE_BOTH: true, same as foreach: true
  array_every: true, same as foreach: true
empty it: foreach saw aa b c d, array after: []
  any, mode 0: false, same as foreach: true
  any, USE_BOTH: false, same as foreach: true
  all, mode 0: true, same as foreach: true
  all, USE_BOTH: true, same as foreach: true
  none, mode 0: true, same as foreach: true
  none, USE_BOTH: true, same as foreach: true
  array_every: true, same as foreach: true
bool(true)
1 2 3 / {"0":1,"2":3,"3":10,"4":20,"5":30}
bool(true)
1 2 3 / {"0":1,"1":2,"3":10,"4":20,"5":30}
1 2 3 / {"0":1,"1":2,"3":10,"4":20,"5":30} (foreach)
