#!/usr/bin/env bash
# Instructions per element, iterpred vs the userland foreach loop, from valgrind --tool=callgrind.
# Instruction counts do not depend on what else the machine runs, unlike times.
#
#   bash bench/callgrind.sh --ext=PATH/iterpred.so [--php=BIN | --chroot=DIR] [--n=20000] [--out=DIR] [--jit[=function]] [--breakdown]
#                           [--cases=all|legacy|issue10|CASE,CASE...] [--who=iterpred[,userland[,engine]]] [--jobs=N]
#
# --chroot=DIR runs the PHP of a Debian chroot (e.g. /opt/iterpred-php/chroot-8.4, see .ci/chroot-php.sh)
# under the host's valgrind, through the chroot's own dynamic loader and libraries (no chroot(2) call, so
# nothing needs to be installed in it); --ext is then an iterpred.so built against that PHP.
#
# For each case, each contender runs twice under callgrind (bench/callgrind_case.php): "base" builds the
# N-element input and warms up on a 1,000-element one; "walk" does the same and then walks the N elements.
# (walk - base) / N is the contender's instructions per element. PHP runs with -n (no ini files, ctype
# loaded when it is a shared extension), so the numbers do not depend on the machine's php.ini; --jit adds
# columns with opcache's tracing JIT on (valgrind --smc-check=all, needed for JIT-generated code);
# --jit=function the same with opcache.jit=function (the "JIT" columns are then that mode's).
# --breakdown adds per-function tables (callgrind_annotate, self cost, walk minus base) for the closure,
# is_string and generator cases.
#
# Cases: "legacy" = the seven of 0.1.0 (none closure is_string value_key gen_none gen_closure gen_value_key);
# "issue10" = issue 10's callback forms of bench/forms.php on every kind (FORM@KIND: is_int@packed ...
# closure@generator) plus none and gen_none; "all" (default) = both. --who limits the contenders (default
# iterpred,userland,engine; engine only where PHP >= 8.4 has array_any). The userland loops do not depend
# on the extension, so `--who=iterpred` is enough to compare one build of iterpred with another
# (bench/report.php takes the loops' counts from bench/baseline-0.1.0.json when a run has none).
# --jobs runs that many valgrinds at once (default 1).
# Prints markdown on stdout; the callgrind files stay in --out (default bench/out/callgrind), with ir.tsv
# (Ir/element, case, contender, jit) for bench/report.php.
set -euo pipefail
shopt -s inherit_errexit

here=$(cd "$(dirname "$0")" && pwd)
php=php
chroot_dir=
ext=
n=20000
out=$here/out/callgrind
jit=0
jit_mode=tracing
jl=JIT:   # the JIT columns' label
breakdown=0
cases_opt=all
who_opt=iterpred,userland,engine
jobs=1
# Parsed as scripts/test.sh and the other scripts parse theirs, one case arm an option: the likeness
# is that form, each script its own options.
for arg in "$@"; do
	case "$arg" in
		--ext=*) ext=${arg#*=} ;;
		--php=*) php=${arg#*=} ;;
		--chroot=*) chroot_dir=${arg#*=} ;;
		--n=*) n=${arg#*=} ;;
		--out=*) out=${arg#*=} ;;
		--jit | --jit=tracing) jit=1 ;;
		--jit=function) jit=1; jit_mode=function; jl="JIT function:" ;;
		--breakdown) breakdown=1 ;;
		--cases=*) cases_opt=${arg#*=} ;;
		--who=*) who_opt=${arg#*=} ;;
		--jobs=*) jobs=${arg#*=} ;;
		*) echo "callgrind.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done
