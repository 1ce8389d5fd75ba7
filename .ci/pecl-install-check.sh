#!/usr/bin/env bash
# The path of a user who runs `pecl install iterpred`, offline, against the system PHP:
#   1. package.xml lists every shipped file and carries PHP_ITERPRED_VERSION (package-xml.php --check);
#   2. `pecl package-validate` says "Validation: 0 error(s)", and `pecl package` makes
#      iterpred-X.Y.Z.tgz in a copy of the tree (tracked and new files, never build output);
#   3. `pecl install ./iterpred-X.Y.Z.tgz` builds and installs it (an earlier install is removed first);
#   4. an ini file in mods-available, enabled with phpenmod as Debian's packages do (elsewhere: an
#      ini in PHP's scan dir), makes `php -m` list iterpred; every example the package installed
#      runs with a plain `php`, no -d flag; composer sees ext-iterpred in the system PHP.
# On exit, pass or fail, it disables and uninstalls iterpred again, so later runs that load it
# with -d extension=... do not get "Module already loaded". Needs root. Exits non-zero on any failure.
#
#   bash .ci/pecl-install-check.sh              all of it, into this machine's PHP
#   bash .ci/pecl-install-check.sh --pristine   steps 1-2 here, steps 3-4 in a throwaway pristine
#                                               Debian 12 root (.ci/chroot-php.sh 12-pristine), as a
#                                               user installs the released package on a new machine:
#                                               php-pear, php8.2-dev and composer come from apt there
#   (--install=TGZ: steps 3-4 alone, with the package TGZ; what --pristine runs inside the root)
set -euo pipefail

pristine=0
install_only=
for arg in "$@"; do
	case "$arg" in
		--pristine) pristine=1 ;;
		--install=*) install_only=${arg#*=} ;;
		*) echo "pecl-install-check.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done

