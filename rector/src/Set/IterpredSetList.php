<?php

declare(strict_types=1);

namespace Iterpred\Rector\Set;

final class IterpredSetList
{
    /** Loops into any(), all() and none(), the global names. */
    public const LOOPS_TO_PREDICATES = __DIR__ . '/../../config/sets/loops-to-predicates.php';

    /** The same, into Iterpred\any(), Iterpred\all() and Iterpred\none() with `use function`. */
    public const LOOPS_TO_NAMESPACED_PREDICATES = __DIR__ . '/../../config/sets/loops-to-namespaced-predicates.php';
}
