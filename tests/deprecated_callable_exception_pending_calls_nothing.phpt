--TEST--
A deprecated callable whose deprecation an error handler turns into an exception: nothing is called, no generator runs, as array_filter()
--DESCRIPTION--
Argument parsing accepts 'self::f', 'parent::f', 'static::f' and ['C', 'parent::f'] with an E_DEPRECATED;
a throwing error handler (PHPUnit's convertDeprecationsToExceptions) leaves that exception pending. The walk
must not start: no callback, no generator body, no iterator method runs with it.
--EXTENSIONS--
iterpred
--FILE--
<?php
set_error_handler(function (int $no, string $str) { throw new ErrorException($str, 0, $no); });

function gen() { echo "  generator body ran\n"; yield 1; }

class C {
    static function pred($v) { echo "  callback ran\n"; if ($v) { echo "  callback saw a truthy value\n"; } return true; }
}
class D extends C {
    static function run(): void {
        $walks = [
            'array_filter' => fn($c) => array_filter([1], $c),
            'any/array' => fn($c) => any([1], $c),
            'all/array' => fn($c) => all([1], $c),
            'none/generator' => fn($c) => none(gen(), $c),
            'any/key' => fn($c) => any(['a' => 1], $c, ARRAY_FILTER_USE_KEY),
            'array_every/generator' => fn($c) => array_every(gen(), $c),
            'all/ArrayIterator' => fn($c) => all(new ArrayIterator([1]), $c),
        ];
        foreach ($walks as $how => $walk) {
            foreach (['self::pred', 'parent::pred', 'static::pred', ['D', 'parent::pred']] as $callable) {
                $label = is_array($callable) ? "['D', 'parent::pred']" : "'$callable'";
                try {
                    var_dump($walk($callable));
                } catch (ErrorException $e) {
                    echo "$how $label: ", $e->getMessage(), "\n";
                }
            }
        }
    }
}
D::run();
echo "done\n";
--EXPECT--
array_filter 'self::pred': Use of "self" in callables is deprecated
array_filter 'parent::pred': Use of "parent" in callables is deprecated
array_filter 'static::pred': Use of "static" in callables is deprecated
array_filter ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
any/array 'self::pred': Use of "self" in callables is deprecated
any/array 'parent::pred': Use of "parent" in callables is deprecated
any/array 'static::pred': Use of "static" in callables is deprecated
any/array ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
all/array 'self::pred': Use of "self" in callables is deprecated
all/array 'parent::pred': Use of "parent" in callables is deprecated
all/array 'static::pred': Use of "static" in callables is deprecated
all/array ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
none/generator 'self::pred': Use of "self" in callables is deprecated
none/generator 'parent::pred': Use of "parent" in callables is deprecated
none/generator 'static::pred': Use of "static" in callables is deprecated
none/generator ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
any/key 'self::pred': Use of "self" in callables is deprecated
any/key 'parent::pred': Use of "parent" in callables is deprecated
any/key 'static::pred': Use of "static" in callables is deprecated
any/key ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
array_every/generator 'self::pred': Use of "self" in callables is deprecated
array_every/generator 'parent::pred': Use of "parent" in callables is deprecated
array_every/generator 'static::pred': Use of "static" in callables is deprecated
array_every/generator ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
all/ArrayIterator 'self::pred': Use of "self" in callables is deprecated
all/ArrayIterator 'parent::pred': Use of "parent" in callables is deprecated
all/ArrayIterator 'static::pred': Use of "static" in callables is deprecated
all/ArrayIterator ['D', 'parent::pred']: Callables of the form ["D", "parent::pred"] are deprecated
done
