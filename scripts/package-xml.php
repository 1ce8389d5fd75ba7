<?php
/*
 * Keeps package.xml, composer.json, CHANGELOG.md and every other place that writes the version in
 * step with the source tree and with PHP_ITERPRED_VERSION.
 *
 *   php scripts/package-xml.php            rewrite package.xml's <contents> (from `git ls-files`),
 *                                          <version>, <stability>, <date>, <notes> and <changelog>
 *                                          (from CHANGELOG.md), and every version in VERSION_PLACES
 *                                          (composer.json's branch aliases, the consumer's and README's
 *                                          constraints, the examples in README and docs/install.md),
 *                                          from php_iterpred.h
 *   php scripts/package-xml.php --bump=X.Y.Z
 *                                          release X.Y.Z: write it into php_iterpred.h, turn
 *                                          CHANGELOG.md's "## [Unreleased]" section into
 *                                          "## [X.Y.Z] - today" under a new empty "Unreleased", then
 *                                          sync as above (the previous release's notes move to
 *                                          package.xml's <changelog>)
 *   php scripts/package-xml.php --check [--extension=PATH]
 *                                          change nothing; exit 1 naming every shipped file missing
 *                                          from package.xml (or listed with the wrong role), every
 *                                          listed file that does not ship, every version that
 *                                          contradicts PHP_ITERPRED_VERSION (package.xml, CHANGELOG.md,
 *                                          VERSION_PLACES, a "version" in a composer.json, a release
 *                                          tag on HEAD) and phpversion('iterpred') of the extension
 *                                          loaded in this PHP or of the one at PATH
 *   php scripts/package-xml.php --check-versions
 *                                          the versions only, without git (what
 *                                          tests/version_matches_package_xml.phpt runs)
 *
 * The version is written in one place, PHP_ITERPRED_VERSION in php_iterpred.h, and the release notes
 * in one place, CHANGELOG.md. composer.json has no "version" field: Packagist and PIE take a release's
 * version from its git tag, so there the tag carries it (RELEASE.md tags PHP_ITERPRED_VERSION) and
 * composer.json only aliases the development branch to the version line ("dev-main": "X.Y.x-dev").
 */

const ROOT = __DIR__ . '/..';
const PEAR_NS = 'http://pear.php.net/dtd/package-2.0';
const CONSUMER = 'tests/composer-consumer/composer.json';
const CHANGELOG = 'CHANGELOG.md';

/* Every other place the version is written, as [file, pattern]: the pattern's group 1 is the version
 * (X.Y.Z), or with 'line' the version line (X.Y) of a constraint "^X.Y" or an alias "X.Y.x-dev". Each
 * pattern must match at least once; a new place the version is written gets a line here. */
const VERSION_PLACES = [
	['README.md', '~pecl install \\./iterpred-([^\\s]+?)\\.tgz~'],
	['README.md', '~Version => (\\S+)~'],
	['README.md', '~pie install iterpred/iterpred:(\\S+)~'],
	['README.md', '~"ext-iterpred": "\\^(\\S+?)"~', 'line'],
	['README.md', '~"iterpred/polyfill": "\\^(\\S+?)"~', 'line'],
	['docs/install.md', '~pecl install \\./iterpred-([^\\s]+?)\\.tgz~'],
	['docs/install.md', '~Version => (\\S+)~'],
	['docs/install.md', '~pie install iterpred/iterpred:(\\S+)~'],
	['docs/install.md', '~^ext-iterpred (\\S+) +success$~m'],
	['docs/install.md', '~"ext-iterpred": "\\^(\\S+?)"~', 'line'],
	['docs/install.md', '~ext-iterpred\\s+\\^(\\S+?) but it is missing~', 'line'],
	['docs/install.md', '~"iterpred/polyfill": "\\^(\\S+?)"~', 'line'],
	['polyfill/README.md', '~"iterpred/polyfill": "\\^(\\S+?)"~', 'line'],
	['polyfill/README.md', '~"ext-iterpred": "\\^(\\S+?)"~', 'line'],
	['polyfill/composer.json', '~"dev-main": "(\\S+?)\\.x-dev"~', 'line'],
	['composer.json', '~"dev-main": "(\\S+?)\\.x-dev"~', 'line'],
	['rector/composer.json', '~"dev-main": "(\\S+?)\\.x-dev"~', 'line'],
	[CONSUMER, '~"ext-iterpred": "\\^(\\S+?)"~', 'line'],
	['tests/ini_global_functions_off_leaves_names_to_other_code.phpt', '~^Version => (\\S+)$~m'],
];
/* composer.json files whose "version" field, if one appears, must agree (better: none, the tag says it). */
const COMPOSER_FILES = ['composer.json', 'polyfill/composer.json', 'phpstan/composer.json', 'rector/composer.json'];

