#!/bin/bash
# The polyfill (polyfill/iterpred.php) against the contract, without the extension:
#  0. polyfill/iterpred.php is what scripts/gen-polyfill.php makes of its template;
#  1. the whole tests/*.phpt suite, each test as it is except that --EXTENSIONS-- no longer asks for
#     iterpred and every PHP process the test runs prepends the polyfill (auto_prepend_file); tests
#     of the extension itself skip under it with their reason (extension_loaded('iterpred') is false);
#  2. the differential fuzzer, the extension against the polyfill in one process
#     (tests/fuzz/fuzz.php --against=polyfill), FUZZ_CASES cases (default 5000) of seed FUZZ_SEED.
# On a fresh Debian 12 machine, as root: installs php8.2-dev when run-tests.php is missing, builds
# the extension (scripts/build.sh) for step 2. Exits non-zero when a test fails or a case differs.
#
#   bash .ci/polyfill-check.sh [--php-config=PATH] [--no-fuzz] [--keep] [--polyfill=FILE]
# --polyfill=FILE: that copy of iterpred.php instead of polyfill/iterpred.php (a composer-installed one:
# .ci/check-composer-consumer.sh --splits).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
php_config=php-config
fuzz=1
keep=0
polyfill=
for arg in "$@"; do
	case $arg in
		--php-config=*) php_config=${arg#*=} ;;
		--no-fuzz) fuzz=0 ;;
		--keep) keep=1 ;;
		--polyfill=*) polyfill=$(realpath "${arg#*=}") ;;
		*) echo "usage: $0 [--php-config=PATH] [--no-fuzz] [--keep] [--polyfill=FILE]" >&2; exit 2 ;;
	esac
done

if ! command -v "$php_config" >/dev/null; then
	bash "$root/scripts/apt-install.sh" php8.2-dev
fi
php_bin=$("$php_config" --php-binary)
run_tests=$("$php_config" --prefix)/lib/php/$("$php_config" --extension-dir | xargs basename)/build/run-tests.php
[ -f "$run_tests" ] || run_tests=$(dirname "$("$php_config" --include-dir)")/../lib/php/build/run-tests.php
[ -f "$run_tests" ] || { echo "polyfill-check: run-tests.php not found" >&2; exit 1; }

status=0
"$php_bin" -n "$root/scripts/gen-polyfill.php" --check || status=1

work=$(mktemp -d /tmp/iterpred-polyfill.XXXXXX)
cleanup() { [ "$keep" = 1 ] && echo "polyfill-check: kept $work" || rm -rf "$work"; }
trap cleanup EXIT

# A copy of the tree whose tests/ is rewritten; everything else is the real thing (symlinks), so
# tests that read ../stubs, ../examples or ../polyfill see the working tree.
mkdir "$work/tree"
for entry in "$root"/* "$root"/.ci; do
	name=$(basename "$entry")
	[ "$name" = tests ] || ln -s "$entry" "$work/tree/$name"
done
cp -r "$root/tests" "$work/tree/tests"
rm -f "$work"/tree/tests/*.diff "$work"/tree/tests/*.out "$work"/tree/tests/*.exp "$work"/tree/tests/*.log \
	"$work"/tree/tests/*.php "$work"/tree/tests/*.sh "$work"/tree/tests/*.mem 2>/dev/null || true

"$php_bin" -n -r '
$n = 0;
foreach (glob($argv[1] . "/*.phpt") as $file) {
    $text = file_get_contents($file);
    /* --EXTENSIONS-- lists one extension a line: drop iterpred, and the section if nothing is left. */
    $new = preg_replace_callback("/^--EXTENSIONS--\r?\n(.*?)(?=^--[A-Z_]+--\r?$)/ms", function ($m) {
        $rest = preg_grep("/^\s*iterpred\s*$/", explode("\n", rtrim($m[1], "\n")), PREG_GREP_INVERT);
        return $rest ? "--EXTENSIONS--\n" . implode("\n", $rest) . "\n" : "";
    }, $text);
    if ($new !== $text) {
        file_put_contents($file, $new);
        $n++;
    }
}
fwrite(STDERR, "polyfill-check: " . $n . " tests no longer require the extension\n");
' "$work/tree/tests"

# Five minutes a test: the scale tests walk 10 million elements, here in PHP code.
# The polyfill, prepended to every script the tests run: run-tests.php passes -d to SKIPIF, FILE and
# CLEAN alike, and to child processes that tests start with TEST_PHP_EXTRA_ARGS.
prepend=${polyfill:-$root/polyfill/iterpred.php}

echo "polyfill-check: the suite against $prepend ($("$php_bin" -n -r 'echo PHP_VERSION;'))"
status=0
# -n: no php.ini, so no iterpred.so that an earlier step installed into the system PHP can be loaded.
TEST_PHP_EXECUTABLE="$php_bin" NO_INTERACTION=1 REPORT_EXIT_STATUS=1 \
	"$php_bin" -n "$run_tests" -n -q -j2 --show-diff --set-timeout 300 -d "auto_prepend_file=$prepend" \
	-g FAIL,BORK,LEAK,XFAIL,XLEAK,SKIP -p "$php_bin" "$work/tree/tests" | tee "$work/suite.log" || status=1
if grep -q '^Tests failed *: *[1-9]' "$work/suite.log" || grep -q '^Tests borked *: *[1-9]' "$work/suite.log"; then
	status=1
fi

if [ "$fuzz" = 1 ]; then
	ext=$(bash "$root/scripts/build.sh" --php-config="$php_config" --dir="$work/ext")
	cases=${FUZZ_CASES:-5000}
	seed=${FUZZ_SEED:-20261204}
	echo "polyfill-check: fuzzer, extension against polyfill, $cases cases of seed $seed"
	"$php_bin" -n -d "extension=$ext" -d pcre.jit=0 "$root/tests/fuzz/fuzz.php" --against=polyfill \
		--seed="$seed" --cases="$cases" | tail -n 40 || status=1
fi

[ "$status" = 0 ] && echo "polyfill-check: OK" || echo "polyfill-check: FAILED"
exit "$status"
