<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use PHPStan\Testing\TypeInferenceTestCase;
use PHPUnit\Framework\Attributes\DataProvider;

/**
 * assertType() in tests/data/php84.php, analysed as on PHP 8.4.
 */
final class TypeInferencePhp84Test extends TypeInferenceTestCase
{

	/**
	 * @return iterable<mixed>
	 */
	public static function dataFileAsserts(): iterable
	{
		yield from self::gatherAssertTypes(__DIR__ . '/data/php84.php');
	}

	#[DataProvider('dataFileAsserts')]
	public function testFileAsserts(string $assertType, string $file, mixed ...$args): void
	{
		$this->assertFileAsserts($assertType, $file, ...$args);
	}

	public static function getAdditionalConfigFiles(): array
	{
		return [__DIR__ . '/../extension.neon', __DIR__ . '/php84.neon'];
	}

}