/* Which files ship, and as what: first match wins; a file no rule names is an error, so a new
 * kind of file gets a decision instead of silently shipping or silently staying out. */
const RULES = [
	// polyfill/, phpstan/ and rector/ are composer packages of their own, published apart from the extension.
	['#^(\.ci|bench|scripts|\.github|polyfill|phpstan|rector)/#', null],
	['#^(\.gitignore|\.gitattributes|composer\.json|package\.xml|RELEASE\.md)$#', null],
	['#^CHANGELOG\.md$#', 'doc'],
	['#^(config\.m4|config\.w32|[^/]+\.[ch]|[^/]+\.stub\.php)$#', 'src'],
	['#^tests/#', 'test'],
	['#^(README\.md|CONTRIBUTING\.md|LICENSE|docs/.+|examples/.+|stubs/.+)$#', 'doc'],
];

function fail_usage(string $message): never
{
	fwrite(STDERR, "package-xml.php: $message\n");
	exit(2);
}

function header_version(): string
{
	$header = file_get_contents(ROOT . '/php_iterpred.h');
	if (!preg_match('/^#\s*define\s+PHP_ITERPRED_VERSION\s+"([^"]+)"/m', $header, $m)) {
		fail_usage('no PHP_ITERPRED_VERSION "X.Y.Z" in php_iterpred.h');
	}
	if (!preg_match('/^\d+\.\d+\.\d+((alpha|beta|RC)\d+)?$/', $m[1])) {
		fail_usage("PHP_ITERPRED_VERSION \"$m[1]\" is not X.Y.Z, X.Y.ZalphaN, X.Y.ZbetaN or X.Y.ZRCN");
	}
	return $m[1];
}

/* PEAR's rules: below 1.0.0 nothing is stable; a suffix says alpha, beta (RC is beta). */
function stability(string $version): string
{
	if (str_contains($version, 'alpha')) {
		return 'alpha';
	}
	if (str_starts_with($version, '0.') || str_contains($version, 'beta') || str_contains($version, 'RC')) {
		return 'beta';
	}
	return 'stable';
}

/* "0.1" for 0.1.0: what composer's "^0.1" and the branch alias "0.1.x-dev" are built on. */
function version_line(string $version): string
{
	return implode('.', array_slice(explode('.', $version), 0, 2));
}

/** @return array<string, string> shipped file => role, sorted */
function shipped_files(array &$problems): array
{
	$cmd = 'git -C ' . escapeshellarg(ROOT) . ' ls-files -z --cached --others --exclude-standard';
	exec($cmd, $out, $rc);
	if ($rc !== 0) {
		fail_usage('git ls-files failed: is ' . realpath(ROOT) . ' a git work tree?');
	}
	$files = [];
	foreach (array_filter(explode("\0", implode("\n", $out))) as $path) {
		if (!is_file(ROOT . "/$path")) {
			continue; /* deleted in the work tree, not yet in the index */
		}
		$matched = false;
		foreach (RULES as [$pattern, $role]) {
			if (preg_match($pattern, $path)) {
				$matched = true;
				if ($role !== null) {
					$files[$path] = $role;
				}
				break;
			}
		}
		if (!$matched) {
			$problems[] = "$path: no rule in scripts/package-xml.php says whether it ships";
		}
	}
	ksort($files, SORT_STRING);
	return $files;
}

function load_package_xml(): DOMDocument
{
	$doc = new DOMDocument();
	$doc->preserveWhiteSpace = false;
	$doc->formatOutput = true;
	if (!$doc->load(ROOT . '/package.xml')) {
		fail_usage('package.xml is not well-formed XML');
	}
	return $doc;
}

