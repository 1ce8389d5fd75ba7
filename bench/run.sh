#!/usr/bin/env bash
# The whole benchmark: builds iterpred, runs every part, writes bench/RESULTS.md and bench/chart.svg.
#
#   bash bench/run.sh [--quick] [--reps=N] [--issue10] [--ext=PATH/iterpred.so] [--no-chroots] [--no-callgrind]
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
# --ext=PATH uses an iterpred.so built already instead of building one (system PHP only; implies --no-chroots).
# --reps=N: N interleaved rounds per case (bench.php's default: 11, 3 with --quick).
#
#  1. composer install in bench/ (symfony/polyfill-php84) when bench/vendor is missing
#  2. builds iterpred for the system PHP in a temporary copy (scripts/build.sh --dir)
#  3. bench.php JIT off, then with opcache.jit=tracing (Debian loads opcache from conf.d); bench/closures.php
#     (issue 24's arrow functions against the condition inline) the same way: bench/out/closures-VER-MODE.txt;
#     bench/small.php (issue 44's walks of 1 to 1,000 elements) the same way, gathered into bench/SMALL.md
#  4. for PHP 8.4, 8.5 and 8.6, when the chroot of .ci/chroot-php.sh exists (/opt/iterpred-php/chroot-8.X, or
#     ITERPRED_CHROOT_8X): copies the sources into its /tmp, builds iterpred there (scripts/build.sh), and runs
#     bench.php (JIT off / on) and memory.php inside it (private mount namespace, /proc mounted)
#  5. callgrind.sh (JIT off and on, with per-function breakdown) for each PHP, memory.php for the system PHP
#  6. report.php -> bench/RESULTS.md, chart.php -> bench/chart.svg from bench.php's and closures.php's JSON (and bench/out/chart.png via rsvg-convert
#     when it is installed, to look at)
# Raw outputs (JSON, callgrind files, logs) are in bench/out/. The timed parts run one after the other;
# only the callgrind runs (instruction counts, insensitive to load) run side by side, one per PHP (two at a
# time for the system PHP alone). callgrind.sh runs 43 cases x 2 or 3 contenders x 2 JIT modes x 2 runs per
# PHP. The whole run with 8.2, 8.4 and 8.5 took 28 minutes on an idle 2-core machine (2026-12-03).
# --quick: fewer rounds, sizes up to 1e6 all the same, memory.php up to 1e6 (for development).
set -euo pipefail
shopt -s inherit_errexit

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
out=$here/out
quick=
issue10=
ext=
reps=
chroots=1
callgrind=1
for arg in "$@"; do
	case "$arg" in
		--quick) quick=--quick ;;
		--issue10) issue10=--issue10 ;;
		--ext=*) ext=${arg#*=}; chroots=0 ;;
		--reps=*) reps=$arg ;;
		--no-chroots) chroots=0 ;;
		--no-callgrind) callgrind=0 ;;
		*) echo "run.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done

if [ -n "$issue10" ]; then out=$here/out/issue10; fi

log() { printf '[bench] %s\n' "$*" >&2; }
t_start=$SECONDS
tmp=$(mktemp -d /tmp/iterpred-bench.XXXXXX)
works=()
cleanup() {
	rm -rf "$tmp" "${works[@]}"
}
trap cleanup EXIT

