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
# The setup, the cached copy and the steps shared with the other composer leg: .ci/composer-leg.sh.
# Exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/composer-leg.sh
composer_leg rector rector

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

if step "composer install (rector/composer.json)" install_vendor rector; then
	step "PHPUnit: Rector fixtures" run_phpunit
	# Rector run by a PHP that has iterpred: the same rewrites.
	step "PHPUnit again, iterpred loaded" run_phpunit -d extension="$ext"
	step "PHPStan on the rules' own code" self_analysis
fi
step "rewritten fixtures behave as the loops, iterpred" alike -d extension="$ext" tests/fixtures-behave-alike.php
step "rewritten fixtures behave as the loops, polyfill" alike tests/fixtures-behave-alike.php --polyfill="$repo/polyfill/iterpred.php"
step "behave-alike catches wrong rewrites" alike_catches_mismatches

composer_leg_result
