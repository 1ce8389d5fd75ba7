<?php declare(strict_types = 1);

namespace Iterpred\PHPStan\Tests;

/**
 * As on PHP 8.4, where the global array_any()/array_all() are the engine's: the same errors.
 */
final class CallbackArgumentCountRulePhp84Test extends CallbackArgumentCountRuleTest
{

	protected static function phpVersionConfig(): string
	{
		return 'php84.neon';
	}

}