mkdir -p "$out"
rm -rf "$out"/bench-*.json "$out"/bench-*.txt "$out"/closures-* "$out"/callgrind-* "$out"/memory-* "$out"/chart.png

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
php -d "extension=$so" -d opcache.enable_cli=0 "$here/bench.php" $quick $issue10 $reps --json="$out/bench-$ver-off.json" | tee "$out/bench-$ver-off.txt"
log "bench.php, PHP $ver, opcache.jit=tracing"
php -d "extension=$so" "${jit_on[@]}" "$here/bench.php" $quick $issue10 $reps --json="$out/bench-$ver-on.json" | tee "$out/bench-$ver-on.txt"
check_jit "$out/bench-$ver-on.json"
# Issue 24's arrow-function shapes against the condition written inline (bench/closures.php).
php -d "extension=$so" -d opcache.enable_cli=0 "$here/closures.php" $quick $reps --json="$out/closures-$ver-off.json" | tee "$out/closures-$ver-off.txt"
php -d "extension=$so" "${jit_on[@]}" "$here/closures.php" $quick $reps --json="$out/closures-$ver-on.json" | tee "$out/closures-$ver-on.txt"
# Issue 44's small inputs (bench/small.php): bench/SMALL.md.
small_rounds=$([ -n "$quick" ] && echo --rounds=3 || echo --rounds=7)
php -d "extension=$so" -d opcache.enable_cli=0 "$here/small.php" $small_rounds | tee "$out/small-$ver-off.txt"
php -d "extension=$so" "${jit_on[@]}" "$here/small.php" $small_rounds | tee "$out/small-$ver-on.txt"

