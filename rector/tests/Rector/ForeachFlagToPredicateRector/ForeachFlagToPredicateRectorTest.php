<?php

declare(strict_types=1);

namespace Iterpred\Rector\Tests\Rector\ForeachFlagToPredicateRector;

use Iterpred\Rector\Tests\Rector\FixtureDirectoryTestCase;

/** Fixture/ rewritten with config/configured_rule.php (FixtureDirectoryTestCase). */
final class ForeachFlagToPredicateRectorTest extends FixtureDirectoryTestCase
{
}