function pkg_node(DOMXPath $xp, string $query): DOMElement
{
	$node = $xp->query($query)->item(0);
	if (!$node instanceof DOMElement) {
		fail_usage("package.xml has no $query");
	}
	return $node;
}

/** @return array<string, string> listed file => role */
function listed_files(DOMXPath $xp): array
{
	$files = [];
	foreach ($xp->query('/p:package/p:contents/p:dir[@name="/"]//p:file') as $file) {
		$path = $file->getAttribute('name');
		for ($dir = $file->parentNode; $dir instanceof DOMElement && $dir->localName === 'dir'; $dir = $dir->parentNode) {
			if ($dir->getAttribute('name') !== '/') {
				$path = $dir->getAttribute('name') . "/$path";
			}
		}
		$files[$path] = $file->getAttribute('role');
	}
	return $files;
}

/** @return array<string, mixed> */
function read_json(string $file): array
{
	$data = json_decode((string) file_get_contents(ROOT . "/$file"), true);
	if (!is_array($data)) {
		fail_usage("$file is not a JSON object");
	}
	return $data;
}

/**
 * CHANGELOG.md's releases, newest first; $unreleased gets the body of "## [Unreleased]", which must be
 * its first section.
 * @return list<array{version: string, date: string, body: string}>
 */
function changelog(?string &$unreleased = null): array
{
	$text = @file_get_contents(ROOT . '/' . CHANGELOG);
	if ($text === false) {
		fail_usage('no ' . CHANGELOG);
	}
	$sections = preg_split('/^## /m', $text);
	array_shift($sections); /* what the file is, before the first section */
	$releases = [];
	$unreleased = null;
	foreach ($sections as $i => $section) {
		[$head, $body] = explode("\n", $section, 2) + [1 => ''];
		if (trim($head) === '[Unreleased]') {
			if ($i !== 0) {
				fail_usage(CHANGELOG . ': "## [Unreleased]" must be the first section');
			}
			$unreleased = trim($body);
		} elseif (preg_match('/^\[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$/', trim($head), $m)) {
			$releases[] = ['version' => $m[1], 'date' => $m[2], 'body' => trim($body)];
		} else {
			fail_usage(CHANGELOG . ": \"## $head\" is neither \"## [Unreleased]\" nor \"## [X.Y.Z] - YYYY-MM-DD\"");
		}
	}
	if ($unreleased === null) {
		fail_usage(CHANGELOG . ' has no "## [Unreleased]" section on top');
	}
	return $releases;
}

/* A CHANGELOG.md section as package.xml's notes: "### Added" becomes "Added:", the entries stay. */
function notes_text(string $body): string
{
	return trim(preg_replace('/^### (.+)$/m', '$1:', $body));
}

/* package.xml's <date>, <notes> and <changelog> from CHANGELOG.md: the notes of $version, and every
 * older release in <changelog>, newest first, as PEAR lists them. */
function apply_releases(DOMDocument $doc, DOMXPath $xp, string $version, array $releases): ?string
{
	$older = [];
	$current = null;
	foreach ($releases as $release) {
		if ($release['version'] === $version) {
			$current = $release;
		} elseif ($current !== null || version_compare($release['version'], $version, '<')) {
			$older[] = $release;
		}
	}
	if ($current === null) {
		return CHANGELOG . " has no \"## [$version] - YYYY-MM-DD\" section (php scripts/package-xml.php --bump=$version makes it)";
	}
	if ($releases[0]['version'] !== $version) {
		return CHANGELOG . "'s newest release is {$releases[0]['version']}, PHP_ITERPRED_VERSION is $version";
	}
	pkg_node($xp, '/p:package/p:date')->textContent = $current['date'];
	$time = $xp->query('/p:package/p:time')->item(0);
	$time?->parentNode->removeChild($time);
	pkg_node($xp, '/p:package/p:notes')->textContent = notes_text($current['body']);

	$package = pkg_node($xp, '/p:package');
	foreach (iterator_to_array($xp->query('/p:package/p:changelog')) as $old) {
		$package->removeChild($old);
	}
	if (!$older) {
		return null;
	}
	$changelog = $package->appendChild($doc->createElementNS(PEAR_NS, 'changelog'));
	$license = pkg_node($xp, '/p:package/p:license');
	foreach ($older as $release) {
		$node = $changelog->appendChild($doc->createElementNS(PEAR_NS, 'release'));
		foreach (['version' => $release['version'], 'stability' => stability($release['version'])] as $what => $value) {
			$pair = $node->appendChild($doc->createElementNS(PEAR_NS, $what));
			$pair->appendChild($doc->createElementNS(PEAR_NS, 'release', $value));
			$pair->appendChild($doc->createElementNS(PEAR_NS, 'api', $value));
		}
		$node->appendChild($doc->createElementNS(PEAR_NS, 'date', $release['date']));
		$node->appendChild($license->cloneNode(true));
		$node->appendChild($doc->createElementNS(PEAR_NS, 'notes'))->textContent = notes_text($release['body']);
	}
	return null;
}

