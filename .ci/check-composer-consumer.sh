#!/usr/bin/env bash
# What a project that requires "ext-iterpred" sees through composer, offline:
#   1. composer validate --strict on composer.json (PIE's package) and on the consumer project;
#   2. `composer check-platform-reqs` on tests/composer-consumer passes with iterpred loaded,
#      fails naming ext-iterpred without it, and fails when the constraint excludes this version.
#
#   bash .ci/check-composer-consumer.sh [--extension=PATH]   default: build iterpred afresh
#   bash .ci/check-composer-consumer.sh --system             iterpred is enabled in the system
#                                                                PHP's ini (pecl-install-check.sh)
#   bash .ci/check-composer-consumer.sh --splits             instead: the packages iterpred/polyfill
#                                                                and iterpred/phpstan-iterpred as
#                                                                RELEASE.md publishes them (below)
#
# --splits: in a clone of the committed tree (outside it), tagged PHP_ITERPRED_VERSION as RELEASE.md
# tags it, `git subtree split` of polyfill/ and of phpstan/ (twice: the same commit each time, as
# RELEASE.md relies on), each split cloned at its tag; each is installed by composer from a path
# repository (version read from the tag, as Packagist does) into an empty project, where it is used
# and its own tests run: the .phpt suite against the installed polyfill (.ci/polyfill-check.sh), and
# the PHPStan extension narrowing a type in the project, then its PHPUnit suite in the installed copy.
# Packagist is reached only for PHPStan's and PHPUnit's packages (cache under /opt/iterpred-cache).
#
# check-platform-reqs judges the PHP that runs composer, so composer is run as
# `php -d extension=iterpred.so $(command -v composer) ...`. It reads a lock file (or vendor/), so
# the consumer is copied to a temporary directory and locked there with Packagist switched off:
# the repository keeps no composer.lock and nothing is downloaded. Exits non-zero on any failure.
# shellcheck disable=SC2016  # the php -r snippets are PHP, single-quoted on purpose
set -euo pipefail

extension=
system=0
splits=0
for arg in "$@"; do
	case "$arg" in
		--extension=*) extension=$(realpath "${arg#*=}") ;;
		--system) system=1 ;;
		--splits) splits=1 ;;
		*) echo "check-composer-consumer.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done

