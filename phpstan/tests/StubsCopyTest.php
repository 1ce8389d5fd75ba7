<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use PHPUnit\Framework\TestCase;
use function file_get_contents;
use function is_file;

/**
 * extension.neon loads phpstan/stubs/iterpred.php, so that the package works on its own; in the
 * iterpred repository it must be the same as stubs/iterpred.php, the one the .phpt suite checks.
 */
final class StubsCopyTest extends TestCase
{

	public function testStubsAreTheRepositorysStubs(): void
	{
		$original = __DIR__ . '/../../stubs/iterpred.php';
		if (!is_file($original)) {
			self::markTestSkipped('not inside the iterpred repository');
		}
		self::assertSame(
			file_get_contents($original),
			file_get_contents(__DIR__ . '/../stubs/iterpred.php'),
			'phpstan/stubs/iterpred.php differs from stubs/iterpred.php: cp stubs/iterpred.php phpstan/stubs/',
		);
	}

}
