<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

use PHPStan\Testing\TypeInferenceTestCase;
use PHPUnit\Framework\Attributes\DataProvider;

/**
 * assertType() in tests/data/*.php, as the analyser sees them on the PHP that runs the tests
 * (below 8.4: the global array_any()/array_all() are iterpred's).
 */
final class TypeInferenceTest extends TypeInferenceTestCase
{

	/**
	 * @return iterable<mixed>
	 */
	public static function dataFileAsserts(): iterable
	{
		yield from self::gatherAssertTypes(__DIR__ . '/data/runtime.php');
		yield from self::gatherAssertTypes(__DIR__ . '/data/narrowing.php');
		yield from self::gatherAssertTypes(__DIR__ . '/data/no-narrowing.php');
	}

	#[DataProvider('dataFileAsserts')]
	public function testFileAsserts(string $assertType, string $file, mixed ...$args): void
	{
		$this->assertFileAsserts($assertType, $file, ...$args);
	}

	public static function getAdditionalConfigFiles(): array
	{
		return [__DIR__ . '/../extension.neon'];
	}

}
