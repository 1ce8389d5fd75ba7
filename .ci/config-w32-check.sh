#!/usr/bin/env bash
# config.w32 is what a Windows build (buildconf.bat / configure.js) reads, and no CI machine here runs
# Windows. This check evaluates config.w32 as JScript under node, with the Windows build system's
# functions (ARG_ENABLE, EXTENSION, ADD_SOURCES, ADD_FLAG, AC_DEFINE, ...) stubbed to record their
# calls, once as `configure --enable-iterpred=shared` and once without it, and fails when the
# extension's name, switch, default, sources or compiler flags differ from config.m4's
# (PHP_ARG_ENABLE / PHP_NEW_EXTENSION / PHP_ADD_SOURCES), when a source file does not exist, or when
# config.w32 calls a function the stubs do not know. It proves config.w32 says what config.m4 says,
# not that it builds on Windows. Installs nodejs from Debian when node is missing.
#
#   bash .ci/config-w32-check.sh
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v node >/dev/null; then
	bash "$src/scripts/apt-install.sh" nodejs
fi

node - "$src" <<'JS'
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const src = process.argv[2];
const problems = [];
const words = (s) => String(s || '').trim().split(/\s+/).filter(Boolean);
// -DNAME=VALUE (config.m4) and /DNAME=VALUE (config.w32) are the same define.
const defines = (flags) => words(flags).map((f) => f.replace(/^[-/]D/, 'D:'));
const sorted = (a) => [...a].sort();
const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

// ---- config.m4: the arguments of its macros, [quotes] stripped, split at top-level commas ----
const m4 = fs.readFileSync(path.join(src, 'config.m4'), 'utf8');
function m4Calls(name) {
	const calls = [];
	const re = new RegExp('\\b' + name + '\\(', 'g');
	let match;
	while ((match = re.exec(m4)) !== null) {
		const args = [];
		let depth = 0, bracket = 0, cur = '', i = match.index + match[0].length;
		for (; i < m4.length; i++) {
			const c = m4[i];
			if (c === '[') { bracket++; if (bracket === 1) continue; }
			if (c === ']') { bracket--; if (bracket === 0) continue; }
			if (bracket === 0 && c === '(') depth++;
			if (bracket === 0 && c === ')') { if (depth === 0) break; depth--; }
			if (bracket === 0 && depth === 0 && c === ',') { args.push(cur.trim()); cur = ''; continue; }
			cur += c;
		}
		args.push(cur.trim());
		calls.push(args);
	}
	return calls;
}
const m4Enable = m4Calls('PHP_ARG_ENABLE');
const m4With = m4Calls('PHP_ARG_WITH');
const m4Ext = m4Calls('PHP_NEW_EXTENSION');
if (m4Ext.length !== 1) problems.push(`config.m4 has ${m4Ext.length} PHP_NEW_EXTENSION calls, expected 1`);
const want = {
	arg: m4Enable.length ? { kind: 'enable', name: m4Enable[0][0], default: m4Enable[0][3] || 'no' }
		: { kind: 'with', name: (m4With[0] || [])[0], default: (m4With[0] || [])[3] || 'no' },
	name: (m4Ext[0] || [])[0],
	sources: words((m4Ext[0] || [])[1]).concat(...m4Calls('PHP_ADD_SOURCES').map((a) => words(a[1]).map((f) => path.posix.join(a[0].replace(/^PHP_EXT_DIR\(.*?\)\/?/, ''), f)))),
	defines: defines((m4Ext[0] || [])[4]),
};

