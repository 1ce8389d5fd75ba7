#!/usr/bin/env bash
# CI leg for phpstan/, the PHPStan extension: its PHPUnit tests (type inference and rules, with the
# PHPStan and PHPUnit versions pinned in phpstan/composer.json), PHPStan on its own code, and the
# data file that runs against a freshly built iterpred (every narrowing asserted is what it does),
# and that phpstan/stubs/iterpred.php is what scripts/gen-stubs.php makes of stubs/iterpred.php.
#
#   bash .ci/phpstan-extension.sh
#
# On a fresh Debian 12, as root: installs PHP 8.2, composer and what PHPUnit needs when missing.
# Composer's cache and the installed vendor/ live under /opt/iterpred-cache/phpstan-extension,
# never in this clone: the tests run in a copy of phpstan/ and stubs/ there, whose vendor/ is kept
# while phpstan/composer.json is unchanged (a warm run does not touch Packagist).
# Exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
cache=${ITERPRED_CACHE:-/opt/iterpred-cache}/phpstan-extension

missing=()
command -v php >/dev/null || missing+=(php8.2-cli)
command -v composer >/dev/null || missing+=(composer)
command -v unzip >/dev/null || missing+=(unzip)
if command -v php >/dev/null; then
	# PHPUnit 11 needs dom, xml, xmlwriter and mbstring.
	php -r 'exit(extension_loaded("dom") && extension_loaded("xmlwriter") ? 0 : 1);' || missing+=(php8.2-xml)
	php -r 'exit(extension_loaded("mbstring") ? 0 : 1);' || missing+=(php8.2-mbstring)
else
	missing+=(php8.2-xml php8.2-mbstring)
fi
if [ ${#missing[@]} -gt 0 ]; then
	bash scripts/apt-install.sh "${missing[@]}"
fi

failed=()
step() {
	local name=$1 t0=$SECONDS
	shift
	echo
	echo "::: $name"
	if "$@"; then
		echo "::: $name passed in $((SECONDS - t0))s"
	else
		echo "::: $name FAILED"
		failed+=("$name")
	fi
}

build_dir=$(mktemp -d /tmp/iterpred-phpstan-ext.XXXXXX)
trap 'rm -rf "$build_dir"' EXIT
echo "::: building iterpred"
ext=$(bash scripts/build.sh --dir="$build_dir" | tail -n1)
[ -f "$ext" ] || { echo "phpstan-extension.sh: build gave no extension ($ext)" >&2; exit 1; }
echo "$ext"

# One run at a time uses the cached copy.
mkdir -p "$cache"
exec 9>"$cache/lock"
flock 9

# A fresh copy of the sources (tracked and new files, as scripts/build.sh takes them), the cached
# vendor/ moved back in.
work=$cache/work
if [ -d "$work/phpstan/vendor" ]; then
	rm -rf "$cache/vendor"
	mv "$work/phpstan/vendor" "$cache/vendor"
fi
rm -rf "$work"
mkdir -p "$work"
git ls-files -z --cached --others --exclude-standard -- phpstan stubs | tar cf - --null -T - | tar xf - -C "$work"
[ -d "$cache/vendor" ] && mv "$cache/vendor" "$work/phpstan/vendor"

install_vendor() {
	local sum
	sum=$(sha256sum "$work/phpstan/composer.json" | cut -d' ' -f1)
	export COMPOSER_CACHE_DIR=$cache/composer-cache COMPOSER_ALLOW_SUPERUSER=1
	if [ -f "$work/phpstan/vendor/autoload.php" ] && [ "$(cat "$cache/composer.json.sha256" 2>/dev/null)" = "$sum" ]; then
		# The classmap of stubs/ and tests/data/ follows the sources.
		composer --working-dir="$work/phpstan" dump-autoload --no-interaction --quiet
	else
		rm -f "$cache/composer.json.sha256"
		composer --working-dir="$work/phpstan" update --no-interaction --no-progress
		echo "$sum" >"$cache/composer.json.sha256"
	fi
	"$work/phpstan/vendor/bin/phpstan" --version
	"$work/phpstan/vendor/bin/phpunit" --version
}

run_phpunit() {
	(cd "$work/phpstan" && php "$@" vendor/bin/phpunit --no-progress)
}

self_analysis() {
	(cd "$work/phpstan" && php -d memory_limit=1G vendor/bin/phpstan analyse --no-progress --configuration=phpstan.neon.dist)
}

runtime() {
	php -d extension="$ext" -d zend.assertions=1 -d assert.exception=1 "$repo/phpstan/tests/data/runtime.php"
}

# The harness must catch a wrong assertion, a line that never runs, a type it cannot read.
runtime_harness_fails() {
	local out rc=0
	out=$(php -d extension="$ext" "$repo/phpstan/tests/runtime-selftest/mismatch.php") || rc=$?
	echo "$out"
	[ "$rc" = 1 ] && [ "$(grep -c '^FAIL ' <<<"$out")" = 3 ]
}

if step "composer install (phpstan/composer.json)" install_vendor; then
	step "PHPUnit: type inference and rules" run_phpunit
	# PHPStan run by a PHP that has iterpred: the stubs still win, the results are the same.
	step "PHPUnit again, iterpred loaded" run_phpunit -d extension="$ext"
	step "PHPStan on the extension's own code" self_analysis
fi
step "runtime: tests/data/runtime.php against iterpred" runtime
step "phpstan/stubs/ is generated from stubs/ (scripts/gen-stubs.php --check)" php "$repo/scripts/gen-stubs.php" --check
step "runtime harness catches mismatches" runtime_harness_fails

echo
if [ ${#failed[@]} -gt 0 ]; then
	echo "phpstan-extension.sh: FAILED: ${failed[*]}"
	exit 1
fi
echo "phpstan-extension.sh: all passed"
