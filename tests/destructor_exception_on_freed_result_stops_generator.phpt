--TEST--
A destructor throwing when the callback's result is freed stops a generator walk: the generator is not resumed, the exception reaches the caller
--EXTENSIONS--
iterpred
--FILE--
<?php
/* The callback's result is freed and its destructor throws: the walk must stop there, as foreach
 * does. The generator must not be resumed with the exception pending (its body would run, and here
 * catch the exception, which would then never reach the caller). */
class Bomb
{
    public function __destruct() { echo "  ~Bomb\n"; throw new Exception("thrown by the destructor of the callback's result"); }
}

function gen()
{
    try {
        yield 1;
        echo "  generator resumed\n";
        str_repeat('x', 1);
        yield 2;
    } catch (Exception $e) {
        echo "  generator caught: ", $e->getMessage(), "\n";
        yield 3;
    }
}

$callback = fn($v) => $v === 1 ? new Bomb : true;     /* truthy: all() goes on */
$walks = [
    'foreach' => function () use ($callback) { foreach (gen() as $v) { if (!$callback($v)) { return false; } } return true; },
    'all' => fn() => all(gen(), $callback),
    'array_every' => fn() => array_every(gen(), fn($v, $k) => $callback($v)),
];
foreach ($walks as $label => $walk) {
    echo "$label:\n";
    try {
        var_dump($walk());
    } catch (Exception $e) {
        echo "  caller caught: ", $e->getMessage(), "\n";
    }
}
--EXPECT--
foreach:
  ~Bomb
  caller caught: thrown by the destructor of the callback's result
all:
  ~Bomb
  caller caught: thrown by the destructor of the callback's result
array_every:
  ~Bomb
  caller caught: thrown by the destructor of the callback's result