/**
 * The versions written in VERSION_PLACES against $version; with $write, rewritten to it.
 * @return list<string> problems
 */
function place_versions(string $version, bool $write): array
{
	$problems = [];
	$texts = [];
	foreach (VERSION_PLACES as $place) {
		[$file, $pattern] = $place;
		$want = ($place[2] ?? null) === 'line' ? version_line($version) : $version;
		$texts[$file] ??= (string) @file_get_contents(ROOT . "/$file");
		if (!preg_match_all($pattern, $texts[$file], $matches, PREG_OFFSET_CAPTURE)) {
			$problems[] = "$file: nothing matches $pattern (the version is no longer written there: update VERSION_PLACES in scripts/package-xml.php)";
			continue;
		}
		foreach ($matches[1] as [$got, $offset]) {
			if ($got !== $want) {
				$line = substr_count($texts[$file], "\n", 0, $offset) + 1;
				$problems[] = "$file:$line says $got, PHP_ITERPRED_VERSION $version makes it $want";
			}
		}
		if ($write) {
			$texts[$file] = preg_replace_callback($pattern, function (array $m) use ($want): string {
				$at = $m[1][1] - $m[0][1];
				return substr($m[0][0], 0, $at) . $want . substr($m[0][0], $at + strlen($m[1][0]));
			}, $texts[$file], -1, $count, PREG_OFFSET_CAPTURE);
		}
	}
	if ($write) {
		foreach ($texts as $file => $text) {
			if ($text !== '' && $text !== file_get_contents(ROOT . "/$file")) {
				file_put_contents(ROOT . "/$file", $text);
				echo "updated $file\n";
			}
		}
	}
	foreach (COMPOSER_FILES as $file) {
		$composer = read_json($file);
		if (isset($composer['version']) && ltrim($composer['version'], 'v') !== $version) {
			$problems[] = "$file \"version\" is $composer[version], PHP_ITERPRED_VERSION is $version"
				. ' (better: no "version" field, Packagist reads the tag)';
		}
	}
	return $problems;
}

/** @return list<string> every version, package.xml's release notes and CHANGELOG.md against $version */
function version_problems(string $version): array
{
	$doc = load_package_xml();
	$xp = new DOMXPath($doc);
	$xp->registerNamespace('p', PEAR_NS);
	$problems = [];
	foreach (['release', 'api'] as $what) {
		$got = pkg_node($xp, "/p:package/p:version/p:$what")->textContent;
		if ($got !== $version) {
			$problems[] = "package.xml <version><$what> is $got, PHP_ITERPRED_VERSION is $version";
		}
		$got = pkg_node($xp, "/p:package/p:stability/p:$what")->textContent;
		if ($got !== stability($version)) {
			$problems[] = "package.xml <stability><$what> is $got, $version is " . stability($version);
		}
	}
	$want = load_package_xml();
	$want_xp = new DOMXPath($want);
	$want_xp->registerNamespace('p', PEAR_NS);
	$problem = apply_releases($want, $want_xp, $version, changelog());
	if ($problem !== null) {
		$problems[] = $problem;
	} else {
		foreach (['date', 'notes', 'changelog'] as $what) {
			$got = $xp->query("/p:package/p:$what")->item(0);
			$expected = $want_xp->query("/p:package/p:$what")->item(0);
			if (($got ? $doc->saveXML($got) : '') !== ($expected ? $want->saveXML($expected) : '')) {
				$problems[] = "package.xml <$what> is not what " . CHANGELOG . ' says';
			}
		}
	}
	return [...$problems, ...place_versions($version, false)];
}

