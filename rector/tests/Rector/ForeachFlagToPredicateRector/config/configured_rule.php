<?php

declare(strict_types=1);

use Iterpred\Rector\Rector\ForeachFlagToPredicateRector;
use Rector\Config\RectorConfig;

return RectorConfig::configure()->withRules([ForeachFlagToPredicateRector::class]);
