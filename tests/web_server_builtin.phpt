--TEST--
The built-in web server (php -S) with the extension loaded serves a page that calls any() and all(), and is gone when the test ends
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: extension_loaded('iterpred') in the server's SAPI"); ?>
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php (TEST_PHP_EXECUTABLE)');
if (!function_exists('proc_open')) die('skip needs proc_open');
if (!is_dir('/proc/self')) die('skip needs /proc to see what the server left behind');
?>
--FILE--
<?php
// TEST_PHP_EXTRA_ARGS is written for a shell (-d "k=v" with backslashes, -c 'path'); split it as sh
// would, so that the server is started without one and proc_terminate() reaches the server itself.
function shell_words(string $line): array
{
    preg_match_all('/(?:[^\s"\'\\\\]+|"(?:[^"\\\\]|\\\\.)*"|\'[^\']*\'|\\\\.)+/s', $line, $words);
    return array_map(fn(string $word) => preg_replace_callback(
        '/"((?:[^"\\\\]|\\\\.)*)"|\'([^\']*)\'|\\\\(.)|[^"\'\\\\]+/s',
        fn(array $m) => $m[1] !== null ? preg_replace('/\\\\([$`"\\\\\n])/', '$1', $m[1]) : ($m[2] ?? $m[3] ?? $m[0]),
        $word,
        flags: PREG_UNMATCHED_AS_NULL,
    ), $words[0]);
}

// Every process whose command line names $needle (the server's own docroot).
function processes_naming(string $needle): array
{
    $pids = [];
    foreach (glob('/proc/[0-9]*/cmdline') as $file) {
        $cmdline = @file_get_contents($file);
        if ($cmdline !== false && str_contains($cmdline, $needle)) {
            $pids[] = (int) basename(dirname($file));
        }
    }
    return $pids;
}

$docroot = sys_get_temp_dir() . '/iterpred_web_' . getmypid();
@mkdir($docroot);
file_put_contents($docroot . '/index.php', <<<'PHP'
<?php
header('Content-Type: text/plain');
$ids = array_map('intval', explode(',', $_GET['ids'] ?? ''));
echo PHP_SAPI, ' ', extension_loaded('iterpred') ? 'iterpred' : 'no iterpred', "\n";
echo 'any>10: ', var_export(any($ids, fn(int $id) => $id > 10), true), "\n";
echo 'all>0: ', var_export(all($ids, fn(int $id) => $id > 0), true), "\n";
echo 'none<0: ', var_export(none(new ArrayIterator($ids), fn(int $id) => $id < 0), true), "\n";
PHP);

// A free loopback port: bind to port 0, read what the kernel chose, release it.
$probe = stream_socket_server('tcp://127.0.0.1:0');
$port = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
fclose($probe);

$command = [getenv('TEST_PHP_EXECUTABLE'), ...shell_words((string) getenv('TEST_PHP_EXTRA_ARGS')),
    '-S', "127.0.0.1:$port", '-t', $docroot];
$server = proc_open($command, [['pipe', 'r'], ['file', '/dev/null', 'w'], ['file', '/dev/null', 'w']], $pipes);
$pid = proc_get_status($server)['pid'];

$body = false;
// Bounded: up to a minute, for a server started under valgrind (run-tests -m traces children).
for ($try = 0; $try < 600 && $body === false; $try++) {
    usleep(100000);
    $body = @file_get_contents("http://127.0.0.1:$port/index.php?ids=3,7,12");
}
echo $body === false ? "server did not answer\n" : $body;
echo @file_get_contents("http://127.0.0.1:$port/index.php?ids=1,2");

// SIGINT is the server's own clean shutdown (under valgrind too); SIGKILL if it has not gone in 60 s.
proc_terminate($server, 2);
for ($try = 0; $try < 600 && proc_get_status($server)['running']; $try++) {
    usleep(100000);
}
if (proc_get_status($server)['running']) {
    echo "server ignored SIGINT\n";
    proc_terminate($server, 9);
}
proc_close($server);

// Nothing the test started may outlive it: not the server, nor anything else serving its docroot.
$left = processes_naming($docroot);
echo 'left behind: ', $left === [] && !file_exists("/proc/$pid") ? 'nothing' : implode(' ', $left ?: [$pid]), "\n";
foreach ($left as $stray) {
    proc_close(proc_open(['kill', '-9', (string) $stray], [], $unused));
}

unlink($docroot . '/index.php');
rmdir($docroot);
?>
--EXPECT--
cli-server iterpred
any>10: true
all>0: true
none<0: true
cli-server iterpred
any>10: false
all>0: true
none<0: true
left behind: nothing
