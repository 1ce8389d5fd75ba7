#!/usr/bin/env bash
# Instructions per element, iterpred vs the userland foreach loop, from valgrind --tool=callgrind.
# Instruction counts do not depend on what else the machine runs, unlike times.
#
#   bash bench/callgrind.sh --ext=PATH/iterpred.so [--php=BIN | --chroot=DIR] [--n=100000] [--out=DIR] [--jit] [--breakdown]
#
# --chroot=DIR runs the PHP of a Debian chroot (e.g. /opt/iterpred-php/chroot-8.4, see .ci/chroot-php.sh)
# under the host's valgrind, through the chroot's own dynamic loader and libraries (no chroot(2) call, so
# nothing needs to be installed in it); --ext is then an iterpred.so built against that PHP.
#
# For each case, each contender runs twice under callgrind (bench/callgrind_case.php): "base" builds the
# N-element input and warms up on a 1,000-element one; "walk" does the same and then walks the N elements.
# (walk - base) / N is the contender's instructions per element. PHP runs with -n (no ini files), so the
# numbers do not depend on the machine's php.ini; --jit adds columns with opcache's tracing JIT on
# (valgrind --smc-check=all, needed for JIT-generated code). --breakdown adds per-function tables
# (callgrind_annotate, self cost, walk minus base) for the closure, is_string and generator cases.
# Prints markdown on stdout; the callgrind files stay in --out (default bench/out/callgrind), with ir.tsv
# (Ir/element, case, contender, jit) for bench/report.php.
set -euo pipefail
shopt -s inherit_errexit

here=$(cd "$(dirname "$0")" && pwd)
php=php
chroot_dir=
ext=
n=100000
out=$here/out/callgrind
jit=0
breakdown=0
for arg in "$@"; do
	case "$arg" in
		--ext=*) ext=${arg#*=} ;;
		--php=*) php=${arg#*=} ;;
		--chroot=*) chroot_dir=${arg#*=} ;;
		--n=*) n=${arg#*=} ;;
		--out=*) out=${arg#*=} ;;
		--jit) jit=1 ;;
		--breakdown) breakdown=1 ;;
		*) echo "callgrind.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done
