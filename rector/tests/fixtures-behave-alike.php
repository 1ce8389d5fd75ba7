<?php
/*
 * Every rewritten fixture (tests/Rector/<rule>/Fixture/*.php.inc with a "-----" part) run against
 * its original: both halves are evaluated, each in a namespace of its own, and every function and
 * every Checker-like class's method f() of both is called on the same inputs, each as an array, a
 * generator, an ArrayIterator and an Iterator that logs its protocol. The return values, the
 * output, the warnings, the exceptions, and the protocol calls (so also how far each walk went)
 * must be the same.
 *
 *   php -d extension=iterpred.so tests/fixtures-behave-alike.php
 *   php tests/fixtures-behave-alike.php --polyfill=../polyfill/iterpred.php
 *   ... --fixtures=GLOB   other fixtures (tests/behave-alike-selftest/: wrong rewrites it must catch)
 *
 * Ends with "fixtures-behave-alike: N passed, N failed"; exits 1 when a case differs, or when
 * neither the extension nor the polyfill gives any().
 */

declare(strict_types=1);

$fixtureGlob = __DIR__ . '/Rector/*/Fixture/*.php.inc';
foreach (array_slice($argv, 1) as $arg) {
    if (str_starts_with($arg, '--fixtures=')) {
        $fixtureGlob = substr($arg, strlen('--fixtures='));
    } elseif (str_starts_with($arg, '--polyfill=')) {
        if (extension_loaded('iterpred')) {
            fwrite(STDERR, "fixtures-behave-alike: --polyfill with iterpred loaded would test the extension\n");
            exit(2);
        }
        require substr($arg, strlen('--polyfill='));
    } else {
        fwrite(STDERR, "usage: php fixtures-behave-alike.php [--polyfill=PATH] [--fixtures=GLOB]\n");
        exit(2);
    }
}
if (!function_exists('Iterpred\any') || !function_exists('any')) {
    fwrite(STDERR, "fixtures-behave-alike: no any(): load iterpred or pass --polyfill=PATH\n");
    exit(1);
}
echo 'any() from ', extension_loaded('iterpred') ? 'iterpred ' . phpversion('iterpred') : 'the polyfill', ', PHP ', PHP_VERSION, "\n";

final class LoggingIterator implements Iterator
{
    private int $i = 0;

    /** @param list<array{mixed, mixed}> $pairs */
    public function __construct(private readonly array $pairs, private array &$log)
    {
    }

    public function rewind(): void { $this->log[] = 'rewind'; $this->i = 0; }
    public function valid(): bool { $this->log[] = 'valid'; return $this->i < count($this->pairs); }
    public function current(): mixed { $this->log[] = "current $this->i"; return $this->pairs[$this->i][1]; }
    public function key(): mixed { $this->log[] = "key $this->i"; return $this->pairs[$this->i][0]; }
    public function next(): void { $this->log[] = "next $this->i"; $this->i++; }
}

/** Inputs as key => value pairs: keys an array cannot have are given to the iterators only. */
function samples(): array
{
    $list = static fn (array $values): array => array_map(null, array_keys($values), array_values($values));
    return [
        'empty' => [],
        'ints' => $list([1, 2, 3]),
        'ints unsorted' => $list([3, 1, 2]),
        'falsy then x' => $list([0, '', 'x', null]),
        'string keys' => $list(['a' => 1, 'b' => 'b', 3 => 4.5]),
        'mixed keys' => $list([1 => 'b', 0 => 2, 'x' => [1, 2]]),
        'true first' => $list([true, 'x', 3]),
        'objects' => $list([new ArrayObject([1]), new ArrayObject(), 5]),
        'numeric strings' => $list(['1.5', '7', 'abc', null]),
        'arrays' => $list([[3, 1], [1], 2, 'a']),
        'all truthy' => $list([1, 'a', [0], 2.5]),
        'odd keys' => [[null, 1], [1.5, 3], ['b', 'b'], [new ArrayObject(), 0]],
    ];
}

