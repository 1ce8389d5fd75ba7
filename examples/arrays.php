<?php
// any(), all() and none() over plain arrays, with and without a callback.
require __DIR__ . '/_show.php';

$ports = [80, 443, 8080];
$names = ['alice', 'bob', ''];
$stock = ['apples' => 3, 'pears' => 5];

show(all($ports, 'is_int'));                       // every element is an int
show(any($ports, fn(int $p) => $p > 1024));        // one unprivileged port is enough
show(none($names, fn(string $n) => strlen($n) > 10));
show(all($names));                                 // no callback: the elements' truthiness; '' is falsy
show(array_every($stock, fn($count, $fruit) => is_string($fruit) && $count > 0));  // ($value, $key)