function loaded_extension_version(?string $extension): ?string
{
	if ($extension === null) {
		return extension_loaded('iterpred') ? (string) phpversion('iterpred') : null;
	}
	if (!is_file($extension)) {
		fail_usage("--extension=$extension: no such file");
	}
	$cmd = escapeshellarg(PHP_BINARY) . ' -n -d extension=' . escapeshellarg(realpath($extension))
		. ' -r ' . escapeshellarg('echo phpversion("iterpred");') . ' 2>&1';
	return trim((string) shell_exec($cmd));
}

function check(string $version, ?string $extension): int
{
	$problems = [];
	$shipped = shipped_files($problems);
	$xp = new DOMXPath(load_package_xml());
	$xp->registerNamespace('p', PEAR_NS);
	$listed = listed_files($xp);

	foreach ($shipped as $path => $role) {
		if (!isset($listed[$path])) {
			$problems[] = "$path: ships but is missing from package.xml (role=\"$role\")";
		} elseif ($listed[$path] !== $role) {
			$problems[] = "$path: listed in package.xml with role=\"$listed[$path]\", should be role=\"$role\"";
		}
	}
	foreach (array_diff_key($listed, $shipped) as $path => $role) {
		$problems[] = is_file(ROOT . "/$path")
			? "$path: listed in package.xml but does not ship (see RULES in scripts/package-xml.php)"
			: "$path: listed in package.xml but does not exist";
	}

	$problems = [...$problems, ...version_problems($version)];
	$composer = read_json('composer.json');
	if (($composer['type'] ?? null) !== 'php-ext') {
		$problems[] = 'composer.json "type" must be "php-ext" for PIE';
	}
	if (($composer['php-ext']['extension-name'] ?? null) !== 'iterpred') {
		$problems[] = 'composer.json php-ext.extension-name must be "iterpred"';
	}
	foreach ($composer['php-ext']['configure-options'] ?? [] as $i => $option) {
		if (!preg_match('/^[a-zA-Z0-9][a-zA-Z0-9-_]*$/', $option['name'] ?? '')) {
			$problems[] = "composer.json php-ext.configure-options[$i].name is not a ./configure flag name";
		}
	}

	exec('git -C ' . escapeshellarg(ROOT) . ' tag --points-at HEAD', $tags);
	foreach ($tags as $tag) {
		if (preg_match('/^v?\d+\.\d+\.\d+/', $tag) && ltrim($tag, 'v') !== $version) {
			$problems[] = "HEAD is tagged $tag, PHP_ITERPRED_VERSION is $version";
		}
	}

	$loaded = loaded_extension_version($extension);
	if ($loaded === null) {
		echo "phpversion('iterpred'): not checked, iterpred is not loaded (pass --extension=PATH)\n";
	} elseif ($loaded !== $version) {
		$problems[] = "phpversion('iterpred') is \"$loaded\", PHP_ITERPRED_VERSION is $version"
			. ' (a stale build, or the module entry does not use PHP_ITERPRED_VERSION)';
	} else {
		echo "phpversion('iterpred'): $loaded\n";
	}

	foreach ($problems as $problem) {
		echo "ERROR $problem\n";
	}
	if ($problems) {
		echo count($problems) . " problem(s); `php scripts/package-xml.php` fixes what is generated\n";
		return 1;
	}
	printf("package.xml lists all %d shipped files; version %s (%s) agrees everywhere\n",
		count($shipped), $version, stability($version));
	return 0;
}