[ -n "$ext" ] && [ -f "$ext" ] || { echo "callgrind.sh: --ext=PATH/iterpred.so is required (got '$ext')" >&2; exit 2; }
command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null \
	|| { echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
mkdir -p "$out"
rm -f "$out/ir.tsv.tmp" "$out"/cg.*

opcache=opcache
if [ -n "$chroot_dir" ]; then
	loader=$chroot_dir/lib64/ld-linux-x86-64.so.2
	[ -x "$loader" ] || { echo "callgrind.sh: no dynamic loader in $chroot_dir" >&2; exit 2; }
	libs=$chroot_dir/lib/x86_64-linux-gnu:$chroot_dir/usr/lib/x86_64-linux-gnu
	# usr/bin/php is a link through the chroot's /etc/alternatives: take the versioned binary itself.
	chroot_php=$(ls "$chroot_dir"/usr/bin/php[0-9]* 2>/dev/null | grep -E '/php[0-9]+\.[0-9]+$' | sort -V | tail -n1)
	[ -n "$chroot_php" ] || { echo "callgrind.sh: no usr/bin/phpX.Y in $chroot_dir" >&2; exit 2; }
	php_cmd=("$loader" --library-path "$libs" "$chroot_php")
	# PHP 8.5 has OPcache built in: no opcache.so.
	opcache=$(ls "$chroot_dir"/usr/lib/php/*/opcache.so 2>/dev/null | head -n1) || true
	ctype=$(ls "$chroot_dir"/usr/lib/php/*/ctype.so 2>/dev/null | head -n1) || true
else
	php_cmd=("$php")
	ctype=ctype
fi
php_args=(-n -d memory_limit=-1)
# ctype_digit() is one of issue 10's callbacks: load ctype when it is a shared extension.
if [ "$("${php_cmd[@]}" -n -r 'echo (int) extension_loaded("ctype");')" != 1 ] && [ -n "$ctype" ]; then
	php_args+=(-d "extension=$ctype")
fi
php_args+=(-d "extension=$ext")
jit_args=(-d opcache.enable_cli=1 -d opcache.jit=$jit_mode -d opcache.jit_buffer_size=64M)
if [ "$("${php_cmd[@]}" -n -r 'echo (int) extension_loaded("Zend OPcache");')" != 1 ] && [ -n "$opcache" ]; then
	jit_args=(-d "zend_extension=$opcache" "${jit_args[@]}")
fi
phpver=$("${php_cmd[@]}" -n -r 'echo PHP_VERSION;')
engine=$("${php_cmd[@]}" "${php_args[@]}" -r '$f = function_exists("array_any") ? (new ReflectionFunction("array_any"))->getExtensionName() : ""; echo in_array($f, ["standard", "Core"], true) ? 1 : 0;')
if [ "$jit" = 1 ] && [ "$("${php_cmd[@]}" "${php_args[@]}" "${jit_args[@]}" -r 'echo (int) (opcache_get_status(false)["jit"]["on"] ?? 0);' 2>/dev/null)" != 1 ]; then
	echo "callgrind.sh: opcache's JIT does not come on with ${jit_args[*]}; no JIT columns" >&2
	jit=0
fi

# ir CASE CONTENDER MODE(base|walk) JIT(0|1): total instructions of one run into $out/cg.CASE.WHO.MODE.jitJ.ir;
# the callgrind file stays in $out.
ir() {
	local file=$out/cg.$1.$2.$3.jit$4 extra=() vg=()
	if [ "$4" = 1 ]; then extra=("${jit_args[@]}"); vg=(--smc-check=all); fi
	valgrind --tool=callgrind "${vg[@]}" --callgrind-out-file="$file" \
		"${php_cmd[@]}" "${php_args[@]}" "${extra[@]}" "$here/callgrind_case.php" "$1" "$2" "$3" "$n" >"$file.log" 2>&1 \
		|| { cat "$file.log" >&2; echo "callgrind.sh: $1/$2/$3 failed" >&2; return 1; }
	sed -n 's/^summary: *//p' "$file" >"$file.ir"
}

# per CASE CONTENDER JIT: instructions per element, with one decimal (from the runs made below).
per() {
	local base walk
	base=$(cat "$out/cg.$1.$2.base.jit$3.ir")
	walk=$(cat "$out/cg.$1.$2.walk.jit$3.ir")
	awk -v b="$base" -v w="$walk" -v n="$n" 'BEGIN { printf "%.1f", (w - b) / n }' | tee -a "$out/ir.tsv.tmp"
	printf '\t%s\t%s\t%s\n' "$1" "$2" "$3" >>"$out/ir.tsv.tmp"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }

declare -A label=(
	[none]='no callback, packed ints: `all($xs)`'
	[closure]='closure, packed ints: `any($xs, $f)`'
	[is_string]="internal function, packed strings: \`all(\$xs, 'is_string')\`"
	[value_key]='(value, key) closure, packed ints: `any($xs, $f, ARRAY_FILTER_USE_BOTH)`'
	[gen_none]='no callback, generator: `all($gen)`'
	[gen_closure]='closure, generator: `any($gen, $f)`'
	[gen_value_key]='(value, key) closure, generator: `any($gen, $f, ARRAY_FILTER_USE_BOTH)`'
	[closures3]='three closures in turn, packed ints (three walks): `any($xs, $f1) || any($xs, $f2) || any($xs, $f3)`'
)
legacy=(none closure is_string value_key gen_none gen_closure gen_value_key)
forms=(is_int is_int_fcc is_string is_null is_numeric trim ctype_digit strlen closure)
kinds=(packed hash ArrayIterator generator)
issue10=()
for f in "${forms[@]}"; do for k in "${kinds[@]}"; do issue10+=("$f@$k"); done; done
case "$cases_opt" in
	all) cases=("${legacy[@]}" "${issue10[@]}") ;;
	legacy) cases=("${legacy[@]}") ;;
	issue10) cases=(none gen_none "${issue10[@]}") ;;
	*) IFS=, read -r -a cases <<<"$cases_opt" ;;