# ---- 4. PHP 8.4 and 8.5 in their chroots ----
# in_chroot DIR INSIDE CMD: runs CMD with sh in the chroot DIR, cwd = INSIDE, /proc mounted in a private
# mount namespace.
in_chroot() {
	unshare --mount --propagation private -- bash -c '
		mount -t proc proc "$1/proc"
		exec chroot "$1" env -u TMPDIR PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
			sh -c "cd \"$2\" && $3"' _ "$1" "$2" "$3"
}
declare -A ch_dir=() ch_so=()   # version -> its chroot, the iterpred.so built in it (host path)
if [ "$chroots" = 1 ]; then
	for cv in 8.4 8.5 8.6; do
		var=ITERPRED_CHROOT_${cv/./}
		ch=${!var:-/opt/iterpred-php/chroot-$cv}
		if ! { [ -d "$ch" ] && timeout 30 chroot "$ch" php -v 2>/dev/null | head -n1 | grep -q "^PHP ${cv/./\\.}\."; }; then
			log "no PHP $cv chroot at $ch (bash .ci/chroot-php.sh $cv makes one): no PHP $cv figures"
			continue
		fi
		work=$(mktemp -d "$ch/tmp/iterpred-bench.XXXXXX")
		works+=("$work")
		inside=/tmp/$(basename "$work")
		# Tracked and new files alike, never build output (as scripts/build.sh copies); plus bench/vendor.
		(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar cf - --null -T -) | (cd "$work" && tar xf -)
		if [ -d "$here/vendor" ]; then cp -r "$here/vendor" "$work/bench/vendor"; fi
		log "building iterpred for PHP $cv in $ch"
		in_chroot "$ch" "$inside" 'bash scripts/build.sh' >"$out/build-$cv.log" 2>&1 \
			|| { cat "$out/build-$cv.log" >&2; echo "run.sh: the PHP $cv build failed" >&2; exit 1; }
		[ -f "$work/modules/iterpred.so" ] || { echo "run.sh: no $work/modules/iterpred.so after the $cv build" >&2; exit 1; }
		ch_dir[$cv]=$ch
		ch_so[$cv]=$work/modules/iterpred.so
		ext_in="-d extension=$inside/modules/iterpred.so"
		log "bench.php, PHP $cv, JIT off"
		in_chroot "$ch" "$inside" "php $ext_in -d opcache.enable_cli=0 bench/bench.php $quick $issue10 $reps --json=bench/out-off.json" \
			| tee "$out/bench-$cv-off.txt"
		log "bench.php, PHP $cv, opcache.jit=tracing"
		in_chroot "$ch" "$inside" "php $ext_in ${jit_on[*]} bench/bench.php $quick $issue10 $reps --json=bench/out-on.json" \
			| tee "$out/bench-$cv-on.txt"
		for mode in off on; do
			jit_args=$([ $mode = on ] && echo "${jit_on[*]}" || echo '-d opcache.enable_cli=0')
			in_chroot "$ch" "$inside" "php $ext_in $jit_args bench/closures.php $quick $reps --json=bench/closures-$mode.json" \
				| tee "$out/closures-$cv-$mode.txt"
			cp "$work/bench/closures-$mode.json" "$out/closures-$cv-$mode.json"
			in_chroot "$ch" "$inside" "php $ext_in $jit_args bench/small.php $small_rounds" | tee "$out/small-$cv-$mode.txt"
		done
		cp "$work/bench/out-off.json" "$out/bench-$cv-off.json"
		cp "$work/bench/out-on.json" "$out/bench-$cv-on.json"
		check_jit "$out/bench-$cv-on.json"
		if [ -z "$issue10" ]; then
			log "memory.php, PHP $cv"
			in_chroot "$ch" "$inside" "php $ext_in bench/memory.php $quick --json=bench/out-memory.json" \
				>"$out/memory-$cv.md" || { cat "$out/memory-$cv.md"; echo "run.sh: memory.php failed on PHP $cv" >&2; exit 1; }
			cp "$work/bench/out-memory.json" "$out/memory-$cv.json"
		fi
	done
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
# Every PHP's callgrinds run at once when there are several; one PHP alone gets two valgrinds at a time.
cg_jobs=2
if [ ${#ch_so[@]} -gt 0 ]; then cg_jobs=1; fi

if [ "$callgrind" = 1 ]; then
	if command -v valgrind >/dev/null; then
		log "callgrind.sh (instruction counts), PHP $ver ${!ch_so[*]}"
		declare -A cg_pid=()
		bash "$here/callgrind.sh" --ext="$so" --out="$out/callgrind-$ver" "${cg_args[@]}" --jobs=$cg_jobs >"$out/callgrind-$ver.md" 2>"$out/callgrind-$ver.log" &
		cg_pid[$ver]=$!
		for cv in "${!ch_so[@]}"; do
			bash "$here/callgrind.sh" --ext="${ch_so[$cv]}" --chroot="${ch_dir[$cv]}" --out="$out/callgrind-$cv" "${cg_args[@]}" --jobs=$cg_jobs \
				>"$out/callgrind-$cv.md" 2>"$out/callgrind-$cv.log" &
			cg_pid[$cv]=$!
		done
		for cv in $(printf '%s\n' "${!cg_pid[@]}" | sort); do
			wait "${cg_pid[$cv]}" || { cat "$out/callgrind-$cv.log" >&2; echo "run.sh: callgrind.sh failed (PHP $cv)" >&2; exit 1; }
			cat "$out/callgrind-$cv.md"
		done
	else
		log "valgrind is not installed (apt-get install valgrind): no instruction counts"
	fi
fi

# ---- 6. RESULTS.md and chart.svg ----
results=$here/RESULTS.md
chart=$here/chart.svg
if [ -n "$issue10" ]; then results=$out/RESULTS.md; chart=$out/chart.svg; fi
{
	echo '# Small inputs: a walk of 1 to 1,000 elements'
	echo
	echo 'Generated by `bash bench/run.sh` from bench/small.php: edit those, not this file. In `namespace App\Domain`,'
	echo 'the closure made once and kept, each walk repeated; any() against the loop a user writes around the'
	echo 'closure they have (foreach calling it), the condition written inline, and PHP 8.4+'"'"'s own array_any().'
	for f in "$out"/small-*.txt; do echo; echo "## $(basename "$f" .txt)"; echo; cat "$f"; done
} >"$here/SMALL.md"
php "$here/report.php" "$out" "$results"
php "$here/chart.php" "$chart" "$out"/bench-*.json "$out"/closures-*.json
if command -v rsvg-convert >/dev/null; then
	rsvg-convert -o "$out/chart.png" "$chart" && log "rendered $out/chart.png"
fi
log "done in $((SECONDS - t_start)) s: $results, $chart"
