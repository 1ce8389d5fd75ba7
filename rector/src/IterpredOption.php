<?php

declare(strict_types=1);

namespace Iterpred\Rector;

final class IterpredOption
{
    /** true: write Iterpred\any() and its siblings, imported with `use function`; false: the global names. */
    public const NAMESPACED = 'namespaced';
}
