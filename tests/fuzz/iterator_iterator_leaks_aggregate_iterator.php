<?php
/* php -n this.php on a debug build of PHP 8.2 reports the leak (tests/fuzz/README.md, engine bug 14). */
/* PHP 8.2 engine leak, no extension involved: IteratorIterator's constructor over an IteratorAggregate
 * whose getIterator() returns an iterator while a local's destructor throws leaks that iterator. */
class Bomb { function __destruct() { throw new Exception('destructor'); } }
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { $b = new Bomb; return new ArrayIterator([1]); }
}
try {
    new IteratorIterator(new Agg);
} catch (Exception $e) { echo $e->getMessage(), "\n"; }
