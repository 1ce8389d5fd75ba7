#!/usr/bin/env bash
# Code coverage with the real drivers: Debian's php8.2-pcov and php8.2-xdebug, each loaded in turn
# (-n: nothing else), run the tests that compare the lines a coverage run reports for closure bodies
# with the foreach loop calling them and with iterpred.call_free=0 (issue 24). Those tests skip where
# their driver is missing: here each must pass, not skip. Installs the two packages when they are missing, and keeps them out
# of the system PHP's default ini (Xdebug loaded everywhere would slow down and change other legs).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
ext_dir=$(php-config --extension-dir)

if [ ! -f "$ext_dir/pcov.so" ] || [ ! -f "$ext_dir/xdebug.so" ]; then
	bash "$src/scripts/apt-install.sh" php8.2-pcov php8.2-xdebug
	! command -v phpdismod >/dev/null || phpdismod -v 8.2 -s ALL pcov xdebug
fi

work=$(mktemp -d /tmp/iterpred-coverage.XXXXXX)
trap 'rm -rf "$work"' EXIT
ext=$(bash "$src/scripts/build.sh" --dir="$work/build")
# Each test and how its driver is loaded to print its version (one at a time: together they crash).
declare -A tests=([closure_coverage_pcov_same_as_the_call.phpt]='-d extension=pcov'
	[closure_coverage_xdebug_same_as_the_call.phpt]='-d zend_extension=xdebug')

status=0
for t in "${!tests[@]}"; do
	log=$work/${t%.phpt}.log
	NO_INTERACTION=1 TEST_PHP_EXECUTABLE=$(command -v php) php -n "$work/build/run-tests.php" -n -q --no-color --show-diff \
		-d extension="$ext" "$work/build/tests/$t" >"$log" 2>&1 || true
	if grep -qE '^Tests passed +: +1 ' "$log"; then
		# shellcheck disable=SC2086  # the option and its value
		echo "PASS $t ($(php -n ${tests[$t]} -r 'echo implode(" ", array_filter([phpversion("pcov") ? "pcov " . phpversion("pcov") : "", phpversion("xdebug") ? "Xdebug " . phpversion("xdebug") : ""]));'))"
	else
		echo "== $t did not pass:"
		cat "$log"
		status=1
	fi
done
exit $status
