#!/usr/bin/env bash
# Builds iterpred with -Wall -Wextra -Werror against one PHP and runs the .phpt suite on it, without
# php.ini: each test gets iterpred and the extensions its --EXTENSIONS-- section names, nothing else.
#
#   bash scripts/test.sh    system PHP: the suite, again with opcache's tracing JIT, again under valgrind
#   options:
#     --php-config=PATH   build and test against another PHP (its php-config)
#     --no-valgrind       skip the valgrind run
#     --no-jit            skip the JIT run
#     --asan              for a PHP built with ASan/UBSan: instrument the extension, run-tests --asan
#     --cc=COMPILER       build with another C compiler (e.g. clang)
#     --leg=NAME          label for the summary line (default: release)
#     --summary=FILE      append "leg|php|passed|failed|skipped|leaked" per run to FILE
#                         (or set SUMMARY_FILE)
#
# Installs php8.2-dev and valgrind itself when it runs against the system PHP and they are missing.
# Exits non-zero on any failed, borked or leaking test, or when no test ran.
set -euo pipefail
# Whatever ends the script early names itself (set -e alone exits without a word).
trap 'echo "test.sh: line $LINENO: a command ended with status $?; stopping" >&2' ERR

php_config=php-config
valgrind=1
jit=1
leg=release
asan=0
cc=
summary=${SUMMARY_FILE:-}

for arg in "$@"; do
	case "$arg" in
		--php-config=*) php_config=${arg#*=} ;;
		--no-valgrind) valgrind=0 ;;
		--no-jit) jit=0 ;;
		--asan) asan=1 ;;
		--cc=*) cc=${arg#*=} ;;
		--leg=*) leg=${arg#*=} ;;
		--summary=*) summary=${arg#*=} ;;
		*) echo "test.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done

src=$(cd "$(dirname "$0")/.." && pwd)

if [ "$valgrind" = 1 ] && ! command -v valgrind >/dev/null; then
	bash "$src/scripts/apt-install.sh" valgrind
fi
# ext/gmp gives the tests an object whose bool cast fails; the system PHP loads Debian's module.
# Elsewhere (the 8.4 / 8.5 chroots) those tests skip with the reason. The probe is silent: PHP
# prints a missing module's startup warning on stdout.
if [ "$php_config" = php-config ] && php -n -r 'exit(PHP_VERSION_ID >= 80200 && PHP_VERSION_ID < 80300 ? 0 : 1);' 2>/dev/null \
		&& ! php -n -d extension=gmp -r 'exit(extension_loaded("gmp") ? 0 : 1);' >/dev/null 2>&1; then
	bash "$src/scripts/apt-install.sh" php8.2-gmp \
		|| echo "test.sh: php8.2-gmp could not be installed; the tests that need it skip"
fi

# A fresh copy per leg: the work tree stays clean and legs never share object files.
build=$(mktemp -d "${TMPDIR:-/tmp}/iterpred-$leg.XXXXXX")
trap 'rm -rf "$build"' EXIT
build_args=(--php-config="$php_config" --dir="$build")
[ -z "$cc" ] || build_args+=(--cc="$cc")
run_args=()
if [ "$asan" = 1 ]; then
	build_args+=(--sanitize)
	run_args+=(--asan)
	# Keeps the extension mapped until LeakSanitizer reports, so its frames have names.
	export ZEND_DONT_UNLOAD_MODULES=1
fi
# build.sh says why when the build fails; a build killed (a signal, the machine's limits) says nothing.
ext=$(bash "$src/scripts/build.sh" "${build_args[@]}") || {
	rc=$?
	echo "test.sh: scripts/build.sh ${build_args[*]} ended with status $rc" >&2
	exit 1
}
php_bin=$("$php_config" --php-binary)
php_version=$("$php_bin" -n -r 'echo PHP_VERSION, PHP_ZTS ? " ZTS" : "", PHP_DEBUG ? " debug" : "";')
# phpize puts this PHP's own run-tests.php beside the build.
run_tests=$build/run-tests.php

# The pids of processes (other than this shell) whose command line names the build directory.
left_behind() {
	local proc args
	for proc in /proc/[0-9]*; do
		[ "${proc#/proc/}" != $$ ] || continue
		mapfile -d '' args 2>/dev/null <"$proc/cmdline" || continue
		[[ "${args[*]-}" != *"$build/"* ]] || echo "${proc#/proc/}"
	done
}