src=$(cd "$(dirname "$0")/.." && pwd)
composer=$(command -v composer) || { echo "check-composer-consumer.sh: composer not found (apt-get install composer)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# As root (CI, a pristine root) composer would warn about it on every call; the projects here have no plugins.
export COMPOSER_NO_INTERACTION=1 COMPOSER_ALLOW_SUPERUSER=1

fail() {
	echo "check-composer-consumer.sh: FAIL: $*" >&2
	exit 1
}

# --- --splits: the packages of polyfill/ and phpstan/, published as RELEASE.md says -----------
split_packages() {
	local version repo prefix split again name project out
	version=$(sed -n 's/^#define PHP_ITERPRED_VERSION "\(.*\)"/\1/p' "$src/php_iterpred.h")
	git -C "$src" diff --quiet HEAD -- polyfill phpstan \
		|| echo "note: changes under polyfill/ or phpstan/ that are not committed are not in the splits"
	repo=$work/iterpred
	git clone --quiet --no-local "$src" "$repo"
	git -C "$repo" rev-parse -q --verify "refs/tags/$version" >/dev/null || git -C "$repo" tag "$version"
	echo "== release $version: $(git -C "$repo" log -1 --format='%h %s' "$version" | cut -c1-100)"
	export COMPOSER_CACHE_DIR=${ITERPRED_CACHE:-/opt/iterpred-cache}/phpstan-extension/composer-cache COMPOSER_ALLOW_SUPERUSER=1
	for prefix in polyfill phpstan; do
		echo "== git subtree split --prefix=$prefix -b $prefix-split $version"
		split=$(cd "$repo" && git subtree split -q --prefix="$prefix" -b "$prefix-split" "$version")
		again=$(cd "$repo" && git subtree split -q --prefix="$prefix" "$version")
		[ "$split" = "$again" ] || fail "git subtree split of $prefix/ gave $split, then $again: not deterministic"
		echo "$split ($(git -C "$repo" rev-list --count "$split") commits; the same commit when split again)"
		git clone --quiet --no-tags -b "$prefix-split" "$repo" "$work/split-$prefix"
		git -C "$work/split-$prefix" tag "$version"
		git -C "$work/split-$prefix" checkout --quiet "$version"
		find "$work/split-$prefix" -mindepth 1 -maxdepth 1 ! -name .git -printf '%f '; echo
		name=$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["name"];' "$work/split-$prefix/composer.json")

		project=$work/project-$prefix
		mkdir "$project"
		php -r '$repos = [["type" => "path", "url" => $argv[1], "options" => ["symlink" => false]]];
			if ($argv[4] === "polyfill") { $repos[] = ["packagist.org" => false]; }
			file_put_contents($argv[5] . "/composer.json", json_encode(["name" => "release-check/" . $argv[4],
				"type" => "project", "license" => "MIT", "repositories" => $repos,
				"require" => [$argv[2] => $argv[3]]], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");' \
			"$work/split-$prefix" "$name" "$version" "$prefix" "$project"
		echo "== an empty project requires $name $version from the split (path repository)"
		(cd "$project" && "$composer" install --no-progress --quiet) || fail "composer install of $name $version"
		out=$(cd "$project" && "$composer" show --no-ansi "$name")
		grep -E '^(name|versions)' <<<"$out"
		grep -Eq "^versions : \* $version\$" <<<"$out" || fail "composer installed $name, but not as $version"

		if [ "$prefix" = polyfill ]; then
			echo "== the polyfill in the project"
			out=$(cd "$project" && php -n -r 'require "vendor/autoload.php";
				var_dump(extension_loaded("iterpred"), any([0, "", "x"]), Iterpred\all([1, 2], "is_int"), none([]));')
			echo "$out" | tr '\n' ' '; echo
			[ "$out" = "$(printf 'bool(false)\nbool(true)\nbool(true)\nbool(true)')" ] || fail "the installed polyfill answered otherwise"
			echo "== its tests: the .phpt suite against the installed copy"
			# Its status kept apart from the filter's: under pipefail, `... | grep || true` reads `true`'s.
			rc=0
			bash "$src/.ci/polyfill-check.sh" --no-fuzz --polyfill="$project/vendor/iterpred/polyfill/iterpred.php" \
				>"$project/polyfill-check.log" 2>&1 || rc=$?
			grep -E '^(polyfill-check|Tests (passed|failed|skipped)|FAIL)' "$project/polyfill-check.log" || true
			[ "$rc" = 0 ] || fail "the .phpt suite against the installed polyfill"
		else
			echo "== PHPStan in the project, with the installed extension"
			mkdir "$project/src"
			cat >"$project/src/f.php" <<'PHP'
<?php declare(strict_types = 1);

/** @param list<mixed> $xs */
function f(array $xs): void
{
	if (all($xs, 'is_int')) {
		\PHPStan\dumpType($xs);
	}
}
PHP
			printf 'includes:\n    - vendor/iterpred/phpstan-iterpred/extension.neon\nparameters:\n    level: max\n    paths: [src]\n' >"$project/phpstan.neon"
			out=$(cd "$project" && vendor/bin/phpstan analyse --no-progress --error-format=raw --memory-limit=1G 2>&1) || true
			echo "$out"
			grep -q 'Dumped type: list<int>' <<<"$out" || fail "the installed PHPStan extension did not narrow list<mixed> to list<int>"
			echo "== its tests: PHPUnit in the installed copy (its require-dev installed there)"
			(cd "$project/vendor/iterpred/phpstan-iterpred" && "$composer" install --no-progress --quiet \
				&& php vendor/bin/phpunit --no-progress) || fail "the PHPStan extension's tests in the installed copy"
		fi
	done
	echo "check-composer-consumer: splits ok (iterpred/polyfill and iterpred/phpstan-iterpred $version)"
}
if [ "$splits" = 1 ]; then
	split_packages
	exit 0
fi

# --- 1. composer validate --strict ------------------------------------------------------------
# Composer knows the "php-ext" section from 2.7 on; an older one (Debian 12 has 2.5) rejects it as
# an unknown property in strict mode. There the file is validated strictly without that section,
# and the section is checked against PIE's rules with the JSON-schema validator composer bundles.
composer_version=$("$composer" --version --no-ansi 2>/dev/null | sed -n 's/^Composer version \([0-9.]*\).*/\1/p')
echo "== composer $composer_version: validate --strict"
if php -r 'exit(version_compare($argv[1], "2.7.0", ">=") ? 0 : 1);' "$composer_version"; then
	(cd "$src" && "$composer" validate --strict --no-check-lock) || fail "composer validate --strict composer.json"
else
	echo "composer < 2.7 does not know \"php-ext\": validating the rest strictly, php-ext against PIE's rules"
	mkdir "$work/validate"
	php -r '$c = json_decode(file_get_contents($argv[1]), true, 512, JSON_THROW_ON_ERROR);
		unset($c["php-ext"]);
		file_put_contents($argv[2], json_encode($c, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");' \
		"$src/composer.json" "$work/validate/composer.json"
	(cd "$work/validate" && "$composer" validate --strict --no-check-lock) || fail "composer validate --strict composer.json (without php-ext)"
	cat >"$work/php-ext-schema.json" <<'EOF'
{
    "type": "object",
    "required": ["type", "php-ext"],
    "properties": {
        "type": {"enum": ["php-ext", "php-ext-zend"]},
        "php-ext": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "extension-name": {"type": "string", "pattern": "^[A-Za-z][a-zA-Z0-9_]+$"},
                "priority": {"type": "integer", "minimum": 10, "maximum": 99},
                "support-zts": {"type": "boolean"},
                "support-nts": {"type": "boolean"},
                "build-path": {"type": ["string", "null"]},
                "download-url-method": {"type": ["string", "array"]},
                "os-families": {"type": "array", "minItems": 1, "items": {"enum": ["windows", "bsd", "darwin", "solaris", "linux", "unknown"]}},
                "os-families-exclude": {"type": "array", "minItems": 1, "items": {"enum": ["windows", "bsd", "darwin", "solaris", "linux", "unknown"]}},
                "configure-options": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["name"],
                        "properties": {
                            "name": {"type": "string", "pattern": "^[a-zA-Z0-9][a-zA-Z0-9-_]*$"},
                            "needs-value": {"type": "boolean"},
                            "description": {"type": "string"}
                        }
                    }
                }
            }
        }
    }
}
EOF
	# Composer's own autoloader brings justinrainbow/json-schema, as composer validate uses it:
	# Debian's composer keeps it in /usr/share/php, a composer.phar inside the phar.
	autoload=$(dirname "$(realpath "$composer")")/../share/php/Composer/autoload.php
	[ -f "$autoload" ] || autoload=phar://$(realpath "$composer")/vendor/autoload.php
	php -r 'require $argv[1];
		$data = json_decode(file_get_contents($argv[2]));
		$v = new JsonSchema\Validator();
		$v->validate($data, json_decode(file_get_contents($argv[3])));
		foreach ($v->getErrors() as $e) { fwrite(STDERR, "composer.json php-ext: {$e["property"]}: {$e["message"]}\n"); }
		if (!$v->isValid()) { exit(1); }
		echo "./composer.json php-ext is valid for PIE\n";' \
		"$autoload" "$src/composer.json" "$work/php-ext-schema.json" \
		|| fail "composer.json php-ext section"
fi
(cd "$src/tests/composer-consumer" && "$composer" validate --strict --no-check-lock) || fail "composer validate --strict tests/composer-consumer/composer.json"

# --- 2. check-platform-reqs ---------------------------------------------------------------------
if [ "$system" = 1 ]; then
	with=(php)
	php -r 'exit(extension_loaded("iterpred") ? 0 : 1);' || fail "--system: iterpred is not enabled in the system PHP"
else
	if [ -z "$extension" ]; then
		extension=$(bash "$src/scripts/build.sh" --dir="$work/build")
	fi
	with=(php -d extension="$extension")
	without=(php)
	php -r 'exit(extension_loaded("iterpred") ? 1 : 0);' \
		|| fail "iterpred is already enabled in the system PHP's ini; cannot show composer without it (use --system)"
fi
version=$("${with[@]}" -r 'echo phpversion("iterpred");')
constraint=$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["require"]["ext-iterpred"];' "$src/tests/composer-consumer/composer.json")
echo "== consumer requires ext-iterpred $constraint; iterpred $version"

consumer=$work/consumer
mkdir "$consumer"
cp "$src/tests/composer-consumer/composer.json" "$consumer/"
(
	cd "$consumer"
	"$composer" config lock true
	"$composer" config repo.packagist false
	"${with[@]}" "$composer" update --no-install --no-audit --quiet
) || fail "could not lock the consumer project"

echo "== with iterpred loaded: composer check-platform-reqs --lock"
out=$(cd "$consumer" && "${with[@]}" "$composer" check-platform-reqs --lock --no-ansi 2>&1) || { echo "$out"; fail "check-platform-reqs failed with iterpred loaded"; }
echo "$out"
grep -Eq "^ext-iterpred +$version +success" <<<"$out" || fail "check-platform-reqs does not report ext-iterpred $version success"

if [ "$system" = 0 ]; then
	echo "== without iterpred: composer check-platform-reqs --lock (must fail, naming ext-iterpred)"
	set +e
	out=$(cd "$consumer" && "${without[@]}" "$composer" check-platform-reqs --lock --no-ansi 2>&1)
	rc=$?
	set -e
	echo "$out"
	[ "$rc" != 0 ] || fail "check-platform-reqs passed without iterpred"
	grep -E '^ext-iterpred +n/a .* missing *$' <<<"$out" | grep -Fq "requires ext-iterpred ($constraint)" \
		|| fail "check-platform-reqs without iterpred does not name ext-iterpred as missing"

	echo "== a constraint this version does not meet (^99.0) must fail too"
	php -r '$c = json_decode(file_get_contents($argv[1]), true);
		$c["require"]["ext-iterpred"] = "^99.0";
		file_put_contents($argv[1], json_encode($c, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");' "$consumer/composer.json"
	(cd "$consumer" && "${with[@]}" "$composer" update --no-install --no-audit --quiet --ignore-platform-req=ext-iterpred) \
		|| fail "could not re-lock the consumer with ^99.0"
	set +e
	out=$(cd "$consumer" && "${with[@]}" "$composer" check-platform-reqs --lock --no-ansi 2>&1)
	rc=$?
	set -e
	echo "$out"
	if [ "$rc" = 0 ] || ! grep -Eq "^ext-iterpred +$version .*failed" <<<"$out"; then
		fail "check-platform-reqs accepted iterpred $version for ^99.0"
	fi
fi
echo "check-composer-consumer: ok"
