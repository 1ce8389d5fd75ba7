<?php

declare(strict_types=1);

namespace Iterpred\Rector\Rector;

use PhpParser\Node\Expr\Assign;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\Stmt\Break_;
use PhpParser\Node\Stmt\Expression;
use PhpParser\Node\Stmt\Foreach_;
use PhpParser\Node\Scalar\Int_;
use Rector\RuleDoc\CodeSample\CodeSample;
use Rector\RuleDoc\RuleDefinition;

/**
 * `$found = false; foreach ($xs as $x) { if (COND) { $found = true; break; } }` into
 * `$found = any($xs, ...);`, the flag set from true to false into none(), with `!COND` into all().
 *
 * @see \Iterpred\Rector\Tests\Rector\ForeachFlagToPredicateRector\ForeachFlagToPredicateRectorTest
 */
final class ForeachFlagToPredicateRector extends AbstractForeachToPredicateRector
{
    // Every Rector rule documents itself so (a RuleDefinition, a before/after CodeSample): the two
    // rules read alike here by that format, and their shared logic is in the abstract parent.
    public function getRuleDefinition(): RuleDefinition
    {
        return new RuleDefinition('Replace a flag set and a break on the first match with any(), all() or none()', [
            new CodeSample(
                <<<'CODE_SAMPLE'
$found = false;
foreach ($users as $user) {
    if ($user->isAdmin()) {
        $found = true;
        break;
    }
}
CODE_SAMPLE,
                <<<'CODE_SAMPLE'
$found = any($users, fn($user) => $user->isAdmin());
CODE_SAMPLE
            ),
        ]);
    }

    protected function refactorAt(array &$stmts, int $i, bool $inTry): bool
    {
        $init = $stmts[$i];
        $foreach = $stmts[$i + 1] ?? null;
        // Inside a try, an exception from the loop would leave the flag as the loop left it.
        if ($inTry || !$foreach instanceof Foreach_ || !$init instanceof Expression || !$init->expr instanceof Assign) {
            return false;
        }
        $flag = $init->expr->var;
        if (!$flag instanceof Variable || !is_string($flag->name) || $this->readsVariable($foreach->expr, $flag->name)) {
            return false;
        }
        $if = $this->onlyIf($foreach);
        if ($if === null || count($if->stmts) !== 2 || $this->readsVariable($if->cond, $flag->name)) {
            return false;
        }
        [$set, $break] = $if->stmts;
        if (!$break instanceof Break_ || ($break->num !== null && !($break->num instanceof Int_ && $break->num->value === 1))) {
            return false;
        }
        if (!$set instanceof Expression || !$set->expr instanceof Assign || !$set->expr->var instanceof Variable
            || $set->expr->var->name !== $flag->name) {
            return false;
        }
        if ($this->isReferenceOrParameter($flag->name) || $this->assignsVariable($foreach, $flag->name)) {
            return false;
        }
        foreach ([true, false] as $answer) {
            if ($this->isBool($set->expr->expr, $answer) && $this->isBool($init->expr->expr, !$answer)) {
                $call = $this->createPredicateCall($foreach, $if->cond, $answer);
                if ($call === null) {
                    return false;
                }
                $replacement = new Expression(new Assign(new Variable($flag->name), $call), ["comments" => $init->getComments()]);
                array_splice($stmts, $i, 2, [$replacement]);
                return true;
            }
        }
        return false;
    }
}
