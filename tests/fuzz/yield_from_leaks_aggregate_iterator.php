<?php
/* php -n this.php on a debug build of PHP 8.2 reports the leak (tests/fuzz/README.md, engine bug 14). */
/* PHP 8.2 engine leak, no extension involved: `yield from` an IteratorAggregate whose getIterator()
 * returns a generator while a local's destructor throws leaks that generator. */
class Bomb { function __destruct() { throw new Exception('destructor'); } }
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { $b = new Bomb; return (function () { yield 1; })(); }
}
function outer() { yield 0; yield from new Agg; }
try {
    foreach (outer() as $v) { }
} catch (Exception $e) { echo $e->getMessage(), "\n"; }
