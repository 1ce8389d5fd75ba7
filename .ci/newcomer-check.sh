#!/usr/bin/env bash
# A newcomer's first run: README's two commands, `bash scripts/demo.sh` then `bash scripts/test.sh`,
# in a throwaway pristine Debian 12 root (.ci/chroot-php.sh 12-pristine: apt, no PHP, no package
# lists), on a clean export of this tree. Both must pass, and nothing they print may look like an
# error when it is not one (apt's "E: Unable to locate package", PHP's startup warnings, debconf's
# notes): every such line is shown and fails the check.
#
#   bash .ci/newcomer-check.sh [TEST_SH_OPTION...]   e.g. --no-valgrind, for a shorter run
set -uo pipefail
cd "$(dirname "$0")/.." || exit

export_dir=$(mktemp -d /tmp/iterpred-newcomer.XXXXXX)
log=$export_dir.log
trap 'rm -rf "$export_dir" "$log"' EXIT
git ls-files -z --cached --others --exclude-standard | tar cf - --null -T - | tar xf - -C "$export_dir"

# A newcomer has no CI summary file (.ci/run's SUMMARY_FILE is a host path the root does not have).
unset SUMMARY_FILE
# shellcheck disable=SC2016  # expanded inside the root
ITERPRED_BIND=$export_dir bash .ci/chroot-php.sh 12-pristine run bash -c '
	echo "\$ bash scripts/demo.sh"; bash scripts/demo.sh || { echo "newcomer-check: demo.sh exit $?"; exit 1; }
	echo "\$ bash scripts/test.sh $*"; bash scripts/test.sh "$@" || { echo "newcomer-check: test.sh exit $?"; exit 1; }
' sh "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
looks_bad='^(E|W): |^(PHP )?(Warning|Fatal error|Notice|Deprecated): |Unable to (locate|load)|^debconf: |^dpkg: |^Traceback '
if grep -En "$looks_bad" "$log"; then
	echo "newcomer-check: FAIL: the lines above look like errors"
	status=1
fi
[ "$status" = 0 ] && echo "newcomer-check: ok (demo.sh and test.sh passed; nothing printed looks like an error)"
exit "$status"