esac
want() { [[ ",$who_opt," == *",$1,"* ]]; }
# contenders CASE: the contenders measured for CASE.
contenders() {
	local w=()
	want iterpred && w+=(iterpred)
	want userland && w+=(userland)
	if want engine && [ "$engine" = 1 ] && { [ "$1" = closure ] || [ "$1" = value_key ]; }; then w+=(engine); fi
	echo "${w[@]}"
}
jits=(0)
if [ "$jit" = 1 ]; then jits=(0 1); fi

# Every run, $jobs at a time.
running=0
for c in "${cases[@]}"; do
	for who in $(contenders "$c"); do
		for j in "${jits[@]}"; do
			for mode in base walk; do
				ir "$c" "$who" "$mode" "$j" &
				running=$((running + 1))
				if [ "$running" -ge "$jobs" ]; then
					wait -n || { echo "callgrind.sh: a run failed" >&2; wait; exit 1; }
					running=$((running - 1))
				fi
			done
		done
	done
done
while [ "$running" -gt 0 ]; do
	wait -n || { echo "callgrind.sh: a run failed" >&2; wait; exit 1; }
	running=$((running - 1))
done

# cell CASE WHO JIT: the figure, or "-" when WHO was not measured.
cell() {
	if [ -f "$out/cg.$1.$2.walk.jit$3.ir" ]; then per "$1" "$2" "$3"; else printf -- -; fi
}
ratio_cell() { if [ "$1" = - ] || [ "$2" = - ]; then printf -- -; else ratio "$1" "$2"; fi; }
# versus CASE OTHER JIT: the cells " iterpred-or-OTHER | ratio |" of OTHER against iterpred; with OTHER
# userland, the iterpred cell first: " iterpred | userland | userland / iterpred |".
versus() {
	local it other
	it=$(cell "$1" iterpred "$3")
	other=$(cell "$1" "$2" "$3")
	if [ "$2" = userland ]; then printf ' %s | %s | %s |' "$it" "$other" "$(ratio_cell "$other" "$it")"
	else printf ' %s | %s |' "$other" "$(ratio_cell "$other" "$it")"; fi
}

