--TEST--
An async signal's PHP handler runs during a walk that runs no PHP code, called from the walk's line as from a foreach's, and its exception stops the walk
--DESCRIPTION--
The walk serves the VM interrupt through the VM's own helper (pcntl's zend_interrupt_function): the
handler runs between two elements, its backtrace shows it called at the line of the call (as a foreach's
handler is called at the foreach's line) and nothing of the way it was entered, and what it throws
propagates from the walk, after which nothing more is read.
--EXTENSIONS--
iterpred
pcntl
--SKIPIF--
<?php
if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: where a walk in C serves the VM interrupt (the polyfill's loop is PHP code the VM serves itself)");
if (!function_exists('pcntl_async_signals')) die('skip needs pcntl'); ?>
--FILE--
<?php
pcntl_async_signals(true);
$throws = true;
pcntl_signal(SIGALRM, function () use (&$throws) {
    $trace = debug_backtrace();
    echo 'handler called at line ', $trace[0]['line'] ?? '-', ', then ', $trace[1]['function'] ?? '{main}', "\n";
    if ($throws) {
        throw new RuntimeException('alarm');
    }
});

function endless(): DatePeriod
{
    return new DatePeriod(new DateTimeImmutable('2000-01-01'), new DateInterval('PT1S'), new DateTimeImmutable('9999-01-01'));
}

pcntl_alarm(1);
try {
    foreach (endless() as $d) { if (!$d) break; }
} catch (RuntimeException $e) {
    echo "foreach: ", $e->getMessage(), "\n";
}

pcntl_alarm(1);
try {
    var_dump(all(endless()));
} catch (RuntimeException $e) {
    echo "all(DatePeriod): ", $e->getMessage(), ", from ", $e->getTrace()[1]['function'], "\n";
}

$xs = array_fill(0, 1000000, 1);
pcntl_alarm(1);
try {
    for ($i = 0; ; $i++) { all($xs, 'is_int'); }
} catch (RuntimeException $e) {
    echo "all(array, 'is_int'): ", $e->getMessage(), ", from ", $e->getTrace()[1]['function'], "\n";
}

$throws = false;
pcntl_alarm(1);
$start = hrtime(true);
while (hrtime(true) - $start < 1.5e9) {
    $answer = any($xs, fn($v) => $v === 2);
}
var_dump($answer);
?>
--EXPECTF--
handler called at line 19, then {main}
foreach: alarm
handler called at line 26, then all
all(DatePeriod): alarm, from all
handler called at line 34, then all
all(array, 'is_int'): alarm, from all
handler called at line %d, then %s
bool(false)