function sync(string $version): int
{
	$problems = [];
	$shipped = shipped_files($problems);
	if ($problems) {
		foreach ($problems as $problem) {
			echo "ERROR $problem\n";
		}
		return 1;
	}
	$doc = load_package_xml();
	$xp = new DOMXPath($doc);
	$xp->registerNamespace('p', PEAR_NS);

	foreach (['release', 'api'] as $what) {
		pkg_node($xp, "/p:package/p:version/p:$what")->textContent = $version;
		pkg_node($xp, "/p:package/p:stability/p:$what")->textContent = stability($version);
	}
	$problem = apply_releases($doc, $xp, $version, changelog());
	if ($problem !== null) {
		echo "ERROR $problem\n";
		return 1;
	}

	$root = pkg_node($xp, '/p:package/p:contents/p:dir[@name="/"]');
	while ($root->firstChild) {
		$root->removeChild($root->firstChild);
	}
	foreach ($shipped as $path => $role) {
		$file = $doc->createElementNS(PEAR_NS, 'file');
		$file->setAttribute('name', $path);
		$file->setAttribute('role', $role);
		$root->appendChild($file);
	}
	$xml = $doc->saveXML();
	if ($xml !== file_get_contents(ROOT . '/package.xml')) {
		file_put_contents(ROOT . '/package.xml', $xml);
		echo "updated package.xml\n";
	}

	foreach (place_versions($version, true) as $problem) {
		if (!str_contains($problem, ' says ')) {
			echo "ERROR $problem\n";
			return 1;
		}
	}
	printf("%d files, version %s (%s)\n", count($shipped), $version, stability($version));
	return 0;
}

/* A release: the new version in php_iterpred.h, CHANGELOG.md's Unreleased entries under its heading. */
function bump(string $new): int
{
	$old = header_version();
	if (!preg_match('/^\d+\.\d+\.\d+((alpha|beta|RC)\d+)?$/', $new)) {
		fail_usage("--bump=$new: not X.Y.Z, X.Y.ZalphaN, X.Y.ZbetaN or X.Y.ZRCN");
	}
	if (!version_compare($new, $old, '>')) {
		fail_usage("--bump=$new: not after the current $old");
	}
	changelog($unreleased);
	if ($unreleased === '') {
		fail_usage(CHANGELOG . ': nothing under "## [Unreleased]" to release');
	}
	$header = file_get_contents(ROOT . '/php_iterpred.h');
	$header = preg_replace('/^(#\s*define\s+PHP_ITERPRED_VERSION\s+)"[^"]+"/m', "\${1}\"$new\"", $header, 1);
	file_put_contents(ROOT . '/php_iterpred.h', $header);
	echo "php_iterpred.h: PHP_ITERPRED_VERSION $old -> $new\n";
	$text = file_get_contents(ROOT . '/' . CHANGELOG);
	$text = preg_replace('/^## \[Unreleased\]\n/m', "## [Unreleased]\n\n## [$new] - " . gmdate('Y-m-d') . "\n", $text, 1);
	file_put_contents(ROOT . '/' . CHANGELOG, $text);
	echo CHANGELOG . ": the Unreleased entries are now \"## [$new] - " . gmdate('Y-m-d') . "\"; a new \"## [Unreleased]\" is open\n";
	return sync($new);
}

$mode = 'sync';
$extension = null;
$bump = null;
foreach (array_slice($argv, 1) as $arg) {
	if ($arg === '--check' || $arg === '--check-versions') {
		$mode = substr($arg, 2);
	} elseif (str_starts_with($arg, '--extension=')) {
		$extension = substr($arg, strlen('--extension='));
	} elseif (str_starts_with($arg, '--bump=')) {
		$mode = 'bump';
		$bump = substr($arg, strlen('--bump='));
	} else {
		fail_usage("unknown argument $arg (usage: [--check [--extension=PATH]] | --check-versions | --bump=X.Y.Z)");
	}
}
if ($mode === 'check-versions') {
	$version = header_version();
	$problems = version_problems($version);
	foreach ($problems as $problem) {
		echo "ERROR $problem\n";
	}
	if ($problems) {
		exit(1);
	}
	echo "version $version agrees everywhere it is written\n";
	exit(0);
}
exit(match ($mode) {
	'check' => check(header_version(), $extension),
	'bump' => bump($bump),
	default => sync(header_version()),
});
