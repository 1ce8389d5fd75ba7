#!/usr/bin/env bash
# Analyses examples/ with PHPStan at its strictest level, seeing iterpred only through
# stubs/iterpred.php, as a project that uses the stubs would.
#
#   bash .ci/phpstan.sh [--level=LEVEL] [PATH...]    (default: --level=max examples)
#
# PHPStan is installed once from Packagist into $ITERPRED_TOOLS (default /opt/iterpred-tools),
# outside the repository, pinned to PHPSTAN_VERSION. Exits non-zero on any error PHPStan reports,
# or when PHPStan cannot be installed.
set -euo pipefail

PHPSTAN_VERSION=2.3.5
tools=${ITERPRED_TOOLS:-/opt/iterpred-tools}
level=max
paths=()
for arg in "$@"; do
	case "$arg" in
		--level=*) level=${arg#*=} ;;
		-*) echo "phpstan.sh: unknown option $arg" >&2; exit 2 ;;
		*) paths+=("$(realpath "$arg")") ;;
	esac
done

src=$(cd "$(dirname "$0")/.." && pwd)
[ ${#paths[@]} -gt 0 ] || paths=("$src/examples")

dir=$tools/phpstan-$PHPSTAN_VERSION
phpstan=$dir/vendor/phpstan/phpstan/phpstan
if [ ! -x "$phpstan" ]; then
	echo "phpstan.sh: installing phpstan/phpstan $PHPSTAN_VERSION into $dir"
	rm -rf "$dir"
	mkdir -p "$dir"
	printf '{"require": {"phpstan/phpstan": "%s"}}\n' "$PHPSTAN_VERSION" >"$dir/composer.json"
	# update, not require: it works whether or not composer is set to write a lock file.
	composer --working-dir="$dir" update --no-interaction --no-progress --quiet
fi
"$phpstan" --version

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
	echo 'parameters:'
	echo "    level: $level"
	# The examples feed literal arrays: with PHPDoc types taken as certain, the stubs' generics let
	# PHPStan prove their demo predicates constant ("always true"), which is true of a demo only.
	echo '    treatPhpDocTypesAsCertain: false'
	echo '    paths:'
	for path in "${paths[@]}"; do echo "        - $path"; done
	# scanFiles makes the functions known; stubFiles makes the stubs' types win over reflection.
	echo '    scanFiles:'
	echo "        - $src/stubs/iterpred.php"
	echo '    stubFiles:'
	echo "        - $src/stubs/iterpred.php"
	echo "    tmpDir: $work/cache"
} >"$work/phpstan.neon"

if php -r 'exit(extension_loaded("iterpred") ? 0 : 1);'; then
	echo "phpstan.sh: note: iterpred is loaded in this PHP; PHPStan still takes its types from the stubs"
fi
php -d memory_limit=1G "$phpstan" analyse --no-progress --error-format=table --configuration="$work/phpstan.neon"
