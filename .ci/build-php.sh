#!/usr/bin/env bash
# Build PHP 8.2 (upstream source from Debian bookworm's php8.2 orig tarball)
# into a cached prefix for testing the iterpred extension.
#
# Usage:   bash .ci/build-php.sh {debug|debug-zts-asan}
# Output:  progress/logs on stderr; the prefix's bin dir as the LAST stdout line.
#          e.g.  PHP_BIN_DIR="$(bash .ci/build-php.sh debug | tail -n1)"
# Cache:   a prefix with a matching stamp and a working php/phpize returns in
#          well under a second; delete the prefix (or change the recipe) to rebuild.
# Env:     ITERPRED_PHP_ROOT (default /opt/iterpred-php), MAKE_JOBS (default nproc).
set -Eeuo pipefail

log() { printf '[build-php] %s\n' "$*" >&2; }
die() { printf '[build-php] ERROR: %s\n' "$*" >&2; exit 1; }
# Any unexpected failing command must be loud, with where it happened.
# shellcheck disable=SC2317  # invoked via the ERR trap
on_err() { printf '[build-php] ERROR: command failed (exit %s) at line %s: %s\n' "$1" "$2" "$3" >&2; exit "$1"; }
trap 'on_err $? $LINENO "$BASH_COMMAND"' ERR

VARIANT="${1:-}"
CI_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="${ITERPRED_PHP_ROOT:-/opt/iterpred-php}"
PHP_BRANCH="8.2"
SUITE="bookworm"   # always name the suite so every machine gets the same upstream release
# Bump when the build recipe changes in a way the flags below don't capture, to force rebuilds.
RECIPE_REV="2"  # 2: compiled through php-libtool.sh

# Only what the build needs: --disable-all means no libxml2/sqlite/etc. headers are required.
# autoconf is also needed later by phpize; bison/re2c keep the build working if a parser must be regenerated.
APT_PKGS=(build-essential autoconf bison re2c pkg-config dpkg-dev xz-utils ca-certificates libgmp-dev)

# Minimal PHP: CLI + opcache (for JIT tests) + the few extensions tests commonly use.
# posix: run-tests.php uses posix_getuid() to set opcache.preload_user when running as root.
# gmp: an object whose bool cast fails (8.2); zend_test: the engine's test observer.
COMMON_FLAGS=(
  --enable-option-checking=fatal
  --disable-all --enable-cli --disable-cgi --disable-phpdbg
  --enable-opcache --enable-tokenizer --enable-ctype --enable-posix
  --with-gmp --enable-zend-test
  --enable-debug
)
case "$VARIANT" in
  debug) VARIANT_FLAGS=() ;;
  # ZTS with ASan and UBSan in one build, as php-src's own LINUX_X64_DEBUG_ZTS_ASAN job (gcc with
  # Debian's libasan8/libubsan1): one PHP build fewer on a cold CI machine.
  debug-zts-asan) VARIANT_FLAGS=(--enable-zts --enable-address-sanitizer --enable-undefined-sanitizer) ;;
  *) die "usage: $0 {debug|debug-zts-asan}  (got '${VARIANT}')" ;;
esac
CONFIGURE_FLAGS=("${COMMON_FLAGS[@]}" "${VARIANT_FLAGS[@]}")

# Pin the compiler: extensions built against the prefix must use the same one (esp. the ASAN runtime).
export CC=gcc CXX=g++
# Caller-provided flags would silently change the build (and not be reflected in the stamp).
unset CFLAGS CXXFLAGS CPPFLAGS LDFLAGS LIBS
export DEBIAN_FRONTEND=noninteractive LC_ALL=C

PREFIX="$ROOT/$PHP_BRANCH-$VARIANT"
BUILD_DIR="$ROOT/build/$PHP_BRANCH-$VARIANT"
SRC_CACHE="$ROOT/src"
STAMP="$PREFIX/.iterpred-build-stamp"
STAMP_KEY="recipe=$RECIPE_REV suite=$SUITE cc=$CC flags=${CONFIGURE_FLAGS[*]}"

