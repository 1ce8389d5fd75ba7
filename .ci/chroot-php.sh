#!/usr/bin/env bash
# Build (once, cached) a Debian chroot holding a newer PHP with dev headers and build tools,
# and optionally run a command inside it.
#
#   bash .ci/chroot-php.sh VER            ensure /opt/iterpred-php/chroot-VER; last stdout line = its path
#   bash .ci/chroot-php.sh VER run CMD... ensure it, then run CMD in it (cwd /src = this repo, /proc + /dev
#                                         mounted in a private mount namespace); exits with CMD's status
# VER: 8.4 (Debian 13), 8.5 (Debian experimental), 8.2-i386 (Debian 12's 32-bit x86 PHP); each with valgrind;
#      12-pristine: a Debian 12 root as a new user's machine or container has it (apt, no PHP, no package lists);
#      each `run` gets a throwaway copy of it, with the host's resolv.conf, so apt can install into it
# Exit status 3: the chroot cannot run on this machine (a kernel without 32-bit x86 support, as some VMs
# have, cannot execute the i386 one); .ci/run reports its leg as skipped, with the reason.
#
# Env overrides: ITERPRED_CHROOT_BASE (default /opt/iterpred-php), ITERPRED_DEBIAN_MIRROR (default: the host's
# own Debian mirror from /etc/apt/sources.list*), ITERPRED_BIND (host dir bound at /src for `run`; default: repo).
set -euo pipefail

die() { printf 'chroot-php: ERROR: %s\n' "$*" >&2; exit 1; }
log() { printf 'chroot-php: %s\n' "$*" >&2; }

