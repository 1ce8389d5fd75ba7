#!/usr/bin/env bash
# RELEASE.md's one release step, tried on a throwaway copy of the tree: with an entry under
# CHANGELOG.md's "## [Unreleased]", `php scripts/package-xml.php --bump=NEXT` (the next patch version)
# must set PHP_ITERPRED_VERSION, make the entry NEXT's section under a new, empty "Unreleased", put it
# in package.xml's <notes> and the current release in its <changelog>, leave every version agreeing
# (--check-versions), and then refuse another bump while "Unreleased" is empty. Exits non-zero otherwise.
# shellcheck disable=SC2016  # the php -r snippets are PHP, single-quoted on purpose
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "bump-check.sh: FAIL: $*" >&2; exit 1; }

(cd "$src" && git ls-files -z --cached --others --exclude-standard | tar cf - --null -T -) | tar xf - -C "$work"
git -C "$work" init -q && git -C "$work" add -A  # package-xml.php takes the file list from git
cd "$work"
current=$(sed -n 's/^#define PHP_ITERPRED_VERSION "\([0-9]*\.[0-9]*\.[0-9]*\)"$/\1/p' php_iterpred.h)
[ -n "$current" ] || fail "PHP_ITERPRED_VERSION is not X.Y.Z"
next=${current%.*}.$((${current##*.} + 1))
php -r '$f = "CHANGELOG.md"; file_put_contents($f, preg_replace("/^## \[Unreleased\]\n/m", "## [Unreleased]\n\n### Fixed\n- bump-check entry\n", file_get_contents($f), 1));'

echo "== php scripts/package-xml.php --bump=$next (from $current)"
php scripts/package-xml.php --bump="$next"
grep -q "^#define PHP_ITERPRED_VERSION \"$next\"$" php_iterpred.h || fail "php_iterpred.h does not say $next"
php -r 'exit(preg_match("/^## \[Unreleased\]\n\n## \[" . preg_quote($argv[1]) . "\] - \d{4}-\d\d-\d\d\n\n### Fixed\n- bump-check entry\n[\s\S]*?\n## \[" . preg_quote($argv[2]) . "\] - /m", file_get_contents("CHANGELOG.md")) ? 0 : 1);' "$next" "$current" \
	|| fail "CHANGELOG.md: not an empty Unreleased, then $next with the entry (and what Unreleased held), then $current"
php -r '$x = simplexml_load_file("package.xml");
	exit(str_contains((string) $x->notes, "bump-check entry") && (string) $x->changelog->release[0]->version->release === $argv[1] ? 0 : 1);' "$current" \
	|| fail "package.xml: the entry is not in <notes>, or $current is not first in <changelog>"
php scripts/package-xml.php --check-versions
set +e
out=$(php scripts/package-xml.php --bump="${next%.*}.$((${next##*.} + 1))" 2>&1)
rc=$?
set -e
if [ "$rc" = 0 ] || ! grep -q 'nothing under "## \[Unreleased\]"' <<<"$out"; then
	fail "a bump with an empty Unreleased section went through: $out"
fi
echo "bump-check: ok ($current -> $next; an empty Unreleased is refused)"
