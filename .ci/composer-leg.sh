# Sourced by the CI legs that run a composer package of this repository (phpstan/, rector/) with
# PHPUnit and PHPStan against a freshly built iterpred: .ci/phpstan-extension.sh, .ci/rector.sh.
# What they share: PHP, composer and what PHPUnit needs installed when missing, `step`, the build,
# and a copy of the package under /opt/iterpred-cache/LEG/work whose vendor/ is kept while the
# package's composer.json is unchanged (a warm run does not touch Packagist).
#
#   source .ci/composer-leg.sh
#   composer_leg LEG PACKAGE [PATH...]   # PACKAGE (and PATHs) copied to $work; sets $ext, $work
#   step "composer install (PACKAGE/composer.json)" install_vendor TOOL   # TOOL: a vendor/bin name
#   composer_leg_result                  # the summary; exits 1 when a step failed
#
# The sourcing script has run `set -euo pipefail` and `cd` to the repository root.

repo=$(pwd)
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

composer_leg() {
	leg=$1 package=$2
	cache=${ITERPRED_CACHE:-/opt/iterpred-cache}/$leg

	local missing=()
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

	build_dir=$(mktemp -d "/tmp/iterpred-$leg.XXXXXX")
	trap 'rm -rf "$build_dir"' EXIT
	echo "::: building iterpred"
	ext=$(bash scripts/build.sh --dir="$build_dir")
	[ -f "$ext" ] || { echo "$leg.sh: build gave no extension ($ext)" >&2; exit 1; }
	echo "$ext"

	# One run at a time uses the cached copy.
	mkdir -p "$cache"
	exec 9>"$cache/lock"
	flock 9

	# A fresh copy of the sources (tracked and new files, as scripts/build.sh takes them), the
	# cached vendor/ moved back in.
	work=$cache/work
	if [ -d "$work/$package/vendor" ]; then
		rm -rf "$cache/vendor"
		mv "$work/$package/vendor" "$cache/vendor"
	fi
	rm -rf "$work"
	mkdir -p "$work"
	git ls-files -z --cached --others --exclude-standard -- "${@:2}" | tar cf - --null -T - | tar xf - -C "$work"
	if [ -d "$cache/vendor" ]; then
		mv "$cache/vendor" "$work/$package/vendor"
	fi
}

install_vendor() {
	local tool=$1 sum
	sum=$(sha256sum "$work/$package/composer.json" | cut -d' ' -f1)
	export COMPOSER_CACHE_DIR=$cache/composer-cache COMPOSER_ALLOW_SUPERUSER=1
	if [ -f "$work/$package/vendor/autoload.php" ] && [ "$(cat "$cache/composer.json.sha256" 2>/dev/null)" = "$sum" ]; then
		# The classmap (stubs, test data) follows the sources.
		composer --working-dir="$work/$package" dump-autoload --no-interaction --quiet
	else
		rm -f "$cache/composer.json.sha256"
		composer --working-dir="$work/$package" update --no-interaction --no-progress
		echo "$sum" >"$cache/composer.json.sha256"
	fi
	"$work/$package/vendor/bin/$tool" --version
	"$work/$package/vendor/bin/phpunit" --version
}

run_phpunit() {
	(cd "$work/$package" && php "$@" vendor/bin/phpunit --no-progress)
}

self_analysis() {
	(cd "$work/$package" && php -d memory_limit=1G vendor/bin/phpstan analyse --no-progress --configuration=phpstan.neon.dist)
}

composer_leg_result() {
	echo
	if [ ${#failed[@]} -gt 0 ]; then
		echo "$leg.sh: FAILED: ${failed[*]}"
		exit 1
	fi
	echo "$leg.sh: all passed"
}
