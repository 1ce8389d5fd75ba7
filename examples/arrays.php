<?php
// any(), all() and none() over plain arrays, with and without a callback.

$ports = [80, 443, 8080];
$names = ['alice', 'bob', ''];

var_dump(all($ports, 'is_int'));                       // every element is an int
var_dump(any($ports, fn(int $p) => $p > 1024));        // one unprivileged port is enough
var_dump(none($names, fn(string $n) => strlen($n) > 10));
var_dump(all($names));                                 // no callback: the elements' truthiness; '' is falsy
var_dump(array_every(['a' => 1, 'b' => 2], fn($value, $key) => is_string($key) && $value > 0));
