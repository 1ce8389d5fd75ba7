<?php

declare(strict_types=1);

namespace Iterpred\Rector\Rector;

use PhpParser\Node\Stmt\Foreach_;
use PhpParser\Node\Stmt\Return_;
use Rector\RuleDoc\CodeSample\CodeSample;
use Rector\RuleDoc\RuleDefinition;

/**
 * `foreach ($xs as $x) { if (COND) { return true; } } return false;` into `return any($xs, ...);`,
 * `return false` ... `return true` into none(), and with `!COND` into all().
 *
 * @see \Iterpred\Rector\Tests\Rector\ForeachReturnToPredicateRector\ForeachReturnToPredicateRectorTest
 */
final class ForeachReturnToPredicateRector extends AbstractForeachToPredicateRector
{
    // Every Rector rule documents itself so (a RuleDefinition, a before/after CodeSample): the two
    // rules read alike here by that format, and their shared logic is in the abstract parent.
    public function getRuleDefinition(): RuleDefinition
    {
        return new RuleDefinition('Replace a foreach that returns true/false on the first match with any(), all() or none()', [
            new CodeSample(
                <<<'CODE_SAMPLE'
function hasAdmin(iterable $users): bool
{
    foreach ($users as $user) {
        if ($user->isAdmin()) {
            return true;
        }
    }
    return false;
}
CODE_SAMPLE,
                <<<'CODE_SAMPLE'
function hasAdmin(iterable $users): bool
{
    return any($users, fn($user) => $user->isAdmin());
}
CODE_SAMPLE
            ),
        ]);
    }

    protected function refactorAt(array &$stmts, int $i, bool $inTry): bool
    {
        $foreach = $stmts[$i];
        $after = $stmts[$i + 1] ?? null;
        if (!$foreach instanceof Foreach_ || !$after instanceof Return_ || $after->expr === null) {
            return false;
        }
        $if = $this->onlyIf($foreach);
        if ($if === null || count($if->stmts) !== 1) {
            return false;
        }
        $return = $if->stmts[0];
        if (!$return instanceof Return_ || $return->expr === null) {
            return false;
        }
        foreach ([true, false] as $answer) {
            if ($this->isBool($return->expr, $answer) && $this->isBool($after->expr, !$answer)) {
                $call = $this->createPredicateCall($foreach, $if->cond, $answer);
                if ($call === null) {
                    return false;
                }
                $replacement = new Return_($call, ["comments" => $foreach->getComments()]);
                array_splice($stmts, $i, 2, [$replacement]);
                return true;
            }
        }
        return false;
    }
}
