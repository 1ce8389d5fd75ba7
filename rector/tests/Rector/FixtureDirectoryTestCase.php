<?php

declare(strict_types=1);

namespace Iterpred\Rector\Tests\Rector;

use Iterator;
use PHPUnit\Framework\Attributes\DataProvider;
use ReflectionClass;
use Rector\Testing\PHPUnit\AbstractRectorTestCase;

/**
 * Rector's test for one configuration: every Fixture/*.php.inc next to the test class, rewritten
 * with config/configured_rule.php next to it. Rector keeps one container per test class and its
 * config, so each configuration stays a class of its own; this is what they share.
 */
abstract class FixtureDirectoryTestCase extends AbstractRectorTestCase
{
    #[DataProvider('provideData')]
    public function test(string $filePath): void
    {
        $this->doTestFile($filePath);
    }

    public static function provideData(): Iterator
    {
        return self::yieldFilesFromDirectory(self::directory() . '/Fixture');
    }

    public function provideConfigFilePath(): string
    {
        return self::directory() . '/config/configured_rule.php';
    }

    /** The folder of the concrete test class. */
    private static function directory(): string
    {
        $file = (new ReflectionClass(static::class))->getFileName();
        if ($file === false) {
            throw new \LogicException(static::class . ' has no file');
        }

        return dirname($file);
    }
}