// ---- config.w32, evaluated with the Windows build system's functions recording their calls ----
const w32 = fs.readFileSync(path.join(src, 'config.w32'), 'utf8');
function evaluate(enabled) {
	const got = { args: [], extensions: [], sources: [], flags: [], defines: [], unknown: [] };
	const optionValue = (name) => (enabled && name === want.arg.name ? 'yes' : 'no');
	const sandbox = {
		ARG_ENABLE(name, help, def) {
			got.args.push({ kind: 'enable', name, help, default: def });
			sandbox['PHP_' + name.toUpperCase().replace(/-/g, '_')] = optionValue(name) === 'no' ? (def || 'no') : 'yes';
			sandbox['PHP_' + name.toUpperCase().replace(/-/g, '_') + '_SHARED'] = enabled;
		},
		ARG_WITH(name, help, def) {
			got.args.push({ kind: 'with', name, help, default: def });
			sandbox['PHP_' + name.toUpperCase().replace(/-/g, '_')] = optionValue(name) === 'no' ? (def || 'no') : 'yes';
			sandbox['PHP_' + name.toUpperCase().replace(/-/g, '_') + '_SHARED'] = enabled;
		},
		EXTENSION(name, files, shared, cflags) {
			got.extensions.push({ name, shared });
			got.sources.push(...words(files));
			got.defines.push(...defines(cflags));
		},
		ADD_SOURCES(dir, files) {
			const rel = String(dir).replace(/^configure_module_dirname\/?/, '');
			got.sources.push(...words(files).map((f) => path.posix.join(rel, f)));
		},
		ADD_FLAG(name, flags) { got.flags.push(name); got.defines.push(...defines(flags)); },
		AC_DEFINE(name, value) { got.defines.push(`D:${name}=${value}`); },
		ADD_EXTENSION_DEP() { return true; },
		CHECK_HEADER_ADD_INCLUDE() { return true; },
		CHECK_LIB() { return true; },
		PHP_INSTALL_HEADERS() {},
		WARNING(msg) { console.log(`config.w32 WARNING: ${msg}`); },
		ERROR(msg) { throw new Error(`config.w32 ERROR(): ${msg}`); },
		configure_module_dirname: 'configure_module_dirname',
		PHP_VERSION: 8, PHP_MINOR_VERSION: 2, PHP_RELEASE_VERSION: 0,
	};
	try {
		vm.runInNewContext(w32, sandbox, { filename: 'config.w32', timeout: 5000 });
	} catch (e) {
		problems.push(`config.w32 does not evaluate with the stubbed build functions: ${e.message}`);
	}
	return got;
}

const on = evaluate(true);
const off = evaluate(false);
const arg = on.args[0];
if (on.args.length !== 1 || !arg) {
	problems.push(`config.w32 declares ${on.args.length} ARG_ENABLE/ARG_WITH options, expected 1`);
} else {
	if (arg.kind !== want.arg.kind || arg.name !== want.arg.name) {
		problems.push(`switch: config.w32 has --${arg.kind}-${arg.name}, config.m4 --${want.arg.kind}-${want.arg.name}`);
	}
	if ((arg.default || 'no') !== want.arg.default) {
		problems.push(`default: config.w32 "${arg.default}", config.m4 "${want.arg.default}"`);
	}
}
if (on.extensions.length !== 1) {
	problems.push(`with --enable-${want.arg.name}=shared config.w32 calls EXTENSION() ${on.extensions.length} times, expected once`);
} else {
	if (on.extensions[0].name !== want.name) problems.push(`extension name: config.w32 "${on.extensions[0].name}", config.m4 "${want.name}"`);
	if (on.extensions[0].shared !== true) problems.push('config.w32 does not pass PHP_..._SHARED to EXTENSION(): a shared build would be static');
}
if (off.extensions.length !== 0) problems.push(`without --enable-${want.arg.name} config.w32 still calls EXTENSION()`);
if (!same(on.sources, want.sources)) {
	problems.push(`sources: config.w32 [${sorted(on.sources).join(' ')}], config.m4 [${sorted(want.sources).join(' ')}]`);
}
for (const file of new Set([...on.sources, ...want.sources])) {
	if (!fs.existsSync(path.join(src, file))) problems.push(`source ${file} does not exist`);
}
if (!same(new Set(on.defines), new Set(want.defines))) {
	problems.push(`flags: config.w32 [${sorted(new Set(on.defines)).join(' ')}], config.m4 [${sorted(new Set(want.defines)).join(' ')}]`);
}

console.log(`config.m4:  --${want.arg.kind}-${want.arg.name} (default ${want.arg.default}), extension ${want.name}, sources ${want.sources.join(' ')}, flags ${want.defines.join(' ')}`);
if (arg && on.extensions[0]) {
	console.log(`config.w32: --${arg.kind}-${arg.name} (default ${arg.default}), extension ${on.extensions[0].name}, sources ${on.sources.join(' ')}, flags ${[...new Set(on.defines)].join(' ')}`);
}
if (problems.length) {
	for (const p of problems) console.log(`config-w32-check: FAIL: ${p}`);
	process.exit(1);
}
console.log('config-w32-check: ok, config.w32 and config.m4 agree (evaluated, not built: Windows builds are not verified)');
JS