src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
# A new machine has no PHP yet: Debian 12's.
command -v php >/dev/null || bash "$src/scripts/apt-install.sh" php8.2-cli
php_version=$(php -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')
mods_available=/etc/php/$php_version/mods-available
scan_dir=$(php -r 'echo PHP_CONFIG_FILE_SCAN_DIR;')
enabled_ini=

fail() {
	echo "pecl-install-check.sh: FAIL: $*" >&2
	exit 1
}

disable_and_uninstall() {
	if [ -f "$mods_available/iterpred.ini" ] && command -v phpdismod >/dev/null; then
		phpdismod -v "$php_version" iterpred || true
		rm -f "$mods_available/iterpred.ini"
	fi
	[ -z "$enabled_ini" ] || rm -f "$enabled_ini"
	if pecl list 2>/dev/null | grep -q '^iterpred '; then
		pecl uninstall iterpred >"$work/uninstall.log" 2>&1 || cat "$work/uninstall.log" >&2
	fi
}

cleanup() {
	local rc=$?
	echo "== cleanup: disable and uninstall iterpred"
	disable_and_uninstall
	if php -m 2>/dev/null | grep -qx iterpred; then
		echo "pecl-install-check.sh: iterpred is still enabled after cleanup" >&2
		rc=1
	fi
	rm -rf "$work"
	exit "$rc"
}
trap cleanup EXIT

[ "$(id -u)" = 0 ] || fail "run as root: pecl install writes to $(php-config --extension-dir)"
# php8.2-dev brings a compiler (through libtool) but not make, which pecl install runs.
if ! command -v pecl >/dev/null || ! command -v phpize >/dev/null || ! command -v make >/dev/null; then
	echo "== installing php-pear, php$php_version-dev and make (pecl, phpize, the build)"
	bash "$src/scripts/apt-install.sh" php-pear "php$php_version-dev" make
fi
command -v pecl >/dev/null || fail "pecl not found (apt-get install php-pear php$php_version-dev)"
version=$(sed -n 's/^#define PHP_ITERPRED_VERSION "\(.*\)"/\1/p' "$src/php_iterpred.h")
tarball=iterpred-$version.tgz

# Steps 1-2: the package, from a copy of the tree.
make_package() {
	echo "== package.xml against the tree and PHP_ITERPRED_VERSION"
	php "$src/scripts/package-xml.php" --check

	mkdir "$work/src"
	(cd "$src" && git ls-files -z --cached --others --exclude-standard | tar cf - --null -T -) | (cd "$work/src" && tar xf -)
	cd "$work/src"

	echo "== pecl package-validate"
	# It exits 0 even when it finds errors: its report is what counts.
	validate=$(pecl package-validate package.xml 2>&1) || true
	echo "$validate"
	grep -q '^Validation: 0 error(s)' <<<"$validate" || fail "pecl package-validate package.xml reports errors"

	echo "== pecl package"
	pecl package package.xml >"$work/package.log" 2>&1 || { cat "$work/package.log"; fail "pecl package"; }
	grep -E '^(Warning|Package )' "$work/package.log" || true
	[ -f "$tarball" ] || { cat "$work/package.log"; fail "pecl package made no $tarball"; }
	validate=$(pecl package-validate "$tarball" 2>&1) || true
	grep -q '^Validation: 0 error(s)' <<<"$validate" || { echo "$validate"; fail "pecl package-validate $tarball reports errors"; }
	tar tzf "$tarball" >"$work/entries"
	sed -n 's|^|  |; 1,5p' "$work/entries"
	echo "  ... $(wc -l <"$work/entries") entries"
}

if [ -n "$install_only" ]; then
	cd "$(dirname "$install_only")"
	[ "$(basename "$install_only")" = "$tarball" ] || fail "--install=$install_only: PHP_ITERPRED_VERSION makes it $tarball"
	# shellcheck disable=SC1091  # the machine's own file
	echo "== on $(. /etc/os-release && echo "$PRETTY_NAME"), PHP $(php -r 'echo PHP_VERSION;'): pecl install ./$tarball"
else
	make_package
	if [ "$pristine" = 1 ]; then
		echo "== steps 3-4 in a pristine Debian 12 root"
		trap 'rm -rf "$work"' EXIT  # nothing was installed here
		ITERPRED_BIND=$work/src bash "$src/.ci/chroot-php.sh" 12-pristine run bash .ci/pecl-install-check.sh --install="./$tarball"
		echo "pecl-install-check: ok ($tarball, installed in a pristine Debian 12 root)"
		exit 0
	fi
fi

echo "== pecl install ./$tarball"
if pecl list 2>/dev/null | grep -q '^iterpred ' || [ -f "$mods_available/iterpred.ini" ]; then
	echo "an earlier iterpred install is present: removing it first"
	disable_and_uninstall
fi
pecl install "./$tarball" </dev/null >"$work/install.log" 2>&1 || { tail -n 40 "$work/install.log"; fail "pecl install ./$tarball"; }
grep -E '^(install ok|Installing|Build process completed)' "$work/install.log" || true
grep -q "^install ok: channel://pecl.php.net/iterpred-$version" "$work/install.log" || { tail -n 40 "$work/install.log"; fail "pecl install did not say install ok"; }
ext_dir=$(php-config --extension-dir)
[ -f "$ext_dir/iterpred.so" ] || fail "no $ext_dir/iterpred.so after pecl install"

echo "== enable it"
if command -v phpenmod >/dev/null && [ -d "$mods_available" ]; then
	printf '; configuration for php iterpred module\n; priority=20\nextension=iterpred.so\n' >"$mods_available/iterpred.ini"
	phpenmod -v "$php_version" iterpred
	ls -l "$scan_dir"/*iterpred.ini
else
	[ -n "$scan_dir" ] || fail "this PHP has no ini scan dir and no phpenmod: cannot enable it like a package would"
	enabled_ini=$scan_dir/20-iterpred.ini
	echo 'extension=iterpred.so' >"$enabled_ini"
	echo "wrote $enabled_ini"
fi

echo "== php -m"
php -m | grep -x iterpred || fail "php -m does not list iterpred"
loaded=$(php -r 'echo phpversion("iterpred");')
[ "$loaded" = "$version" ] || fail "phpversion('iterpred') is '$loaded', package is $version"
php --ri iterpred

echo "== the installed examples, with a plain php"
docs=$(pecl config-get doc_dir)/iterpred/examples
count=0
for example in "$docs"/*.php; do
	[ -f "$example" ] || fail "pecl installed no examples into $docs"
	# _show.php is the examples' helper, not an example.
	[ "${example##*/_}" = "$example" ] || continue
	echo "-- $example"
	php "$example" || fail "$example"
	count=$((count + 1))
done
shipped=$(find "$src/examples" -maxdepth 1 -name '*.php' ! -name '_*' | wc -l)
[ "$count" = "$shipped" ] || fail "pecl installed $count examples, the tree has $shipped"

echo "== composer sees ext-iterpred in the system PHP"
command -v composer >/dev/null || bash "$src/scripts/apt-install.sh" composer
bash "$src/.ci/check-composer-consumer.sh" --system

echo "pecl-install-check: ok ($tarball, $count examples)"
