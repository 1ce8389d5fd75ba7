--TEST--
Scale: 10 million array elements through every array path (packed and hash, no callback, closure, internal function, __call, USE_KEY, USE_BOTH), in constant extra memory
--DESCRIPTION--
Each walk reads all 10,000,000 elements (the answer comes at the last one or not at all) and must
neither copy the input (160-400 MB here) nor hold on to anything: the peak during the walk stays within
1 MB of the memory in use before it (one VM stack page is 256 KB), and the walk leaves nothing behind.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind and sanitizers');
if (PHP_DEBUG) die('skip minutes on a debug (-O0) build of PHP: the release builds run it');
?>
--INI--
memory_limit=1G
--FILE--
<?php
/* 10 million elements; 1 million under qemu-user emulation (ITERPRED_EMULATED, set by .ci/chroot-php.sh
 * for a foreign-architecture leg the machine cannot run natively), where 10 million take minutes per
 * walk: the same paths. */
define('N', getenv('ITERPRED_EMULATED') ? 1_000_000 : 10_000_000);

final class Magic
{
    public int $calls = 0;
    public function __call(string $name, array $args): bool { $this->calls++; return $args[0] > 0; }
}

function check(string $name, array $input, Closure $walk, bool $expected): void
{
    $walk([1, 2, 3]); /* the first call sets up what any call would: run-time caches, VM stack */
    $before = memory_get_usage();
    memory_reset_peak_usage();
    $result = $walk($input);
    $peak = memory_get_peak_usage() - $before;
    $left = memory_get_usage() - $before;
    echo str_pad($name, 36), $result === $expected ? 'right answer' : 'WRONG ANSWER',
        $peak < (1 << 20) ? ', constant memory' : ", PEAK +$peak bytes",
        $left <= 0 ? '' : ", LEFT +$left bytes", "\n";
}

$packed = range(1, N);
$packed[N - 1] = 0; /* the deciding element is the last one */
$positive = fn($v) => $v > 0;
$magic = new Magic();

check('packed, no callback', $packed, fn($a) => all($a), false);
check('packed, no callback, USE_KEY', $packed, fn($a) => all($a, null, ARRAY_FILTER_USE_KEY), false);
check('packed, closure', $packed, fn($a) => all($a, $positive), false);
check('packed, internal function', $packed, fn($a) => none($a, 'is_string'), true);
check('packed, __call', $packed, fn($a) => all($a, [$magic, 'positive']), false);
check('packed, closure, USE_KEY', $packed, fn($a) => any($a, fn($k) => $k === N - 1, ARRAY_FILTER_USE_KEY), true);
check('packed, closure, USE_BOTH', $packed, fn($a) => any($a, fn($v, $k) => $v === 0 && $k === N - 1, ARRAY_FILTER_USE_BOTH), true);
check('packed, array_every', $packed, fn($a) => array_every($a, fn($v, $k) => $v > 0), false);
/* Every element, and three more in check()'s first walk. */
echo "__call calls: ", $magic->calls === N + 3 ? 'N + 3' : $magic->calls, "\n";
unset($packed);

$hash = [];
for ($i = N; $i > 0; $i--) {
    $hash[$i * 2] = $i;
}
$hash[-1] = 0;
check('hash, no callback', $hash, fn($a) => all($a), false);
check('hash, closure', $hash, fn($a) => all($a, $positive), false);
check('hash, closure, USE_BOTH', $hash, fn($a) => none($a, fn($v, $k) => $k === -1, ARRAY_FILTER_USE_BOTH), false);
?>
--EXPECT--
packed, no callback                 right answer, constant memory
packed, no callback, USE_KEY        right answer, constant memory
packed, closure                     right answer, constant memory
packed, internal function           right answer, constant memory
packed, __call                      right answer, constant memory
packed, closure, USE_KEY            right answer, constant memory
packed, closure, USE_BOTH           right answer, constant memory
packed, array_every                 right answer, constant memory
__call calls: N + 3
hash, no callback                   right answer, constant memory
hash, closure                       right answer, constant memory
hash, closure, USE_BOTH             right answer, constant memory
