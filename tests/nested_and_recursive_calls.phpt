--TEST--
Callbacks calling any()/all()/none()/array_every() on other iterables, the same array, the same iterator, and recursively
--EXTENSIONS--
iterpred
--FILE--
<?php
/* Callbacks that call any()/all()/none() themselves: on other iterables, on the same array, on the
 * same Iterator object, and recursively over a tree. */
$matrix = [[1, 2], [3, 4], [5, 0]];
var_dump(any($matrix, fn($row) => all($row)));                     /* [1, 2] */
var_dump(all($matrix, fn($row) => any($row, fn($v) => $v > 0)));
var_dump(none($matrix, fn($row) => none($row)));
var_dump(array_every($matrix, fn($row, $i) => array_every($row, fn($v, $j) => $v !== 0 || [$i, $j] === [2, 1])));

echo "--- the same array, inside its own walk\n";
$a = [3, 1, 2];
$pairs = [];
var_dump(all($a, function ($x) use ($a, &$pairs) {
    return all($a, function ($y) use ($x, &$pairs) { $pairs[] = "$x$y"; return true; });
}));
echo implode(' ', $pairs), "\n";
/* is there an element smaller than all others? */
var_dump(any($a, fn($x) => all($a, fn($y) => $x <= $y)));

echo "--- the same Iterator object, inside its own walk: the inner walk moves it, as with foreach\n";
$it = new ArrayIterator(['a', 'b', 'c', 'd']);
$seen = [];
any($it, function ($x) use ($it, &$seen) {
    $seen[] = $x;
    all($it, function ($y) use (&$seen) { $seen[] = strtoupper($y); return $y !== 'b'; });
    return count($seen) > 12;
});
echo implode(' ', $seen), "\n";
$seen = [];
foreach ($it as $x) {
    $seen[] = $x;
    foreach ($it as $y) { $seen[] = strtoupper($y); if ($y === 'b') break; }
    if (count($seen) > 12) break;
}
echo implode(' ', $seen), " (foreach)\n";

echo "--- recursion over a tree\n";
function all_positive(array $node): bool
{
    return $node['value'] > 0 && all($node['children'] ?? [], 'all_positive');
}
/* a full binary tree, nodes numbered on from the last call; node number $bad gets value -1 */
function tree(int $depth, int $bad = -1): array
{
    static $n = 0;
    $n++;
    return ['value' => $n === $bad ? -1 : $n, 'children' => $depth > 0 ? [tree($depth - 1, $bad), tree($depth - 1, $bad)] : []];
}
var_dump(all_positive(tree(10)), all_positive(tree(10, 3000)));      /* 2047 nodes each */
function depth_below(iterable $children, int $limit): bool
{
    return all($children, fn($c) => $limit > 0 && depth_below($c['children'], $limit - 1));
}
var_dump(depth_below([tree(5)], 6), depth_below([tree(5)], 5));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
--- the same array, inside its own walk
bool(true)
33 31 32 13 11 12 23 21 22
bool(true)
--- the same Iterator object, inside its own walk: the inner walk moves it, as with foreach
a A B c A B c A B c A B c A B
a A B c A B c A B c A B c A B (foreach)
--- recursion over a tree
bool(true)
bool(false)
bool(true)
bool(false)
