#!/usr/bin/env bash
# The long differential fuzz run: builds iterpred in a private copy (scripts/build.sh --dir) and runs
# tests/fuzz/fuzz.php over CASES cases of SEED, in chunks spread over every core.
#
#   bash scripts/fuzz.sh [CASES=100000] [SEED=random] [--php-config=PATH] [--chunk=N] [--jit] [--closures]
#
# --jit runs under opcache's tracing JIT, compiling from the first call and loop iteration.
# --closures runs the random closure bodies of tests/fuzz/closures.php instead (fuzz.php --closures).
# Prints "fuzz: N passed, N failed" and exits non-zero on any failure or crash. A failing case is
# printed with its seed, its index and a reproduction; a chunk that crashes (a signal, a sanitizer
# report) names the case it was running. Reproduce one case with
#   php -d extension=iterpred.so tests/fuzz/fuzz.php --seed=SEED --case=I [--reduce]
# and for a crash, reduce it in child processes with --crash-reduce --only=ext (or ref).
set -uo pipefail

cases=100000
seed=
php_config=php-config
chunk=20000
php_extra=
fuzz_mode=
positional=0
for arg in "$@"; do
	case "$arg" in
		--php-config=*) php_config=${arg#*=} ;;
		--chunk=*) chunk=${arg#*=} ;;
		--jit) php_extra="-d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M -d opcache.jit_hot_loop=1 -d opcache.jit_hot_func=1 -d opcache.jit_hot_return=1 -d opcache.jit_hot_side_exit=1" ;;
		--closures) fuzz_mode=--closures ;;
		-*) echo "fuzz.sh: unknown option $arg" >&2; exit 2 ;;
		*)
			positional=$((positional + 1))
			if [ "$positional" = 1 ]; then cases=$arg; elif [ "$positional" = 2 ]; then seed=$arg; else
				echo "fuzz.sh: too many arguments" >&2; exit 2; fi ;;
	esac
done
seed=${seed:-$((RANDOM * 32768 + RANDOM))}

src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/iterpred-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT

ext=$(bash "$src/scripts/build.sh" --php-config="$php_config" --dir="$work/build") || exit 1
php_bin=$("$php_config" --php-binary)
jobs=$(nproc)
echo "fuzz.sh: $cases ${fuzz_mode:+closure }cases of seed $seed, $jobs jobs of $chunk cases, $("$php_bin" -r 'echo PHP_VERSION;') ($php_bin)"

run_chunk() {
	local start=$1 count=$2 out=$work/chunk-$1
	# shellcheck disable=SC2086  # php_extra is a list of options
	"$php_bin" -d extension="$ext" -d memory_limit=512M $php_extra "$src/tests/fuzz/fuzz.php" $fuzz_mode --seed="$seed" \
		--start="$start" --cases="$count" --progress="$out.progress" >"$out.log" 2>&1
	echo $? >"$out.rc"
}
export -f run_chunk
export work ext php_bin src seed php_extra fuzz_mode

start_time=$SECONDS
for ((start = 0; start < cases; start += chunk)); do
	count=$((cases - start < chunk ? cases - start : chunk))
	echo "$start $count"
done | xargs -P "$jobs" -L 1 bash -c 'run_chunk "$0" "$1"'

passed=0
failed=0
crashed=0
for ((start = 0; start < cases; start += chunk)); do
	log=$work/chunk-$start.log
	rc=$(cat "$work/chunk-$start.rc" 2>/dev/null || echo '?')
	line=$(grep -E '^fuzz: [0-9]+ passed, [0-9]+ failed$' "$log" || true)
	if [ -n "$line" ]; then
		read -r p f <<<"$(sed -E 's/^fuzz: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/' <<<"$line")"
		passed=$((passed + p))
		failed=$((failed + f))
		[ "$f" -gt 0 ] && sed '/^fuzz: [0-9]* passed/d' "$log"
	else
		crashed=$((crashed + 1))
		echo "== chunk at case $start died (exit $rc) in case: $(cat "$work/chunk-$start.progress" 2>/dev/null)"
		tail -n 20 "$log"
	fi
done
elapsed=$((SECONDS - start_time))
echo "fuzz: $passed passed, $((failed + crashed)) failed"
echo "fuzz.sh: seed $seed, $cases cases in ${elapsed}s$([ "$crashed" -gt 0 ] && echo ", $crashed chunk(s) crashed")"
[ "$failed" = 0 ] && [ "$crashed" = 0 ]
