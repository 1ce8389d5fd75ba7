#!/usr/bin/env bash
# Installs the Debian packages named that are not installed yet, one apt run at a time.
#
#   bash scripts/apt-install.sh [--update] PACKAGE...
#
# Every script that needs a package goes through here: CI runs its legs side by side, and apt does
# not wait for its own locks (a second `apt-get update` fails at once on /var/lib/apt/lists/lock),
# so the installs queue on one lock file. The package lists are refreshed first when a package has no
# install candidate in them (a fresh machine or container has no lists at all), again when an install
# fails on stale lists, or with --update (after a new apt source was added); an apt run outside ours
# that holds the locks is waited for and retried. apt's own output is kept in a log and shown only
# when the install fails for good: what is not an error is not printed. Exits 0 once every package
# is installed.
set -uo pipefail

update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
[ $# -gt 0 ] || { echo "usage: $0 [--update] PACKAGE..." >&2; exit 2; }

missing() {
	local p
	for p in "$@"; do
		[ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" = installed ] || echo "$p"
	done
}

mapfile -t todo < <(missing "$@")
[ "${#todo[@]}" -gt 0 ] || [ "$update" = 1 ] || exit 0
[ "$(id -u)" -eq 0 ] || { echo "apt-install.sh: run as root to install: ${todo[*]}" >&2; exit 1; }

exec 9>/var/lock/iterpred-apt.lock
flock 9
# Another caller may have installed them while this one waited.
mapfile -t todo < <(missing "$@")

export DEBIAN_FRONTEND=noninteractive
apt_opts=(-qq -o DPkg::Lock::Timeout=600)
# A package apt does not know yet (no lists, or lists from before it existed) needs the lists first.
for p in "${todo[@]}"; do
	apt-cache policy "$p" 2>/dev/null | grep -q '^ *Candidate: [^(]' || update=1
done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for try in 1 2 3 4 5 6 7 8 9 10; do
	if [ "$update" = 0 ] || apt-get update "${apt_opts[@]}" >"$log" 2>&1; then
		update=0
		[ "${#todo[@]}" -gt 0 ] || exit 0
		echo "apt-install.sh: installing ${todo[*]}" >&2
		apt-get install -y "${apt_opts[@]}" --no-install-recommends "${todo[@]}" >"$log" 2>&1 && exit 0
		# Stale package lists are the usual cause: the next try refreshes them first.
		update=1
		[ "$try" -gt 1 ] || continue
	fi
	echo "apt-install.sh: apt failed (try $try of 10; another apt run may hold its locks), again in 15 s" >&2
	sleep 15
done
echo "apt-install.sh: could not install ${todo[*]}; apt said:" >&2
cat "$log" >&2
exit 1
