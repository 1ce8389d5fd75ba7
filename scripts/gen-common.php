<?php
/*
 * What scripts/gen-polyfill.php and scripts/gen-stubs.php share (not a command): a generated file is
 * written when it differs, or with --check only compared, and every problem ends the run with status 1.
 */

const ROOT = __DIR__ . '/..';

function fail(string $tool, string ...$problems): never
{
    foreach ($problems as $problem) {
        fwrite(STDERR, "$tool: $problem\n");
    }
    exit(1);
}

function read_source(string $tool, string $file): string
{
    $text = @file_get_contents(ROOT . '/' . $file);
    return $text !== false ? $text : fail($tool, "cannot read $file");
}

/**
 * Writes $target (relative to the repository) when its text is not $generated; with $check, fails
 * instead, naming the command that makes it current. $problems found before fail the run first.
 *
 * @param list<string> $problems
 */
function write_generated(string $tool, string $target, string $generated, bool $check, array $problems = []): void
{
    $current = @file_get_contents(ROOT . '/' . $target);
    if ($check && $current !== $generated) {
        $problems[] = "$target is not current: run php scripts/$tool.php";
    }
    if ($problems !== []) {
        fail($tool, ...$problems);
    }
    if ($check) {
        echo "$tool: $target is current\n";
    } elseif ($current !== $generated) {
        file_put_contents(ROOT . '/' . $target, $generated);
        echo "$tool: wrote $target\n";
    }
}