/** @return array<string, callable(array): iterable> the forms of one input; each call a fresh one */
function forms(array $pairs, array &$log): array
{
    $forms = [];
    $array = [];
    $arrayable = true;
    foreach ($pairs as [$k, $v]) {
        if ((!is_int($k) && !is_string($k)) || array_key_exists($k, $array)) {
            $arrayable = false;
            break;
        }
        $array[$k] = $v;
    }
    if ($arrayable) {
        $forms['array'] = static fn () => $array;
        $forms['ArrayIterator'] = static fn () => new ArrayIterator($array);
    }
    $forms['generator'] = static function () use ($pairs, &$log) {
        foreach ($pairs as $i => [$k, $v]) {
            $log[] = "yield $i";
            yield $k => $v;
        }
        $log[] = 'generator done';
    };
    // a closure, not an arrow function: the iterator logs into the caller's $log, not a copy
    $forms['Iterator'] = static function () use ($pairs, &$log) {
        return new LoggingIterator($pairs, $log);
    };
    return $forms;
}

function outcome(callable $call, array $args, array &$log, string $namespace): string
{
    $log = [];
    $notes = [];
    set_error_handler(static function (int $no, string $message) use (&$notes): bool {
        $notes[] = "error $no: $message";
        return true;
    });
    ob_start();
    try {
        $result = 'returned ' . var_export($call(...$args), true);
    } catch (Throwable $e) {
        $result = get_class($e) . ': ' . preg_replace('/, called in .*/s', '', $e->getMessage());
    } finally {
        $output = ob_get_clean();
        restore_error_handler();
    }
    $text = $result . "\noutput: " . var_export($output, true) . "\n" . implode("\n", $notes) . "\nprotocol: " . implode(', ', $log);
    return str_replace($namespace, 'NS', $text);
}

$passed = $failed = 0;
$fixtures = glob($fixtureGlob);
sort($fixtures);
foreach ($fixtures as $n => $file) {
    $parts = preg_split('/^-----$/m', file_get_contents($file));
    if (count($parts) !== 2) {
        continue;  // a fixture that must stay unchanged
    }
    $name = basename(dirname($file, 2)) . '/' . basename($file);
    $callables = [];
    foreach (['Before', 'After'] as $side => $prefix) {
        $namespace = "$prefix\\F$n";
        $code = preg_replace('/^<\?php\s*/', '', trim($parts[$side]));
        $code = preg_replace('/^namespace [^;]+;/m', "namespace $namespace;", $code, 1, $count);
        if ($count !== 1) {
            fwrite(STDERR, "$name: no namespace line\n");
            exit(1);
        }
        $functionsBefore = get_defined_functions()['user'];
        $classesBefore = get_declared_classes();
        eval($code);
        foreach (array_diff(get_defined_functions()['user'], $functionsBefore) as $function) {
            $callables[$side][substr($function, strlen($namespace) + 1)] = [$function, $namespace];
        }
        foreach (array_diff(get_declared_classes(), $classesBefore) as $class) {
            $callables[$side][substr($class, strlen($namespace) + 1) . '::f'] = [[new $class(), 'f'], $namespace];
        }
    }
    if (array_keys($callables[0]) !== array_keys($callables[1]) || $callables[0] === []) {
        echo "FAIL $name: the halves define different functions\n";
        $failed++;
        continue;
    }
    foreach ($callables[0] as $label => [$before, $beforeNamespace]) {
        [$after, $afterNamespace] = $callables[1][$label];
        foreach (samples() as $sample => $pairs) {
            $log = [];
            foreach (forms($pairs, $log) as $form => $make) {
                $expected = outcome($before, [$make()], $log, $beforeNamespace);
                $actual = outcome($after, [$make()], $log, $afterNamespace);
                if ($expected === $actual) {
                    $passed++;
                    continue;
                }
                $failed++;
                echo "FAIL $name $label, $sample as $form:\n--- loop\n$expected\n--- rewritten\n$actual\n";
            }
        }
    }
}
echo "fixtures-behave-alike: $passed passed, $failed failed\n";
exit($failed === 0 && $passed > 0 ? 0 : 1);
