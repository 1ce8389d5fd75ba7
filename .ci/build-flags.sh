#!/usr/bin/env bash
# Builds iterpred the ways a user's build passes flags, each with -Wall -Wextra -Werror and PHP's headers
# as phpize gives them (-I, not -isystem: a warning raised inside a header's macro fails the build):
#   make CFLAGS='-On -g -Wall -Wextra -Werror'       for each level given with --make=LEVELS
#   ./configure CFLAGS='-On -Wall -Wextra -Werror'    for each level given with --configure=LEVELS
#
#   bash .ci/build-flags.sh [--php-config=PATH] [--make=-O2,-O3] [--configure=-O2]
# Exits non-zero when any build fails, printing its log.
set -uo pipefail

php_config=php-config
make_levels=-O2,-O3
configure_levels=-O2
for arg in "$@"; do
	case "$arg" in
		--php-config=*) php_config=${arg#*=} ;;
		--make=*) make_levels=${arg#*=} ;;
		--configure=*) configure_levels=${arg#*=} ;;
		*) echo "build-flags.sh: unknown option $arg" >&2; exit 2 ;;
	esac
done
src=$(cd "$(dirname "$0")/.." && pwd)
phpize=$(dirname "$(command -v "$php_config")")/$(basename "$php_config" | sed 's/php-config/phpize/')
failed=0

# One build in a fresh copy of the sources: $1 says how the flags are passed, $2 the level.
build() {
	local how=$1 level=$2 dir flags="$2 -g -Wall -Wextra -Werror"
	dir=$(mktemp -d "${TMPDIR:-/tmp}/iterpred-flags.XXXXXX")
	(cd "$src" && tar cf - --exclude=.git --exclude='*.o' --exclude='*.lo' --exclude=modules --exclude=.libs .) | tar xf - -C "$dir"
	if (
		cd "$dir" || exit 1
		"$phpize" && make distclean >/dev/null 2>&1
		if [ "$how" = configure ]; then
			./configure --with-php-config="$php_config" CFLAGS="$flags" && make
		else
			./configure --with-php-config="$php_config" && make CFLAGS="$flags"
		fi
	) >"$dir.log" 2>&1; then
		echo "build-flags: $how CFLAGS='$flags': built"
	else
		cat "$dir.log"
		echo "build-flags: $how CFLAGS='$flags': FAILED"
		failed=1
	fi
	rm -rf "$dir" "$dir.log"
}

IFS=, read -ra levels <<<"$make_levels"
for level in "${levels[@]}"; do build make "$level"; done
IFS=, read -ra levels <<<"$configure_levels"
for level in "${levels[@]}"; do build configure "$level"; done
exit $failed
