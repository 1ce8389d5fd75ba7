<?php
// Used by the other examples: prints the expression a line passes to show() beside its result,
// `expression  => result  // the line's comment`. Each show(...) call stays on one line.

function show(bool $result): void
{
    /** @var array<string, array<int, array{string, string}>> $files */
    static $files = [];
    $caller = debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS, 1)[0];
    $file = $caller['file'] ?? '';
    // Every `show(EXPR); // COMMENT` line of the calling file, by line number, read once.
    if (!isset($files[$file])) {
        $calls = [];
        $lines = is_file($file) ? file($file) : false;
        foreach ($lines === false ? [] : $lines as $number => $line) {
            if (preg_match('~^\s*show\((.*)\);\s*(//.*)?$~', $line, $m) === 1) {
                $calls[$number + 1] = [$m[1], $m[2] ?? ''];
            }
        }
        $files[$file] = $calls;
    }
    [$expression, $comment] = $files[$file][$caller['line'] ?? 0] ?? ['(expression not found)', ''];
    $width = strlen($expression);
    foreach ($files[$file] as [$other]) {
        $width = max($width, strlen($other));
    }
    echo rtrim(sprintf("%-{$width}s  => %-5s  %s", $expression, $result ? 'true' : 'false', $comment)), "\n";
}
