#!/usr/bin/env bash
# Builds iterpred in the source tree and runs every example in examples/ with it loaded; each line
# shows an expression and what it gave. examples/_show.php is their helper, not an example.
set -euo pipefail
cd "$(dirname "$0")/.."
ext=$(bash scripts/build.sh)
for example in examples/*.php; do
	[ "${example#examples/_}" = "$example" ] || continue
	echo "== $example"
	php -d extension="$ext" "$example"
	echo
done