# table_head ENGINE: the header and separator of a table whose rows versus() makes: iterpred against the
# userland loop, and against the engine's array_any() when ENGINE is 1; then the same under the JIT.
table_head() {
	local head="| case |" sep="|------|" prefix title prefixes=("") titles
	[ "$jit" = 1 ] && prefixes+=("$jl ")
	for prefix in "${prefixes[@]}"; do
		titles=(iterpred "userland loop" "userland / iterpred")
		[ "$1" = 1 ] && titles+=("engine \`array_any\`" "engine / iterpred")
		for title in "${titles[@]}"; do
			head="$head $prefix$title |"
			sep="$sep------:|"
		done
	done
	echo "$head"
	echo "$sep"
}

is_legacy() { [[ " ${legacy[*]} " == *" $1 "* ]]; }
any_legacy=0
any_forms=0
for c in "${cases[@]}"; do
	if is_legacy "$c"; then any_legacy=1; else any_forms=1; fi
done

if [ "$any_legacy" = 1 ]; then
	echo "### Instructions per element (callgrind, PHP $phpver, $n elements, no hit)"
	echo
	echo "Walk minus baseline, divided by the element count; fewer is better. The userland loop is the inline"
	echo "\`foreach\` with early return calling the same callback (\`\$f(\$v)\`, or \`\$fn(\$v)\` with \`\$fn = 'is_string'\`)."
	echo
	table_head "$engine"
	for c in "${cases[@]}"; do
		is_legacy "$c" || continue
		row="| ${label[$c]} |$(versus "$c" userland 0)"
		[ "$engine" = 1 ] && row="$row$(versus "$c" engine 0)"
		[ "$jit" = 1 ] && row="$row$(versus "$c" userland 1)"
		[ "$jit" = 1 ] && [ "$engine" = 1 ] && row="$row$(versus "$c" engine 1)"
		echo "$row"
	done
fi

if [ "$any_forms" = 1 ]; then
	[ "$any_legacy" = 1 ] && echo
	echo "### Issue 10's callback forms: instructions per element (callgrind, PHP $phpver, $n elements, no hit)"
	echo
	echo "FORM@KIND as in bench/forms.php. The userland loop is the one a user writes for the form: the check written"
	echo "inline for engine predicates (is_int, is_string, is_null compile to a type-check opcode; is_numeric is a direct"
	echo "internal call), the function called by name for other internal functions (strlen compiles to an opcode), the"
	echo "same closure called for closures. \"-\" = not measured in this run (--who)."
	echo
	table_head 0
	for c in "${cases[@]}"; do
		is_legacy "$c" && continue
		row="| \`$c\` |$(versus "$c" userland 0)"
		[ "$jit" = 1 ] && row="$row$(versus "$c" userland 1)"
		echo "$row"
	done
fi

# Machine-readable copy for bench/report.php: "Ir/element<TAB>case<TAB>contender<TAB>jit(0|1)".
{ echo "# php=$phpver n=$n"; cat "$out/ir.tsv.tmp"; } >"$out/ir.tsv"
rm -f "$out/ir.tsv.tmp"

if [ "$breakdown" = 1 ] && [ "$any_legacy" = 1 ] && want iterpred && want userland; then
	for c in closure is_string gen_closure; do
		[ -f "$out/cg.$c.iterpred.walk.jit0" ] || continue
		whos=(iterpred userland)
		if [ "$engine" = 1 ] && [ "$c" = closure ]; then whos+=(engine); fi
		for who in "${whos[@]}"; do
			echo
			echo "#### Where the instructions go: ${label[$c]}, $who, JIT off"
			echo
			echo "| function (self cost) | Ir/element |"
			echo "|----------------------|-----------:|"
			php -n "$here/cg_breakdown.php" "$out/cg.$c.$who.base.jit0" "$out/cg.$c.$who.walk.jit0" "$n" 8
		done
	done
fi