# True when every apt build dependency is installed (fast: dpkg database only).
deps_ok() {
  local status
  status="$(dpkg-query -W -f='${db:Status-Status}\n' "${APT_PKGS[@]}" 2>/dev/null)" || return 1
  [[ "$(grep -c '^installed$' <<<"$status")" -eq "${#APT_PKGS[@]}" ]]
}

# Check that a prefix is the one this recipe builds and that it actually works; echo why if not.
prefix_problem() {
  local php="$PREFIX/bin/php" want got
  [[ -f "$STAMP" ]] || { echo "no stamp"; return 0; }
  [[ "$(head -n1 "$STAMP")" == "$STAMP_KEY" ]] || { echo "stamp is for another recipe"; return 0; }
  [[ -x "$PREFIX/bin/phpize" && -x "$PREFIX/bin/php-config" ]] || { echo "phpize/php-config missing"; return 0; }
  case "$VARIANT" in debug-zts-asan) want="1 1" ;; *) want="0 1" ;; esac
  # -n: never pick up a php.ini; ZTS and DEBUG must match the variant.
  got="$("$php" -n -r 'echo (int)PHP_ZTS, " ", (int)PHP_DEBUG;' 2>&1)" || { echo "bin/php does not run: $got"; return 0; }
  [[ "$got" == "$want" ]] || { echo "bin/php reports ZTS/DEBUG '$got', want '$want'"; return 0; }
  # opcache must load by bare name from the compiled-in extension_dir, with the JIT usable.
  got="$("$php" -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit=tracing \
          -d opcache.jit_buffer_size=16M -r 'echo var_export(opcache_get_status()["jit"]["enabled"] ?? null, true);' 2>&1)" \
    || { echo "opcache does not load: $got"; return 0; }
  [[ "$got" == "true" ]] || { echo "opcache JIT not enabled: $got"; return 0; }
  if [[ "$VARIANT" == debug-zts-asan ]]; then
    ldd "$php" | grep libasan >/dev/null || { echo "bin/php is not linked against libasan"; return 0; }
  fi
  return 1
}

done_ok() { log "PHP $VARIANT ready in $PREFIX"; echo "$PREFIX/bin"; exit 0; }

# ---- Fast path: nothing to do (no lock, no apt, no network). ----
if deps_ok && ! prefix_problem >/dev/null; then done_ok; fi

[[ "$(id -u)" -eq 0 ]] || die "needs root to install apt packages and write $ROOT (or a ready prefix in $PREFIX)"
mkdir -p "$ROOT"
# One build at a time: apt and the shared source cache are not safe to use concurrently.
exec 9>"$ROOT/.build-php.lock"
if ! flock -n 9; then log "waiting for another build-php.sh run (lock $ROOT/.build-php.lock)..."; flock 9; fi

# ---- apt: deb-src for the suite + build deps, 'apt-get update' only when something is missing. ----
need_update=0
# shellcheck disable=SC2016  # $(FILENAME)/$(REPO_URI) are apt's format fields, not shell.
src_index="$(apt-get indextargets --no-release-info --format '$(FILENAME)' 'Created-By: Sources' "Release: $SUITE" | head -n1)"
if [[ -z "$src_index" ]]; then
  # Reuse the mirror the machine already uses for $SUITE binaries; fall back to the official one.
  # shellcheck disable=SC2016
  uri="$(apt-get indextargets --no-release-info --format '$(REPO_URI)' 'Created-By: Packages' "Release: $SUITE" | head -n1)"
  uri="${uri:-http://deb.debian.org/debian/}"
  list=/etc/apt/sources.list.d/iterpred-deb-src.sources
  log "adding deb-src for $SUITE ($uri) in $list"
  {
    printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\n' "$uri" "$SUITE"
    if [[ -f /usr/share/keyrings/debian-archive-keyring.gpg ]]; then
      printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
    fi
  } >"$list"
  need_update=1
