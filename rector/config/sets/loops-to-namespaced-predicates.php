<?php

declare(strict_types=1);

use Iterpred\Rector\IterpredOption;
use Iterpred\Rector\Rector\ForeachFlagToPredicateRector;
use Iterpred\Rector\Rector\ForeachReturnToPredicateRector;
use Rector\Config\RectorConfig;

return static function (RectorConfig $rectorConfig): void {
    foreach ([ForeachReturnToPredicateRector::class, ForeachFlagToPredicateRector::class] as $rule) {
        $rectorConfig->ruleWithConfiguration($rule, [IterpredOption::NAMESPACED => true]);
    }
};
