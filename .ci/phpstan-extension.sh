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
# The setup, the cached copy and the steps shared with the other composer leg: .ci/composer-leg.sh.
# Exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/composer-leg.sh
composer_leg phpstan-extension phpstan stubs

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

if step "composer install (phpstan/composer.json)" install_vendor phpstan; then
	step "PHPUnit: type inference and rules" run_phpunit
	# PHPStan run by a PHP that has iterpred: the stubs still win, the results are the same.
	step "PHPUnit again, iterpred loaded" run_phpunit -d extension="$ext"
	step "PHPStan on the extension's own code" self_analysis
fi
step "runtime: tests/data/runtime.php against iterpred" runtime
step "phpstan/stubs/ is generated from stubs/ (scripts/gen-stubs.php --check)" php "$repo/scripts/gen-stubs.php" --check
step "runtime harness catches mismatches" runtime_harness_fails

composer_leg_result
