#!/usr/bin/env bash
# The whole benchmark: builds iterpred, runs every part, writes bench/RESULTS.md and bench/chart.svg.
#
#   bash bench/run.sh [--quick] [--issue10] [--ext=PATH/iterpred.so] [--no-84] [--no-callgrind]
#
# Quick iteration on issue 10 (engine predicates, internal functions, closures against the loop a user
# writes), side by side with 0.1.0:
#
#   bash bench/run.sh --issue10 --quick
#
# builds the working tree (uncommitted C changes included), runs only issue 10's cases (bench.php --issue10,
# JIT off and tracing; callgrind.sh --cases=issue10 --who=iterpred, JIT off and tracing) and writes
# bench/out/issue10/RESULTS.md and chart.svg: times against the honest loop, iterpred's instructions per
# element against bench/baseline-0.1.0.json (the loops' counts come from there too: they do not depend on
# the extension), the targets of issue 10 met or missed. It leaves bench/RESULTS.md and bench/chart.svg alone.
# Takes about 5 minutes on an idle 2-core machine (callgrind is most of it; --no-callgrind: 1-2 minutes).
# --ext=PATH uses an iterpred.so built already instead of building one (system PHP only; implies --no-84).
#
#  1. composer install in bench/ (symfony/polyfill-php84) when bench/vendor is missing
#  2. builds iterpred for the system PHP in a temporary copy (scripts/build.sh --dir)
#  3. bench.php JIT off, then with opcache.jit=tracing (Debian loads opcache from conf.d)
#  4. when the PHP 8.4 chroot of .ci/chroot-php.sh exists (/opt/iterpred-php/chroot-8.4, or
#     ITERPRED_CHROOT_84): copies the sources into its /tmp, builds iterpred there with its phpize, and runs
#     bench.php (JIT off / on) and memory.php inside it (private mount namespace, /proc mounted)
#  5. callgrind.sh (JIT off and on, with per-function breakdown) for each PHP, memory.php for the system PHP
#  6. report.php -> bench/RESULTS.md, chart.php -> bench/chart.svg (and bench/out/chart.png via rsvg-convert
#     when it is installed, to look at)
# Raw outputs (JSON, callgrind files, logs) are in bench/out/. The timed parts run one after the other;
# only the callgrind runs (instruction counts, insensitive to load) run two at a time. callgrind.sh runs
# 43 cases x 2 contenders x 2 JIT modes x 2 runs; about 15 minutes on an idle 2-core machine.
# --quick: fewer rounds, sizes up to 1e6 all the same, memory.php up to 1e6 (for development).
set -euo pipefail
shopt -s inherit_errexit

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
out=$here/out
quick=
issue10=
ext=
with84=1
callgrind=1
for arg in "$@"; do
	case "$arg" in
		--quick) quick=--quick ;;
		--issue10) issue10=--issue10 ;;
		--ext=*) ext=${arg#*=}; with84=0 ;;
		--no-84) with84=0 ;;
		--no-callgrind) callgrind=0 ;;
		*) echo "run.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done

if [ -n "$issue10" ]; then out=$here/out/issue10; fi

log() { printf '[bench] %s\n' "$*" >&2; }
t_start=$SECONDS
tmp=$(mktemp -d /tmp/iterpred-bench.XXXXXX)
ch84=${ITERPRED_CHROOT_84:-/opt/iterpred-php/chroot-8.4}
work84=
cleanup() {
	rm -rf "$tmp"
	if [ -n "$work84" ]; then rm -rf "$work84"; fi
}
trap cleanup EXIT

mkdir -p "$out"
rm -rf "$out"/bench-*.json "$out"/bench-*.txt "$out"/callgrind-* "$out"/memory-* "$out"/chart.png

