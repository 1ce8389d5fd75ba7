<?php

declare(strict_types=1);

use Iterpred\Rector\Set\IterpredSetList;
use Rector\Config\RectorConfig;

return RectorConfig::configure()->withSets([IterpredSetList::LOOPS_TO_NAMESPACED_PREDICATES]);
