<?php
/*
 * Keeps package.xml and composer.json in step with the source tree and with PHP_ITERPRED_VERSION.
 *
 *   php scripts/package-xml.php            rewrite package.xml's <contents>, <version>, <stability>
 *                                          (and <date> when the version changed), composer.json's
 *                                          branch alias and the composer consumer's ext-iterpred
 *                                          constraint, from php_iterpred.h and `git ls-files`
 *   php scripts/package-xml.php --check [--extension=PATH]
 *                                          change nothing; exit 1 naming every shipped file missing
 *                                          from package.xml (or listed with the wrong role), every
 *                                          listed file that does not ship, and every version that
 *                                          contradicts PHP_ITERPRED_VERSION: package.xml, composer.json,
 *                                          the consumer's constraint, a release tag on HEAD, and
 *                                          phpversion('iterpred') of the extension loaded in this PHP
 *                                          or of the one at PATH
 *
 * The version is written in one place, PHP_ITERPRED_VERSION in php_iterpred.h. composer.json has no
 * "version" field: Packagist and PIE take a release's version from its git tag, so there the tag
 * carries it (RELEASE.md tags PHP_ITERPRED_VERSION) and composer.json only aliases the development
 * branch to the version line ("dev-main": "X.Y.x-dev"); --check fails if a "version" field appears
 * and disagrees, if the alias names another line, or if HEAD carries a release tag that differs.
 */

const ROOT = __DIR__ . '/..';
const PEAR_NS = 'http://pear.php.net/dtd/package-2.0';
const CONSUMER = 'tests/composer-consumer/composer.json';

/* Which files ship, and as what: first match wins; a file no rule names is an error, so a new
 * kind of file gets a decision instead of silently shipping or silently staying out. */
const RULES = [
	// polyfill/, phpstan/ and rector/ are composer packages of their own, published apart from the extension.
	['#^(\.ci|bench|scripts|\.github|polyfill|phpstan|rector)/#', null],
	['#^(\.gitignore|\.gitattributes|composer\.json|package\.xml|RELEASE\.md)$#', null],
	['#^(config\.m4|config\.w32|[^/]+\.[ch]|[^/]+\.stub\.php)$#', 'src'],
	['#^tests/#', 'test'],
	['#^(README\.md|LICENSE|docs/.+|examples/.+|stubs/.+)$#', 'doc'],
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

function write_json_if_changed(string $file, array $data): void
{
	$json = json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n";
	if ($json !== file_get_contents(ROOT . "/$file")) {
		file_put_contents(ROOT . "/$file", $json);
		echo "updated $file\n";
	}
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

	$composer = read_json('composer.json');
	if (isset($composer['version']) && ltrim($composer['version'], 'v') !== $version) {
		$problems[] = "composer.json \"version\" is $composer[version], PHP_ITERPRED_VERSION is $version"
			. ' (better: no "version" field, Packagist reads the tag)';
	}
	$alias = $composer['extra']['branch-alias']['dev-main'] ?? null;
	if ($alias !== version_line($version) . '.x-dev') {
		$problems[] = 'composer.json extra.branch-alias.dev-main is ' . json_encode($alias)
			. ', should be "' . version_line($version) . '.x-dev"';
	}
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

	$constraint = read_json(CONSUMER)['require']['ext-iterpred'] ?? null;
	if ($constraint !== '^' . version_line($version)) {
		$problems[] = CONSUMER . ' requires ext-iterpred ' . json_encode($constraint)
			. ', should be "^' . version_line($version) . '"';
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

	$release = pkg_node($xp, '/p:package/p:version/p:release');
	if ($release->textContent !== $version) {
		pkg_node($xp, '/p:package/p:date')->textContent = gmdate('Y-m-d');
		$time = $xp->query('/p:package/p:time')->item(0);
		$time?->parentNode->removeChild($time);
	}
	foreach (['release', 'api'] as $what) {
		pkg_node($xp, "/p:package/p:version/p:$what")->textContent = $version;
		pkg_node($xp, "/p:package/p:stability/p:$what")->textContent = stability($version);
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

	$composer = read_json('composer.json');
	if (isset($composer['version'])) {
		unset($composer['version']);
		echo "composer.json: removed \"version\", Packagist reads the tag\n";
	}
	$composer['extra']['branch-alias']['dev-main'] = version_line($version) . '.x-dev';
	write_json_if_changed('composer.json', $composer);

	$consumer = read_json(CONSUMER);
	$consumer['require']['ext-iterpred'] = '^' . version_line($version);
	write_json_if_changed(CONSUMER, $consumer);

	printf("%d files, version %s (%s)\n", count($shipped), $version, stability($version));
	return 0;
}

$check = false;
$extension = null;
foreach (array_slice($argv, 1) as $arg) {
	if ($arg === '--check') {
		$check = true;
	} elseif (str_starts_with($arg, '--extension=')) {
		$extension = substr($arg, strlen('--extension='));
	} else {
		fail_usage("unknown argument $arg (usage: [--check [--extension=PATH]])");
	}
}
exit($check ? check(header_version(), $extension) : sync(header_version()));
