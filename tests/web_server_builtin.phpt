--TEST--
The built-in web server (php -S) with the extension loaded serves a page that calls any() and all()
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php (TEST_PHP_EXECUTABLE)');
if (!function_exists('proc_open')) die('skip needs proc_open');
?>
--FILE--
<?php
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

$cmd = escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' ' . getenv('TEST_PHP_EXTRA_ARGS')
    . ' -S 127.0.0.1:' . $port . ' -t ' . escapeshellarg($docroot);
$server = proc_open($cmd, [['pipe', 'r'], ['file', '/dev/null', 'w'], ['file', '/dev/null', 'w']], $pipes);

$body = false;
// Bounded: up to a minute, for a server started under valgrind (run-tests -m traces children).
for ($try = 0; $try < 600 && $body === false; $try++) {
    usleep(100000);
    $body = @file_get_contents("http://127.0.0.1:$port/index.php?ids=3,7,12");
}
echo $body === false ? "server did not answer\n" : $body;
echo @file_get_contents("http://127.0.0.1:$port/index.php?ids=1,2"), "\n";

proc_terminate($server);
proc_close($server);
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
