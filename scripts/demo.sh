#!/usr/bin/env bash
# Builds iterpred in the source tree and runs every example in examples/ with it loaded.
set -euo pipefail
cd "$(dirname "$0")/.."
ext=$(bash scripts/build.sh | tail -n1)
for example in examples/*.php; do
	echo "== $example"
	php -d extension="$ext" "$example"
done