elif ! compgen -G "${src_index}*" >/dev/null; then
  need_update=1   # deb-src configured but its index was never downloaded
fi
update=()
[[ "$need_update" -eq 0 ]] || update=(--update)
bash "$(dirname "${BASH_SOURCE[0]}")/../scripts/apt-install.sh" "${update[@]}" "${APT_PKGS[@]}" >&2 \
  || die "could not install the build dependencies: ${APT_PKGS[*]}"

# Another run may have finished this variant while we waited for the lock; deps are now in place too.
if ! why="$(prefix_problem)"; then done_ok; fi
log "building PHP $PHP_BRANCH $VARIANT into $PREFIX (reason: $why)"

# ---- Source: upstream orig tarball from Debian's source package (Debian patches are not applied). ----
mkdir -p "$SRC_CACHE"
tarball="$(find "$SRC_CACHE" -maxdepth 1 -name "php${PHP_BRANCH}_*.orig.tar.xz" | sort -V | tail -n1)"
if [[ -z "$tarball" ]]; then
  log "downloading source package php$PHP_BRANCH/$SUITE"
  # Download into a scratch dir and move on success, so an interrupted download is never cached.
  dl="$(mktemp -d "$SRC_CACHE/.dl.XXXXXX")"
  # apt drops privileges to _apt for downloads; let it write there (avoids an 'unsandboxed' warning).
  id _apt >/dev/null 2>&1 && chown _apt "$dl"
  # Under apt-install.sh's lock: an apt-get update elsewhere rewrites the lists this reads.
  (cd "$dl" && flock /var/lock/iterpred-apt.lock apt-get source --download-only -qq "php$PHP_BRANCH/$SUITE" >&2) \
    || { rm -rf "$dl"; die "apt-get source --download-only php$PHP_BRANCH/$SUITE failed"; }
  mv -f "$dl"/* "$SRC_CACHE"/ && rm -rf "$dl"
  tarball="$(find "$SRC_CACHE" -maxdepth 1 -name "php${PHP_BRANCH}_*.orig.tar.xz" | sort -V | tail -n1)"
  [[ -n "$tarball" ]] || die "no php${PHP_BRANCH}_*.orig.tar.xz in $SRC_CACHE after download"
fi
log "source: $tarball"

# ---- Build: fresh, in-tree, in a per-variant dir (kept afterwards so gdb can find sources). ----
rm -rf "$BUILD_DIR"
mkdir -p "$BUILD_DIR"
tar -xJf "$tarball" -C "$BUILD_DIR" --strip-components=1
cd "$BUILD_DIR"

# Run a build step with output in a log file; on failure show its tail and fail loudly.
step() {
  local name="$1"; shift
  local t0=$SECONDS
  log "$name... (log: $BUILD_DIR/$name.log)"
  if ! "$@" >"$BUILD_DIR/$name.log" 2>&1; then
    tail -n 60 "$BUILD_DIR/$name.log" >&2
    die "$name failed for $VARIANT; full log: $BUILD_DIR/$name.log"
  fi
  log "$name done in $((SECONDS - t0))s"
}
step configure ./configure --prefix="$PREFIX" "${CONFIGURE_FLAGS[@]}"
# php-libtool.sh: each file compiled once, without PHP's libtool 1.5 and its forks (see there).
libtool_cmd=(LIBTOOL="/bin/bash $CI_DIR/php-libtool.sh --silent --preserve-dup-deps")
step make make -j"${MAKE_JOBS:-$(nproc)}" "${libtool_cmd[@]}"
# Start from an empty prefix so files from an older build can't linger.
rm -rf "$PREFIX"
step install make install "${libtool_cmd[@]}"

# Record what was built; the first line is what the fast path compares.
{
  echo "$STAMP_KEY"
  echo "source=$(basename "$tarball")"
  echo "built=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
} >"$STAMP"
if why="$(prefix_problem)"; then
  rm -f "$STAMP"
  die "fresh $VARIANT build in $PREFIX failed verification: $why"
fi
done_ok