# The scale tests walk 10 million elements: on a debug (-O0) build of PHP, or in a CI leg that
# yields the cores to PHP builds, that takes longer than run-tests' default minute.
test_timeout=300

status=0
run_suite() {
	local name=$1 log
	shift
	log=$build/run-tests-$name.log
	echo "== [$leg/$name] PHP $php_version"
	set +e
	NO_INTERACTION=1 REPORT_EXIT_STATUS=1 TEST_PHP_EXECUTABLE="$php_bin" \
		"$php_bin" -n "$run_tests" -n -q -j"$(nproc 2>/dev/null || sysctl -n hw.ncpu)" --no-color --show-diff --set-timeout "$test_timeout" -p "$php_bin" \
		-d extension="$ext" ${run_args[@]+"${run_args[@]}"} "$@" "$build/tests" >"$log" 2>&1
	local rc=$?
	set -e
	grep -E '^(FAIL|BORK|LEAK|SKIP) ' "$log" || true
	grep -E '^(Tests (passed|failed|skipped|leaked)|Time taken)' "$log" | sort -u || true
	local passed failed skipped leaked
	passed=$(sed -n 's/^Tests passed *: *\([0-9]*\).*/\1/p' "$log")
	failed=$(sed -n 's/^Tests failed *: *\([0-9]*\).*/\1/p' "$log")
	skipped=$(sed -n 's/^Tests skipped *: *\([0-9]*\).*/\1/p' "$log")
	leaked=$(sed -n 's/^Tests leaked *: *\([0-9]*\).*/\1/p' "$log")
	# Nothing a test started (php -S, a valgrind-traced child) may outlive the run: such a process
	# names this build's directory. Report it, fail the run, and end it so that runs don't pile up.
	local stray=0 pid
	for pid in $(left_behind); do
		echo "== [$leg/$name] left running after the suite: $pid $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-300)"
		kill -9 "$pid" 2>/dev/null || true
		stray=1
	done
	[ "$stray" = 0 ] || { failed=$((${failed:-0} + 1)); rc=1; }
	[ -n "$summary" ] && echo "$leg/$name|$php_version|${passed:-0}|${failed:-?}|${skipped:-0}|${leaked:-0}" >>"$summary"
	if [ "$rc" != 0 ] || [ "${passed:-0}" = 0 ]; then
		echo "== [$leg/$name] FAILED (run-tests exit $rc); the differences:"
		sed -n '/^========DIFF========$/,/^========DONE========$/p' "$log" | head -n 200
		# A leak has no diff: the test's name (run-tests' summary) and what valgrind said (its .mem file).
		sed -n '/^LEAKED TEST SUMMARY$/,/^=====/p' "$log"
		local mem
		for mem in "$build"/tests/*.mem; do
			[ -s "$mem" ] || continue
			echo "== $(basename "$mem"):"
			head -n 80 "$mem"
		done
		status=1
	fi
}

run_suite plain
if [ "$jit" = 1 ]; then
	jit_args=(-d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M)
	# Tests run without php.ini (-n): opcache must be named, unless it is built in (PHP 8.5).
	"$php_bin" -n -r 'exit(extension_loaded("Zend OPcache") ? 0 : 1);' || jit_args=(-d zend_extension=opcache "${jit_args[@]}")
	if [ "$("$php_bin" -n "${jit_args[@]}" -r 'echo json_encode(opcache_get_status()["jit"]["on"] ?? false);' 2>&1)" != true ]; then
		echo "== [$leg/jit] FAILED: the tracing JIT does not switch on with ${jit_args[*]}"
		status=1
	else
		run_suite jit "${jit_args[@]}"
	fi
fi
if [ "$valgrind" = 1 ]; then
	# PCRE's JIT writes code valgrind cannot follow; the engine is the same without it.
	# run-tests -m traces child processes. Not the memory_limit tests' child PHPs (memory_limit_in_walk.inc,
	# a few dozen per test, their script named iterpred-memory-limit-*): they run the Zend allocator, since
	# memory_limit is its, and memcheck sees nothing inside its chunks; traced, each such test took about
	# 100 s of a core, untraced 3 s. The tests themselves run under valgrind, and the debug-zts-asan leg
	# runs the children instrumented.
	VALGRIND_OPTS="${VALGRIND_OPTS:+$VALGRIND_OPTS }--trace-children-skip-by-arg=*iterpred-memory-limit-*" \
		run_suite valgrind -m -d pcre.jit=0
fi
exit "$status"
