--TEST--
all($xs, 'trim') running out of memory inside trim(): the fatal error's backtrace (PHP 8.5) shows the trim() call and its argument under all()
--DESCRIPTION--
On PHP 8.4+ a string goes to trim's frameless handler, without the work of a call; the walk's frame
stays the current one, so that what looks at the stack still sees trim() as the ordinary call shows
it. PHP 8.5 prints a backtrace with fatal errors; copying the trimmed 4 MB string exceeds the limit.
--EXTENSIONS--
iterpred
--SKIPIF--
<?php
if (PHP_VERSION_ID < 80500) die('skip fatal errors have backtraces from PHP 8.5');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip the memory limit needs the Zend allocator');
?>
--INI--
fatal_error_backtraces=1
--FILE--
<?php
$big = ' ' . str_repeat('a', 4 * 1024 * 1024) . ' ';
$xs = ['x', ' y ', $big, 'z'];
ini_set('memory_limit', (string) (memory_get_usage() + 2 * 1024 * 1024));
var_dump(all($xs, 'trim'));
?>
--EXPECTF--
Fatal error: Allowed memory size of %d bytes exhausted (tried to allocate %d bytes) in %s on line %d
Stack trace:
#0 [internal function]: trim(' aaaaaaaaaaaaaa...')
#1 %s(%d): all(Array, 'trim')
#2 {main}
