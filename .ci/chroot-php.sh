#!/usr/bin/env bash
# Build (once, cached) a Debian chroot holding a newer PHP with dev headers and build tools,
# and optionally run a command inside it.
#
#   bash .ci/chroot-php.sh VER            ensure /opt/iterpred-php/chroot-VER; last stdout line = its path
#   bash .ci/chroot-php.sh VER run CMD... ensure it, then run CMD in it (cwd /src = this repo, /proc + /dev
#                                         mounted in a private mount namespace); exits with CMD's status
# VER: 8.4 (Debian 13), 8.5 and 8.6 (Debian experimental), 8.2-i386, 8.2-arm64, 8.2-s390x (Debian 12's PHP for that
# architecture, its packages extracted rather than configured: see build); each with valgrind;
#      12-pristine: a Debian 12 root as a new user's machine or container has it (apt, no PHP, no package lists);
#      each `run` gets a throwaway copy of it, with the host's resolv.conf, so apt can install into it
#   bash .ci/chroot-php.sh VER native     exit 0 if this machine runs VER's binaries natively, 1 if under qemu-user
# A foreign-architecture chroot runs natively where the kernel can execute its binaries (arch-test -n), else
# through qemu-user-static: its binfmt_misc handler is registered here (flag F, so that it works inside the
# chroot), installing qemu-user-static first. If neither is possible, this fails; nothing is skipped.
#
# Env overrides: ITERPRED_CHROOT_BASE (default /opt/iterpred-php), ITERPRED_DEBIAN_MIRROR (default: the host's
# own Debian mirror from /etc/apt/sources.list*), ITERPRED_BIND (host dir bound at /src for `run`; default: repo).
set -euo pipefail

die() { printf 'chroot-php: ERROR: %s\n' "$*" >&2; exit 1; }
log() { printf 'chroot-php: %s\n' "$*" >&2; }

[[ $# -ge 1 ]] || die "usage: $0 8.4|8.5|8.6|8.2-i386|8.2-arm64|8.2-s390x [run CMD...|native]"
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
# Debian 12's Essential set (Essential: yes), which an extracted root (another architecture's) names itself;
# mawk is the awk dpkg's own roots have.
ESSENTIAL=(base-files base-passwd bash bsdutils coreutils dash debianutils diffutils dpkg findutils grep gzip
  hostname init-system-helpers libc-bin login ncurses-base ncurses-bin perl-base sed sysvinit-utils tar
  util-linux mawk)

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

# A build killed while mmdebstrap had its mounts up (/proc, /sys, /dev/pts, /dev/shm) leaves them under
# $DIR.new: only a build holds the version's lock, so nothing else uses them; lazily unmounted, deepest first.
unmount_stale() {
  local m
  awk -v d="$1" 'index($5, d "/") == 1 { print $5 }' /proc/self/mountinfo | sort -r | while read -r m; do
    umount -l "$m" 2>/dev/null || true
  done
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
    8.6)
      # As 8.5: experimental's php8.6 (a release candidate until 8.6.0 reaches Debian) on a sid base.
      SUITE=unstable
      SOURCES=("deb $mirror unstable main" "deb $mirror experimental main")
      PKGS=(php8.6-cli php8.6-dev valgrind php-common/unstable)
      ;;
    8.2-i386 | 8.2-arm64 | 8.2-s390x)
      # 32-bit x86, arm64, big-endian s390x: natively or under qemu-user (see ensure_arch); valgrind inside,
      # for the suite under memcheck where it runs natively (valgrind cannot run under qemu-user).
      SUITE=bookworm
      ARCH=${VER#8.2-}
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
    *) die "unsupported PHP version '$VER' (supported: 8.4, 8.5, 8.6, 8.2-i386, 8.2-arm64, 8.2-s390x, 12-pristine)" ;;
  esac
  KEY="rev=$REV ver=$VER suite=$SUITE pkgs=${TOOLS[*]} ${PKGS[*]}"
  [[ -z $ARCH ]] || KEY+=" extracted=${ESSENTIAL[*]}"
}

