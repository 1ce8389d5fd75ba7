<?php
// A generator reads a file line by line; any() stops reading at the first match.

/** @return Generator<int, string> */
function lines(string $path): Generator
{
    $handle = fopen($path, 'r');
    if ($handle === false) {
        throw new RuntimeException("cannot open $path");
    }
    try {
        while (($line = fgets($handle)) !== false) {
            yield rtrim($line, "\n");
        }
    } finally {
        fclose($handle);
    }
}

$log = tempnam(sys_get_temp_dir(), 'iterpred');
file_put_contents($log, "INFO start\nWARN disk 91%\nERROR disk full\nINFO retry\n");

$read = 0;
$hasError = any(lines($log), function (string $line) use (&$read) {
    $read++;
    return str_starts_with($line, 'ERROR');
});
printf("error found: %s, after reading %d of 4 lines\n", var_export($hasError, true), $read);
unlink($log);
