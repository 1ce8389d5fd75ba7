<?php

declare(strict_types=1);

use Iterpred\Rector\Rector\ForeachReturnToPredicateRector;
use Rector\Config\RectorConfig;

return RectorConfig::configure()->withRules([ForeachReturnToPredicateRector::class]);