# ---- 1. contenders from Packagist ----
if [ ! -f "$here/vendor/autoload.php" ]; then
	if command -v composer >/dev/null; then
		log "composer install (bench/composer.json)"
		(cd "$here" && COMPOSER_NO_INTERACTION=1 composer install --no-progress --quiet) \
			|| log "WARNING: composer install failed: the polyfill contender will be missing"
	else
		log "WARNING: composer not installed: the polyfill contender will be missing"
	fi
fi

# ---- 2. build for the system PHP ----
if [ -n "$ext" ]; then
	so=$(realpath "$ext")
	log "using $so"
else
	log "building iterpred for the system PHP"
	so=$(bash "$repo/scripts/build.sh" --dir="$tmp/system" | tail -n1)
fi
[ -f "$so" ] || { echo "run.sh: build.sh gave no .so ($so)" >&2; exit 1; }
ver=$(php -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')
jit_on=(-d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M)

# check_jit FILE: the JSON of a JIT-on run must say the JIT was on.
check_jit() {
	php -r '$d = json_decode(file_get_contents($argv[1]), true); exit($d["meta"]["jit"] ? 0 : 1);' "$1" \
		|| { echo "run.sh: $1: the JIT was not on (is opcache loaded?)" >&2; exit 1; }
}

# ---- 3. bench.php, system PHP ----
log "bench.php, PHP $ver, JIT off"
php -d "extension=$so" -d opcache.enable_cli=0 "$here/bench.php" $quick $issue10 --json="$out/bench-$ver-off.json" | tee "$out/bench-$ver-off.txt"
log "bench.php, PHP $ver, opcache.jit=tracing"
php -d "extension=$so" "${jit_on[@]}" "$here/bench.php" $quick $issue10 --json="$out/bench-$ver-on.json" | tee "$out/bench-$ver-on.txt"
check_jit "$out/bench-$ver-on.json"

# ---- 4. PHP 8.4 in the chroot ----
so84=
if [ "$with84" = 1 ]; then
	if [ -d "$ch84" ] && timeout 30 chroot "$ch84" php -v 2>/dev/null | head -n1 | grep -q '^PHP 8\.4\.'; then
		work84=$(mktemp -d "$ch84/tmp/iterpred-bench.XXXXXX")
		inside=/tmp/$(basename "$work84")
		# Tracked and new files alike, never build output (as scripts/build.sh copies); plus bench/vendor.
		(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar cf - --null -T -) | (cd "$work84" && tar xf -)
		if [ -d "$here/vendor" ]; then cp -r "$here/vendor" "$work84/bench/vendor"; fi
		# in84 CMD: runs CMD with sh in the chroot, cwd = the copy, /proc mounted in a private mount namespace.
		in84() {
			unshare --mount --propagation private -- bash -c '
				mount -t proc proc "$1/proc"
				exec chroot "$1" env -u TMPDIR PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
					sh -c "cd \"$2\" && $3"' _ "$ch84" "$inside" "$1"
		}
		log "building iterpred for PHP 8.4 in $ch84"
		in84 'phpize && ./configure --enable-iterpred && make -j2 CFLAGS="-O2 -g -Wall -Wextra -Werror"' >"$out/build-8.4.log" 2>&1 \
			|| { cat "$out/build-8.4.log" >&2; echo "run.sh: the PHP 8.4 build failed" >&2; exit 1; }
		so84=$work84/modules/iterpred.so
		[ -f "$so84" ] || { echo "run.sh: no $so84 after the 8.4 build" >&2; exit 1; }
		log "bench.php, PHP 8.4, JIT off"
		in84 "php -d extension=$inside/modules/iterpred.so -d opcache.enable_cli=0 bench/bench.php $quick $issue10 --json=bench/out-84-off.json" \
			| tee "$out/bench-8.4-off.txt"
		log "bench.php, PHP 8.4, opcache.jit=tracing"
		in84 "php -d extension=$inside/modules/iterpred.so ${jit_on[*]} bench/bench.php $quick $issue10 --json=bench/out-84-on.json" \
			| tee "$out/bench-8.4-on.txt"
		cp "$work84/bench/out-84-off.json" "$out/bench-8.4-off.json"
		cp "$work84/bench/out-84-on.json" "$out/bench-8.4-on.json"
		check_jit "$out/bench-8.4-on.json"
		if [ -z "$issue10" ]; then
		log "memory.php, PHP 8.4"
		in84 "php -d extension=$inside/modules/iterpred.so bench/memory.php $quick --json=bench/out-84-memory.json" \
			>"$out/memory-8.4.md" || { cat "$out/memory-8.4.md"; echo "run.sh: memory.php failed on PHP 8.4" >&2; exit 1; }
		cp "$work84/bench/out-84-memory.json" "$out/memory-8.4.json"
		fi
	else
		log "no PHP 8.4 chroot at $ch84 (bash .ci/chroot-php.sh 8.4 makes one): no PHP 8.4 / engine array_any figures"
	fi
fi

# ---- 5. memory and callgrind ----
if [ -z "$issue10" ]; then
	log "memory.php, PHP $ver"
	php -d "extension=$so" "$here/memory.php" $quick --json="$out/memory-$ver.json" >"$out/memory-$ver.md" \
		|| { cat "$out/memory-$ver.md"; echo "run.sh: memory.php failed" >&2; exit 1; }
	cat "$out/memory-$ver.md"
fi
# Full run: every case, iterpred and the loops; --issue10: issue 10's cases, iterpred only (the loops'
# counts are the baseline's).
cg_args=(--jit --breakdown)
if [ -n "$issue10" ]; then cg_args=(--jit --cases=issue10 --who=iterpred); fi
# Both PHPs' callgrinds run at once when there are two; one PHP alone gets two valgrinds at a time.
cg_jobs=2
if [ -n "$so84" ]; then cg_jobs=1; fi

if [ "$callgrind" = 1 ]; then
	if command -v valgrind >/dev/null; then
		log "callgrind.sh (instruction counts), PHP $ver${so84:+ and 8.4}"
		bash "$here/callgrind.sh" --ext="$so" --out="$out/callgrind-$ver" "${cg_args[@]}" --jobs=$cg_jobs >"$out/callgrind-$ver.md" 2>"$out/callgrind-$ver.log" &
		pid_a=$!
		pid_b=
		if [ -n "$so84" ]; then
			bash "$here/callgrind.sh" --ext="$so84" --chroot="$ch84" --out="$out/callgrind-8.4" "${cg_args[@]}" --jobs=$cg_jobs \
				>"$out/callgrind-8.4.md" 2>"$out/callgrind-8.4.log" &
			pid_b=$!
		fi
		wait "$pid_a" || { cat "$out/callgrind-$ver.log" >&2; echo "run.sh: callgrind.sh failed (PHP $ver)" >&2; exit 1; }
		if [ -n "$pid_b" ]; then
			wait "$pid_b" || { cat "$out/callgrind-8.4.log" >&2; echo "run.sh: callgrind.sh failed (PHP 8.4)" >&2; exit 1; }
		fi
		cat "$out/callgrind-$ver.md"
		if [ -n "$so84" ]; then cat "$out/callgrind-8.4.md"; fi
	else
		log "valgrind is not installed (apt-get install valgrind): no instruction counts"
	fi
fi

# ---- 6. RESULTS.md and chart.svg ----
results=$here/RESULTS.md
chart=$here/chart.svg
if [ -n "$issue10" ]; then results=$out/RESULTS.md; chart=$out/chart.svg; fi
php "$here/report.php" "$out" "$results"
php "$here/chart.php" "$chart" "$out"/bench-*.json
if command -v rsvg-convert >/dev/null; then
	rsvg-convert -o "$out/chart.png" "$chart" && log "rendered $out/chart.png"
fi
log "done in $((SECONDS - t_start)) s: $results, $chart"