[[ $# -ge 1 ]] || die "usage: $0 8.4|8.5|8.2-i386 [run CMD...]"
VER=$1; shift
PHPVER=${VER%%-*}  # the PHP version php -v must report
PRISTINE=0
[[ $VER != 12-pristine ]] || PRISTINE=1
ARCH=  # empty: the host's
BASE=${ITERPRED_CHROOT_BASE:-/opt/iterpred-php}
DIR=$BASE/chroot-$VER
STAMP=$DIR/.iterpred-chroot-complete
SELF=$(readlink -f "${BASH_SOURCE[0]}")
REPO=$(dirname "$(dirname "$SELF")")
REV=1  # bump to force every cached chroot to be rebuilt

# Build tools phpize + make need; php*-dev already pulls autoconf, automake, libtool, shtool, pkg-config.
TOOLS=(gcc make libc6-dev autoconf pkg-config)
[[ $PRISTINE == 0 ]] || TOOLS=()

# Print the URI of the host apt source that serves suite $1 (one-line .list and deb822 .sources formats).
host_uri() {
  local want=$1
  {
    # One-line format: "deb [options] URI SUITE COMPONENTS..."; options and comments stripped.
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do [[ -f $f ]] && cat "$f" && echo; done |
      sed -E 's/#.*//; s/\[[^]]*\]//' | awk -v s="$want" '$1 == "deb" && $3 == s { print $2 }'
    # deb822: delete comment lines (a blank line would split a stanza); echo ends each file's last stanza.
    for f in /etc/apt/sources.list.d/*.sources; do [[ -f $f ]] && sed '/^[[:space:]]*#/d' "$f" && echo; done |
      awk -v s="$want" 'BEGIN { RS = ""; FS = "\n" } {
        u = ""; su = ""; t = ""; en = "yes"
        for (i = 1; i <= NF; i++) {
          k = tolower(substr($i, 1, index($i, ":") - 1)); v = substr($i, index($i, ":") + 1)
          gsub(/^[ \t]+|[ \t]+$/, "", v)
          if (k == "uris") u = v; else if (k == "suites") su = v
          else if (k == "types") t = v; else if (k == "enabled") en = tolower(v)
        }
        if (en == "no" || t !~ /(^| )deb( |$)/) next
        n = split(su, a, " ")
        for (j = 1; j <= n; j++) if (a[j] == s) { split(u, b, " "); print b[1]; next }
      }'
  } | head -n1 || true  # missing files are normal; "not found" is an empty answer
}

# Refuse to delete a tree that still has mounts under it: rm -rf would walk into /proc, /dev or the bound repo.
assert_no_mounts() {
  if awk -v d="$1" '$5 == d || index($5, d "/") == 1 { found = 1 } END { exit !found }' /proc/self/mountinfo; then
    die "mounts still active under $1 (see /proc/self/mountinfo); unmount them (umount -R) before rebuilding"
  fi
}

# Complete = stamp matches this script's config and the PHP inside actually runs and reports the right version.
chroot_ok() {
  [[ -f $STAMP && $(cat "$STAMP") == "$KEY" ]] || return 1
  [[ $PRISTINE == 0 ]] || { timeout 30 chroot "$DIR" apt-get --version >/dev/null 2>&1; return; }
  timeout 30 chroot "$DIR" php -v 2>/dev/null | head -n1 | grep -q "^PHP ${PHPVER//./\\.}\."
}

ensure_mmdebstrap() {
  command -v mmdebstrap >/dev/null && command -v arch-test >/dev/null && return
  log "installing mmdebstrap on the host"
  # arch-test (a Recommends of mmdebstrap) is what lets it build the i386 chroot on amd64.
  bash "$(dirname "${BASH_SOURCE[0]}")/../scripts/apt-install.sh" mmdebstrap arch-test >&2 ||
    die "cannot install mmdebstrap on the host"
}

configure() {
  local mirror sec codename
  # shellcheck disable=SC1091  # host file, read at run time
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  mirror=${ITERPRED_DEBIAN_MIRROR:-$(host_uri "$codename")}
  [[ -n $mirror ]] || die "no Debian mirror for suite '$codename' in /etc/apt/sources.list*; set ITERPRED_DEBIAN_MIRROR"
  mirror=${mirror%/}
  case $VER in
    8.4)
      SUITE=trixie
      SOURCES=("deb $mirror trixie main" "deb $mirror trixie-updates main")
      # trixie-security carries newer php8.4 point releases than trixie main; same host as our own security source.
      sec=$(host_uri "$codename-security")
      if [[ -n $sec ]]; then SOURCES+=("deb ${sec%/} trixie-security main")
      else log "WARNING: host has no $codename-security source; building without trixie-security"; fi
      # valgrind: the suite under memcheck, for the code only PHP 8.4+ compiles (frameless handlers).
      PKGS=(php8.4-cli php8.4-dev php8.4-opcache valgrind)
      ;;
    8.5)
      # Only experimental has php8.5; sid is the base so its dependencies (libxml2-16, libssl3t64, ...) resolve.
      SUITE=unstable
      SOURCES=("deb $mirror unstable main" "deb $mirror experimental main")
      # No php8.5-opcache package: OPcache is compiled into PHP itself since 8.5.
      # php-common/unstable, last: experimental's php-common (2:102~) Breaks php8.5-common; pin sid's explicitly.
      PKGS=(php8.5-cli php8.5-dev valgrind php-common/unstable)
      ;;
    8.2-i386)
      # 32-bit x86: the host kernel runs it natively; valgrind inside, for the suite under memcheck.
      SUITE=bookworm
      ARCH=i386
      SOURCES=("deb $mirror bookworm main" "deb $mirror bookworm-updates main")
      sec=$(host_uri "$codename-security")
      if [[ -n $sec ]]; then SOURCES+=("deb ${sec%/} bookworm-security main")
      else log "WARNING: host has no $codename-security source; building without bookworm-security"; fi
      # php8.2-gmp: the tests' object whose bool cast fails, as on the host's PHP 8.2.
      PKGS=(php8.2-cli php8.2-dev php8.2-opcache php8.2-gmp valgrind)
      ;;
    12-pristine)
      SUITE=bookworm
      SOURCES=("deb $mirror bookworm main" "deb $mirror bookworm-updates main")
      sec=$(host_uri "$codename-security")
      [[ -z $sec ]] || SOURCES+=("deb ${sec%/} bookworm-security main")
      PKGS=()
      ;;
    *) die "unsupported PHP version '$VER' (supported: 8.4, 8.5, 8.2-i386, 12-pristine)" ;;
  esac
  KEY="rev=$REV ver=$VER suite=$SUITE pkgs=${TOOLS[*]} ${PKGS[*]}"
}

build() {
  local tmp=$DIR.new
  ensure_mmdebstrap
  mkdir -p "$BASE"
  assert_no_mounts "$tmp"; rm -rf "$tmp"
  log "building $DIR from: ${SOURCES[*]}"
  # --variant=apt: Essential set + apt + our includes only (mmdebstrap never installs Recommends).
  # Check-Valid-Until off: sid/experimental/security Release files on the mirror may be past Valid-Until.
  # path-exclude: drop docs/man/locales to keep the cache small (copyright files kept).
  local include=()
  [[ ${#PKGS[@]} -eq 0 ]] || include=(--include="${TOOLS[*]} ${PKGS[*]}")
  mmdebstrap --mode=root --variant=apt ${ARCH:+--architectures=$ARCH} \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    --aptopt='Acquire::Check-Date "false"' \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    "${include[@]}" \
    "$SUITE" "$tmp" "${SOURCES[@]}" >&2 || {
      assert_no_mounts "$tmp"; rm -rf "$tmp"  # don't leave a few hundred MB of half-built chroot behind
      die "mmdebstrap failed for PHP $VER (a package may be missing from ${SOURCES[*]}; see the apt errors above)"
    }
  mkdir -p "$tmp/src"  # mount point for the repo in `run`
  if [[ $PRISTINE == 1 ]]; then
    printf '%s\n' "$KEY" > "$tmp/.iterpred-chroot-complete"
    assert_no_mounts "$DIR"; rm -rf "$DIR"
    mv "$tmp" "$DIR"
    return
  fi
  # Fail loudly now rather than on the next CI step if the result is not what we asked for.
  chroot "$tmp" php -v | head -n1 | grep "^PHP ${PHPVER//./\\.}\." >&2 || die "php in the new chroot is not $PHPVER"
  for t in phpize php-config gcc make autoconf; do
    chroot "$tmp" sh -c "command -v $t" >/dev/null || die "'$t' missing from the new chroot"
  done
  # shellcheck disable=SC2016  # ${...} is dpkg-query format, not shell
  chroot "$tmp" dpkg-query -W -f='${Package} ${Version}\n' "php$PHPVER-*" php-common gcc make | awk 'NF == 2' >&2  # skip virtual pkgs
  printf '%s\n' "$KEY" > "$tmp/.iterpred-chroot-complete"
  # Swap in atomically so a killed build never leaves a half-made chroot at $DIR.
  assert_no_mounts "$DIR"; rm -rf "$DIR"
  mv "$tmp" "$DIR"
}

ensure() {
  [[ $(id -u) == 0 ]] || die "must run as root (mmdebstrap --mode=root, chroot, mount)"
  configure
  if [[ -n $ARCH ]]; then
    ensure_mmdebstrap
    arch-test -n "$ARCH" >&2 || { log "this kernel cannot execute $ARCH binaries: no chroot-$VER on this machine"; exit 3; }
  fi
  mkdir -p "$BASE"
  # Serialise concurrent callers for the same version; the loser waits and then finds a complete chroot.
  exec 9>"$BASE/.chroot-$VER.lock"
  flock 9
  if chroot_ok; then log "cached chroot $DIR is complete"
  else
    local t0=$SECONDS; build; log "built $DIR in $((SECONDS - t0))s"
    chroot_ok || die "freshly built $DIR fails its own check"
  fi
  exec 9>&-
}

if [[ ${1:-} == run ]]; then
  shift
  [[ $# -ge 1 ]] || die "usage: $0 $VER run CMD [ARGS...]"
  ensure
  bind=${ITERPRED_BIND:-$REPO}
  # A 32-bit chroot also gets a 32-bit uname (i686), so that configure and config.guess see the machine it is.
  personality=
  [[ $ARCH != i386 ]] || personality="setarch i686"
  export personality
  [[ -d $bind ]] || die "ITERPRED_BIND '$bind' is not a directory"
  # Private mount namespace: the mounts are invisible to the host and vanish with it, even on SIGKILL,
  # so no trap/umount is needed and a killed run can never leave mounts that a later rm -rf would follow.
  #   proc: /proc/self/*, the /dev/fd and /dev/std* symlinks (php /dev/stdin), ps, gdb, valgrind
  #   dev:  /dev/pts for proc_open pty descriptors; mmdebstrap left only static device nodes
  #   src:  the sources to build and test, writable
  # Fresh PATH and no host TMPDIR: the host's values may name paths that don't exist in the chroot.
  # A pristine root is copied for each run (installs go into the copy), with the host's DNS, and removed after.
  runner='exec'
  if [[ $PRISTINE == 1 ]]; then
    runner='command'
    keep_dir=$DIR
    DIR=$(mktemp -d "$BASE/run-$VER.XXXXXX")
    cp -a "$keep_dir/." "$DIR/"
    rm -f "$DIR/etc/resolv.conf"; cp -L /etc/resolv.conf "$DIR/etc/resolv.conf"
    # shellcheck disable=SC2317  # run by the trap
    cleanup_copy() { assert_no_mounts "$DIR"; rm -rf "$DIR"; }
    trap cleanup_copy EXIT
  fi
  # shellcheck disable=SC2016  # expanded by the inner sh, not here
  $runner unshare --mount --propagation private -- sh -euc '
    dir=$1 bind=$2; shift 2
    mount -t proc proc "$dir/proc"
    mount --rbind /dev "$dir/dev"
    mount --bind "$bind" "$dir/src"
    exec env -u TMPDIR PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
      $personality chroot "$dir" sh -c "cd /src && exec \"\$@\"" sh "$@"
  ' sh "$DIR" "$bind" "$@"
  exit  # a pristine run's copy is removed on the way out
fi

[[ $# -eq 0 ]] || die "unknown arguments: $* (usage: $0 8.4|8.5|8.2-i386 [run CMD...])"
ensure
echo "$DIR"
