#!/usr/bin/env bash
# What `pie install iterpred/iterpred` does with composer.json, as far as it can be done offline
# (PIE itself is not on the registries this project reaches): PIE unpacks the tagged tree, runs
# phpize, ./configure with only the flags the user passed out of php-ext.configure-options, make,
# and installs a module named php-ext.extension-name. This script does that in a copy of the tree
# (tracked and new files), once with no flag and once with every flag, and checks that each
# configure option is one ./configure knows, that the module is <extension-name>.so, loads under
# that name, and reports PHP_ITERPRED_VERSION. It installs nothing. Exits non-zero on any failure.
#
#   bash .ci/pie-build-check.sh [--php-config=PATH]
# shellcheck disable=SC2016  # the php -r snippets are PHP, single-quoted on purpose
set -euo pipefail

php_config=php-config
for arg in "$@"; do
	case "$arg" in
		--php-config=*) php_config=${arg#*=} ;;
		*) echo "pie-build-check.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done
php_config=$(command -v "$php_config")
phpize=$(dirname "$php_config")/$(basename "$php_config" | sed 's/php-config/phpize/')
php_bin=$("$php_config" --php-binary)

src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
	echo "pie-build-check.sh: FAIL: $*" >&2
	exit 1
}

read -r name options < <(php -r '$c = json_decode(file_get_contents($argv[1]), true, 512, JSON_THROW_ON_ERROR);
	$opts = [];
	foreach ($c["php-ext"]["configure-options"] ?? [] as $o) {
		$opts[] = "--" . $o["name"] . (!empty($o["needs-value"]) ? "=yes" : "");
	}
	echo $c["php-ext"]["extension-name"] ?? substr($c["name"], strpos($c["name"], "/") + 1), " ", implode(" ", $opts), "\n";' \
	"$src/composer.json")
version=$(sed -n 's/^#define PHP_ITERPRED_VERSION "\(.*\)"/\1/p' "$src/php_iterpred.h")
echo "== composer.json: extension $name, configure options: ${options:-none}"

build() {
	local label=$1 dir=$work/$1
	shift
	mkdir "$dir"
	(cd "$src" && git ls-files -z --cached --others --exclude-standard | tar cf - --null -T -) | (cd "$dir" && tar xf -)
	(
		cd "$dir"
		"$phpize" >build.log 2>&1
		if [ "$label" = flags ]; then
			./configure --help >configure-help.txt
			for option in "$@"; do
				grep -q -- "^ *${option%%=*}\b" configure-help.txt || { echo "./configure does not know ${option%%=*}"; exit 1; }
			done
		fi
		./configure --with-php-config="$php_config" "$@" >>build.log 2>&1
		make -j"$(nproc)" >>build.log 2>&1
	) || { tail -n 30 "$dir/build.log"; fail "build with ${*:-no flags}"; }
	local so=$dir/modules/$name.so
	[ -f "$so" ] || fail "./configure ${*:-(no flags)} built no modules/$name.so: PIE would install nothing"
	local got
	got=$("$php_bin" -n -d extension="$so" -r 'echo extension_loaded($argv[1]) ? phpversion($argv[1]) : "not loaded";' "$name")
	[ "$got" = "$version" ] || fail "modules/$name.so built with ${*:-no flags}: extension '$name' gives '$got', expected $version"
	echo "./configure ${*:-(no flags)}: modules/$name.so loads as '$name' $got"
}

echo "== pie install $(php -r 'echo json_decode(file_get_contents($argv[1]))->name;' "$src/composer.json") (no flags)"
build plain
if [ -n "$options" ]; then
	echo "== pie install ... $options"
	# shellcheck disable=SC2086  # one word per option
	build flags $options
fi
echo "pie-build-check: ok"
