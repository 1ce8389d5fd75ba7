#!/usr/bin/env bash
# CI leg for rector/, the Rector rules: their PHPUnit tests (AbstractRectorTestCase fixtures, with
# the Rector and PHPUnit versions pinned in rector/composer.json), PHPStan on their code, then every
# rewritten fixture run against its original on sample inputs, with a freshly built iterpred and
# with the polyfill (rector/tests/fixtures-behave-alike.php), and that script shown to catch wrong
# rewrites.
#
#   bash .ci/rector.sh
#
# On a fresh Debian 12, as root: installs PHP 8.2, composer and what PHPUnit needs when missing.
# Composer's cache and the installed vendor/ live under /opt/iterpred-cache/rector, never in this
# clone: the tests run in a copy of rector/ there, whose vendor/ is kept while rector/composer.json
# is unchanged (a warm run does not touch Packagist).
# Exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
cache=${ITERPRED_CACHE:-/opt/iterpred-cache}/rector

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

build_dir=$(mktemp -d /tmp/iterpred-rector.XXXXXX)
trap 'rm -rf "$build_dir"' EXIT
echo "::: building iterpred"
ext=$(bash scripts/build.sh --dir="$build_dir" | tail -n1)
[ -f "$ext" ] || { echo "rector.sh: build gave no extension ($ext)" >&2; exit 1; }
echo "$ext"

# One run at a time uses the cached copy.
mkdir -p "$cache"
exec 9>"$cache/lock"
flock 9

# A fresh copy of the sources (tracked and new files, as scripts/build.sh takes them), the cached
# vendor/ moved back in.
work=$cache/work
if [ -d "$work/rector/vendor" ]; then
	rm -rf "$cache/vendor"
	mv "$work/rector/vendor" "$cache/vendor"
fi
rm -rf "$work"
mkdir -p "$work"
git ls-files -z --cached --others --exclude-standard -- rector | tar cf - --null -T - | tar xf - -C "$work"
[ -d "$cache/vendor" ] && mv "$cache/vendor" "$work/rector/vendor"

install_vendor() {
	local sum
	sum=$(sha256sum "$work/rector/composer.json" | cut -d' ' -f1)
	export COMPOSER_CACHE_DIR=$cache/composer-cache COMPOSER_ALLOW_SUPERUSER=1
	if [ -f "$work/rector/vendor/autoload.php" ] && [ "$(cat "$cache/composer.json.sha256" 2>/dev/null)" = "$sum" ]; then
		composer --working-dir="$work/rector" dump-autoload --no-interaction --quiet
	else
		rm -f "$cache/composer.json.sha256"
		composer --working-dir="$work/rector" update --no-interaction --no-progress
		echo "$sum" >"$cache/composer.json.sha256"
	fi
	"$work/rector/vendor/bin/rector" --version
	"$work/rector/vendor/bin/phpunit" --version
}

self_analysis() {
	(cd "$work/rector" && php -d memory_limit=1G vendor/bin/phpstan analyse --no-progress --configuration=phpstan.neon.dist)
}

run_phpunit() {
	(cd "$work/rector" && php "$@" vendor/bin/phpunit --no-progress)
}

alike() {
	(cd "$work/rector" && php "$@")
}

# Each of the wrong rewrites in tests/behave-alike-selftest/ must be caught, and the run must fail.
alike_catches_mismatches() {
	local out rc=0 fixture
	out=$(cd "$work/rector" && php -d extension="$ext" tests/fixtures-behave-alike.php --fixtures='tests/behave-alike-selftest/*.php.inc') || rc=$?
	echo "caught $(grep -c '^FAIL ' <<<"$out") mismatching cases (of the wrong rewrites)"
	[ "$rc" = 1 ] || return 1
	for fixture in "$work"/rector/tests/behave-alike-selftest/*.php.inc; do
		grep -q "^FAIL .*/$(basename "$fixture") " <<<"$out" || { echo "not caught: $(basename "$fixture")"; return 1; }
	done
}

if step "composer install (rector/composer.json)" install_vendor; then
	step "PHPUnit: Rector fixtures" run_phpunit
	# Rector run by a PHP that has iterpred: the same rewrites.
	step "PHPUnit again, iterpred loaded" run_phpunit -d extension="$ext"
	step "PHPStan on the rules' own code" self_analysis
fi
step "rewritten fixtures behave as the loops, iterpred" alike -d extension="$ext" tests/fixtures-behave-alike.php
step "rewritten fixtures behave as the loops, polyfill" alike tests/fixtures-behave-alike.php --polyfill="$repo/polyfill/iterpred.php"
step "behave-alike catches wrong rewrites" alike_catches_mismatches

echo
if [ ${#failed[@]} -gt 0 ]; then
	echo "rector.sh: FAILED: ${failed[*]}"
	exit 1
fi
echo "rector.sh: all passed"