[ -n "$ext" ] && [ -f "$ext" ] || { echo "callgrind.sh: --ext=PATH/iterpred.so is required (got '$ext')" >&2; exit 2; }
command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null \
	|| { echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
mkdir -p "$out"
rm -f "$out/ir.tsv.tmp"

opcache=opcache
if [ -n "$chroot_dir" ]; then
	loader=$chroot_dir/lib64/ld-linux-x86-64.so.2
	[ -x "$loader" ] || { echo "callgrind.sh: no dynamic loader in $chroot_dir" >&2; exit 2; }
	libs=$chroot_dir/lib/x86_64-linux-gnu:$chroot_dir/usr/lib/x86_64-linux-gnu
	# usr/bin/php is a link through the chroot's /etc/alternatives: take the versioned binary itself.
	chroot_php=$(ls "$chroot_dir"/usr/bin/php[0-9]* 2>/dev/null | grep -E '/php[0-9]+\.[0-9]+$' | sort -V | tail -n1)
	[ -n "$chroot_php" ] || { echo "callgrind.sh: no usr/bin/phpX.Y in $chroot_dir" >&2; exit 2; }
	php_cmd=("$loader" --library-path "$libs" "$chroot_php")
	opcache=$(ls "$chroot_dir"/usr/lib/php/*/opcache.so 2>/dev/null | head -n1)
	[ -n "$opcache" ] || opcache=none
else
	php_cmd=("$php")
fi
php_args=(-n -d memory_limit=-1 -d "extension=$ext")
jit_args=(-d "zend_extension=$opcache" -d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M)
phpver=$("${php_cmd[@]}" -n -r 'echo PHP_VERSION;')
engine=$("${php_cmd[@]}" "${php_args[@]}" -r '$f = function_exists("array_any") ? (new ReflectionFunction("array_any"))->getExtensionName() : ""; echo in_array($f, ["standard", "Core"], true) ? 1 : 0;')
if [ "$jit" = 1 ] && [ "$("${php_cmd[@]}" "${php_args[@]}" "${jit_args[@]}" -r 'echo (int) (opcache_get_status(false)["jit"]["on"] ?? 0);' 2>/dev/null)" != 1 ]; then
	echo "callgrind.sh: opcache's JIT does not come on with ${jit_args[*]}; no JIT columns" >&2
	jit=0
fi

# ir CASE CONTENDER MODE(base|walk) JIT(0|1): total instructions of one run; the file stays in $out.
ir() {
	local file=$out/cg.$1.$2.$3.jit$4 extra=() vg=()
	if [ "$4" = 1 ]; then extra=("${jit_args[@]}"); vg=(--smc-check=all); fi
	valgrind --tool=callgrind "${vg[@]}" --callgrind-out-file="$file" \
		"${php_cmd[@]}" "${php_args[@]}" "${extra[@]}" "$here/callgrind_case.php" "$1" "$2" "$3" "$n" >"$file.log" 2>&1 \
		|| { cat "$file.log" >&2; echo "callgrind.sh: $1/$2/$3 failed" >&2; exit 1; }
	sed -n 's/^summary: *//p' "$file"
}

# per CASE CONTENDER JIT: instructions per element, with one decimal.
per() {
	local base walk
	base=$(ir "$1" "$2" base "$3")
	walk=$(ir "$1" "$2" walk "$3")
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
)
cases=(none closure is_string value_key gen_none gen_closure gen_value_key)

echo "### Instructions per element (callgrind, PHP $phpver, $n elements, no hit)"
echo
echo "Walk minus baseline, divided by the element count; fewer is better. The userland loop is the inline"
echo "\`foreach\` with early return calling the same callback (\`\$f(\$v)\`, or \`\$fn(\$v)\` with \`\$fn = 'is_string'\`)."
echo
head="| case | iterpred | userland loop | userland / iterpred |"
sep="|------|---------:|--------------:|--------------------:|"
if [ "$engine" = 1 ]; then head="$head engine \`array_any\` | engine / iterpred |"; sep="$sep------:|------:|"; fi
if [ "$jit" = 1 ]; then head="$head JIT: iterpred | JIT: userland | JIT: userland / iterpred |"; sep="$sep------:|------:|------:|"; fi
if [ "$jit" = 1 ] && [ "$engine" = 1 ]; then head="$head JIT: engine \`array_any\` | JIT: engine / iterpred |"; sep="$sep------:|------:|"; fi
echo "$head"
echo "$sep"
for c in "${cases[@]}"; do
	it=$(per "$c" iterpred 0)
	us=$(per "$c" userland 0)
	row="| ${label[$c]} | $it | $us | $(ratio "$us" "$it") |"
	has_engine=0
	if [ "$engine" = 1 ]; then
		if [ "$c" = closure ] || [ "$c" = value_key ]; then
			has_engine=1
			en=$(per "$c" engine 0)
			row="$row $en | $(ratio "$en" "$it") |"
		else
			row="$row - | - |"
		fi
	fi
	if [ "$jit" = 1 ]; then
		itj=$(per "$c" iterpred 1)
		usj=$(per "$c" userland 1)
		row="$row $itj | $usj | $(ratio "$usj" "$itj") |"
		if [ "$engine" = 1 ]; then
			if [ "$has_engine" = 1 ]; then
				enj=$(per "$c" engine 1)
				row="$row $enj | $(ratio "$enj" "$itj") |"
			else
				row="$row - | - |"
			fi
		fi
	fi
	echo "$row"
done

# Machine-readable copy for bench/report.php: "Ir/element<TAB>case<TAB>contender<TAB>jit(0|1)".
{ echo "# php=$phpver n=$n"; cat "$out/ir.tsv.tmp"; } >"$out/ir.tsv"
rm -f "$out/ir.tsv.tmp"

if [ "$breakdown" = 1 ]; then
	for c in closure is_string gen_closure; do
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