build() {
  local tmp=$DIR.new
  ensure_mmdebstrap
  mkdir -p "$BASE"
  unmount_stale "$tmp"; assert_no_mounts "$tmp"; rm -rf "$tmp"
  log "building $DIR from: ${SOURCES[*]}"
  # --variant=apt: Essential set + apt + our includes only (mmdebstrap never installs Recommends).
  # Check-Valid-Until off: sid/experimental/security Release files on the mirror may be past Valid-Until.
  # path-exclude: drop docs/man/locales to keep the cache small (copyright files kept).
  local include=() out=$BASE/.mmdebstrap-$VER.log variant=apt extract=()
  [[ ${#PKGS[@]} -eq 0 ]] || include=(--include="${TOOLS[*]} ${PKGS[*]}")
  if [[ -n $ARCH ]]; then
    # Another architecture's root is extracted, not installed: dpkg and every maintainer script would run
    # under qemu-user here (about 25 minutes a root on 2 cores; extracted, 1 to 1.5 minutes alone, under 4 side by side).
    # What the legs use is the packages' files (PHP runs with -n and names its extensions); finish_extracted
    # does the little of the scripts' work that they need. The Essential set comes first, as dpkg has it.
    variant=extract
    include=(--include="${ESSENTIAL[*]} ${TOOLS[*]} ${PKGS[*]}")
    extract=(--skip=cleanup/apt/cache)  # finish_extracted reads the .debs' control fields, then drops them
  fi
  mmdebstrap_into() {
    local rc
    set +e
    # Debian's own PATH: mmdebstrap runs mmtarfilter (#!/usr/bin/env python3) once per package it extracts,
    # and a python3 found first elsewhere (pyenv's shim on some CI images: 0.36 s a start against 0.03 s)
    # costs minutes of CPU over the roots of a cold run.
    PATH=/usr/sbin:/usr/bin:/sbin:/bin mmdebstrap --mode=root --variant=$variant ${ARCH:+--architectures=$ARCH} "${extract[@]}" \
      --aptopt='Acquire::Check-Valid-Until "false"' \
      --aptopt='Acquire::Check-Date "false"' \
      --dpkgopt='path-exclude=/usr/share/man/*' \
      --dpkgopt='path-exclude=/usr/share/locale/*' \
      --dpkgopt='path-exclude=/usr/share/doc/*' \
      --dpkgopt='path-include=/usr/share/doc/*/copyright' \
      "${include[@]}" \
      "$SUITE" "$tmp" "$@" 2>&1 | tee "$out" >&2
    rc=${PIPESTATUS[0]}
    set -e
    [[ $rc == 0 ]] && return
    assert_no_mounts "$tmp"; rm -rf "$tmp"  # don't leave a few hundred MB of half-built chroot behind
    return 1
  }
  if ! mmdebstrap_into "${SOURCES[@]}"; then
    # A mirror caught between two syncs serves a -security index that does not match its Release file
    # ("File has unexpected size ... Mirror sync in progress?"), for one architecture, for hours. The
    # -security suite only brings newer point releases: build from the others rather than not at all.
    local without=() src
    for src in "${SOURCES[@]}"; do [[ $src == *-security\ * ]] || without+=("$src"); done
    if [[ ${#without[@]} -lt ${#SOURCES[@]} ]] && grep -q 'Failed to fetch .*-security/.*Packages' "$out"; then
      log "the mirror's -security index for ${ARCH:-this architecture} does not download (see above); building from ${without[*]} alone"
      mmdebstrap_into "${without[@]}" ||
        die "mmdebstrap failed for PHP $VER (a package may be missing from ${without[*]}; see the apt errors above)"
    else
      die "mmdebstrap failed for PHP $VER (a package may be missing from ${SOURCES[*]}; see the apt errors above)"
    fi
  fi
  rm -f "$out"
  [[ $variant != extract ]] || finish_extracted "$tmp"
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

# What the maintainer scripts of an extracted root would have done and the legs need: dpkg's database (phpize
# asks dpkg-query for libtool's version; the leg lists what it tests), the alternatives the tools are called by,
# the users and groups, the dynamic linker's cache. Nothing else runs at configure time that PHP -n reads.
finish_extracted() {
  local root=$1 deb link target
  for deb in "$root"/var/cache/apt/archives/*.deb; do
    dpkg-deb -f "$deb" | awk 'NR == 1 { print; print "Status: install ok installed"; next } { print }'
    echo
  done >"$root/var/lib/dpkg/status"
  rm -f "$root"/var/cache/apt/archives/*.deb
  for link in php:php$PHPVER phpize:phpize$PHPVER php-config:php-config$PHPVER awk:mawk cc:gcc; do
    target=${link#*:} link=${link%%:*}
    [[ -e $root/usr/bin/$target ]] || die "extracted root has no /usr/bin/$target"
    ln -sfn "$target" "$root/usr/bin/$link"
  done
  [[ -e $root/etc/passwd ]] || cp "$root/usr/share/base-passwd/passwd.master" "$root/etc/passwd"
  [[ -e $root/etc/group ]] || cp "$root/usr/share/base-passwd/group.master" "$root/etc/group"
  chroot "$root" /sbin/ldconfig
}

# The qemu-user binfmt_misc line for a Debian architecture: Debian's own (/usr/lib/binfmt.d), but with the
# interpreter opened at registration (F) so that it runs inside a chroot without a copy there. Debian ships
# none for i386 (an amd64 kernel normally runs it): qemu's own magic and mask for 32-bit x86 ELF
# (scripts/qemu-binfmt-conf.sh: ELFCLASS32, little-endian, e_type EXEC or DYN, e_machine EM_386).
binfmt_line() {
  local conf
  case $1 in
    i386)
      # shellcheck disable=SC2028  # the \x escapes are for the kernel, not for echo
      echo ':qemu-i386:M::\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x03\x00:\xff\xff\xff\xff\xff\xfe\xfe\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:/usr/bin/qemu-i386-static:F'
      return ;;
    arm64) conf=/usr/lib/binfmt.d/qemu-aarch64.conf ;;
    *) conf=/usr/lib/binfmt.d/qemu-$1.conf ;;
  esac
  [[ -f $conf ]] || die "no $conf (from qemu-user-static) for $1"
  # Debian's flags are OPF already; make sure of F.
  awk -F: 'NF == 8 && $1 == "" { if ($8 !~ /F/) $8 = $8 "F"; print; exit }' OFS=: "$conf"
}

# Native if this kernel executes $ARCH binaries itself; else through qemu-user-static's binfmt handler,
# registered here if it is not yet. Sets NATIVE=1 or NATIVE=0; fails when $ARCH cannot be run at all.
ensure_arch() {
  local line name dir=/proc/sys/fs/binfmt_misc
  NATIVE=0
  if arch-test -n "$ARCH" >/dev/null 2>&1; then NATIVE=1; return; fi
  bash "$REPO/scripts/apt-install.sh" qemu-user-static >&2 || die "cannot install qemu-user-static on the host"
  # The chroots of several architectures are set up side by side (.ci/run): one mount, one register at a time.
  exec 8>/var/lock/iterpred-binfmt.lock
  flock 8
  if [[ ! -f $dir/register ]]; then
    modprobe binfmt_misc 2>/dev/null || true  # built in on most kernels
    mount -t binfmt_misc binfmt_misc "$dir" || die "cannot mount binfmt_misc on $dir: no way to run $ARCH binaries here"
  fi
  line=$(binfmt_line "$ARCH")
  name=$(cut -d: -f2 <<<"$line")
  # A handler registered without F (by hand, or by an older binfmt-support) names an interpreter the
  # chroot does not have: replace it with the same one plus F.
  if [[ -f $dir/$name ]] && ! grep -q '^flags:.*F' "$dir/$name"; then
    log "replacing binfmt handler $name (no F flag)"
    echo -1 >"$dir/$name"
  fi
  if [[ ! -f $dir/$name ]]; then
    log "registering binfmt handler $name"
    printf '%s' "$line" >"$dir/register" || die "cannot register binfmt handler: $line"
  fi
  [[ $(head -n1 "$dir/$name") == enabled ]] || die "binfmt handler $dir/$name is disabled"
  exec 8>&-
  arch-test "$ARCH" >&2 || die "$ARCH binaries do not run even through $dir/$name"
  log "$ARCH runs under qemu-user (this kernel cannot execute it natively)"
}

ensure() {
  [[ $(id -u) == 0 ]] || die "must run as root (mmdebstrap --mode=root, chroot, mount)"
  configure
  if [[ -n $ARCH ]]; then
    ensure_mmdebstrap
    ensure_arch
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

if [[ ${1:-} == native ]]; then
  [[ $(id -u) == 0 ]] || die "must run as root"
  configure
  [[ -n $ARCH ]] || exit 0
  ensure_mmdebstrap
  ensure_arch
  [[ $NATIVE == 1 ]]
  exit
fi

if [[ ${1:-} == run ]]; then
  shift
  [[ $# -ge 1 ]] || die "usage: $0 $VER run CMD [ARGS...]"
  ensure
  bind=${ITERPRED_BIND:-$REPO}
  # A 32-bit chroot also gets a 32-bit uname (i686), so that configure and config.guess see the machine it is.
  personality=
  [[ $ARCH != i386 ]] || personality="setarch i686"
  # Under qemu-user the tests may size down what would take minutes there (the scale tests say so).
  emulated=
  [[ -z $ARCH || $NATIVE == 1 ]] || emulated="ITERPRED_EMULATED=qemu-user"
  export personality emulated
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
    exec env -u TMPDIR PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root $emulated \
      $personality chroot "$dir" sh -c "cd /src && exec \"\$@\"" sh "$@"
  ' sh "$DIR" "$bind" "$@"
  exit  # a pristine run's copy is removed on the way out
fi

[[ $# -eq 0 ]] || die "unknown arguments: $* (usage: $0 8.4|8.5|8.6|8.2-i386|8.2-arm64|8.2-s390x [run CMD...|native])"
ensure
echo "$DIR"
