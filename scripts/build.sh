#!/usr/bin/env bash
# Builds iterpred with -Wall -Wextra -Werror; prints the path of iterpred.so, the only line on its output
# (what it installs and why a build failed go to stderr): ext=$(bash scripts/build.sh) || exit 1
#
#   bash scripts/build.sh [--php-config=PATH] [--dir=DIR] [--cc=COMPILER] [--sanitize]
#
# --dir builds in a copy of the sources at DIR (default: in the source tree itself).
# --cc builds with another C compiler, e.g. --cc=clang (default: the one PHP was built with).
# --sanitize instruments the extension with ASan and UBSan, for a PHP built with them.
# Against the system PHP it installs php8.2-dev first when phpize is missing.
set -euo pipefail

php_config=php-config
dir=
cc=
cflags="-O2 -g -Wall -Wextra -Werror"
ldflags=

for arg in "$@"; do
	case "$arg" in
		--php-config=*) php_config=${arg#*=} ;;
		--dir=*) dir=${arg#*=} ;;
		--cc=*) cc=${arg#*=} ;;
		--sanitize)
			# The flags PHP's own --enable-address-sanitizer --enable-undefined-sanitizer build uses.
			cflags="$cflags -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-sanitize=object-size -fno-omit-frame-pointer"
			ldflags="-fsanitize=address,undefined"
			;;
		*) echo "build.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done

src=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v "$php_config" >/dev/null || ! command -v make >/dev/null; then
	if [ "$php_config" != php-config ]; then
		echo "build.sh: $php_config or make not found" >&2
		exit 1
	fi
	bash "$(dirname "$0")/apt-install.sh" php8.2-dev php8.2-cli make >&2
fi
php_config=$(command -v "$php_config")
if [ -n "$cc" ]; then
	command -v "$cc" >/dev/null || { echo "build.sh: compiler $cc not found" >&2; exit 1; }
	export CC=$cc
fi
# Debian installs them side by side as php-config8.2 / phpize8.2.
phpize=$(dirname "$php_config")/$(basename "$php_config" | sed 's/php-config/phpize/')

if [ -n "$dir" ]; then
	mkdir -p "$dir"
	# Tracked and new files alike, never build output; outside a git work tree (a chroot without
	# git, an unpacked tarball) the tree is taken as it is.
	if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		(cd "$src" && git ls-files -z --cached --others --exclude-standard | tar cf - --null -T -) | (cd "$dir" && tar xf -)
	else
		(cd "$src" && tar cf - --exclude=.git .) | (cd "$dir" && tar xf -)
	fi
else
	dir=$src
fi
cd "$dir"
# PHP's headers as system headers: -Wextra judges our code, not theirs (8.5's have unused parameters).
cflags="$cflags $("$php_config" --includes | sed 's/-I/-isystem /g')"
{
	"$phpize"
	./configure --with-php-config="$php_config" --enable-iterpred
	make clean
	make -j"$(nproc 2>/dev/null || sysctl -n hw.ncpu)" CFLAGS="$cflags" LDFLAGS="$ldflags"
} >"$dir/build.log" 2>&1 || { cat "$dir/build.log" >&2; echo "build.sh: build failed" >&2; exit 1; }
echo "$dir/modules/iterpred.so"
