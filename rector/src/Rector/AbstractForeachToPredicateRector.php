<?php

declare(strict_types=1);

namespace Iterpred\Rector\Rector;

use Iterpred\Rector\IterpredOption;
use PhpParser\Node;
use PhpParser\Node\Arg;
use PhpParser\Node\Expr;
use PhpParser\Node\Expr\ArrayDimFetch;
use PhpParser\Node\Expr\ArrowFunction;
use PhpParser\Node\Expr\Assign;
use PhpParser\Node\Expr\AssignOp;
use PhpParser\Node\Expr\AssignRef;
use PhpParser\Node\Expr\BooleanNot;
use PhpParser\Node\Expr\CallLike;
use PhpParser\Node\Expr\Closure;
use PhpParser\Node\Expr\ConstFetch;
use PhpParser\Node\Expr\Eval_;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\Include_;
use PhpParser\Node\Expr\List_;
use PhpParser\Node\Expr\PostDec;
use PhpParser\Node\Expr\PostInc;
use PhpParser\Node\Expr\PreDec;
use PhpParser\Node\Expr\PreInc;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\Expr\Yield_;
use PhpParser\Node\Expr\YieldFrom;
use PhpParser\Node\FunctionLike;
use PhpParser\Node\Name;
use PhpParser\Node\Name\FullyQualified;
use PhpParser\Node\Param;
use PhpParser\Node\Scalar\MagicConst;
use PhpParser\Node\Scalar\String_;
use PhpParser\Node\Stmt;
use PhpParser\Node\Stmt\ClassLike;
use PhpParser\Node\Stmt\ClassMethod;
use PhpParser\Node\Stmt\Foreach_;
use PhpParser\Node\Stmt\Function_;
use PhpParser\Node\Stmt\Global_;
use PhpParser\Node\Stmt\If_;
use PhpParser\Node\Stmt\Static_;
use PhpParser\Node\Stmt\TryCatch;
use PhpParser\Node\Stmt\Use_;
use PHPStan\Analyser\Scope;
use PHPStan\Reflection\ReflectionProvider;
use Rector\Contract\Rector\ConfigurableRectorInterface;
use Rector\NodeTypeResolver\Node\AttributeKey;
use Rector\Rector\AbstractRector;
use Rector\Reflection\ReflectionResolver;
use Rector\StaticTypeMapper\ValueObject\Type\FullyQualifiedObjectType;

/**
 * What both rules share: where a loop may be rewritten, and the call it becomes.
 *
 * A loop is rewritten only when nothing can tell the call from it: the subject is iterable by its
 * type; the loop variables are plain, by value, and not seen elsewhere in the function (except
 * where another by-value foreach assigns them first); the condition assigns nothing, reads no
 * variable that may be a reference, passes no outer variable by reference, and does not look at
 * its own scope. Anything else is left as it is.
 */
abstract class AbstractForeachToPredicateRector extends AbstractRector implements ConfigurableRectorInterface
{
    /** Engine type checks that iterpred takes by name (and evaluates without a call). */
    private const TYPE_PREDICATES = [
        'is_int', 'is_integer', 'is_long', 'is_float', 'is_double', 'is_string', 'is_bool', 'is_array',
        'is_object', 'is_null', 'is_numeric', 'is_scalar', 'is_iterable', 'is_countable', 'is_resource',
    ];

    /** Functions that see or change the calling scope: in a closure they see another one. */
    private const SCOPE_FUNCTIONS = [
        'compact', 'extract', 'get_defined_vars', 'func_get_args', 'func_get_arg', 'func_num_args',
        'debug_backtrace', 'debug_print_backtrace', 'parse_str', 'get_called_class',
    ];

    private bool $namespaced = false;

    /** @var array<string, true> variables of the current function that may be references */
    private array $referenceVariables = [];

    private bool $dynamicScope = false;

    /** @var array<string, true> the current function's parameters */
    private array $parameters = [];

    /** @var Stmt[] */
    private array $functionStmts = [];

    private ?string $namespace = null;

    public function __construct(
        private readonly ReflectionResolver $reflectionResolver,
        private readonly ReflectionProvider $reflectionProvider,
    ) {
    }

    /**
     * @param array<string, mixed> $configuration
     */
    public function configure(array $configuration): void
    {
        $this->namespaced = (bool) ($configuration[IterpredOption::NAMESPACED] ?? false);
    }

    /**
     * @return array<class-string<Node>>
     */
    public function getNodeTypes(): array
    {
        return [ClassMethod::class, Function_::class, Closure::class];
    }

    /**
     * @param ClassMethod|Function_|Closure $node
     */
    public function refactor(Node $node): ?Node
    {
        // a function returning by reference: leave it (its returns are references)
        if ($node->stmts === null || $node->byRef) {
            return null;
        }
        $this->functionStmts = $node->stmts;
        $scope = $node->getAttribute(AttributeKey::SCOPE);
        $this->namespace = $scope instanceof Scope ? $scope->getNamespace() : null;
        $this->referenceVariables = [];
        $this->dynamicScope = false;
        $this->parameters = [];
        foreach ($node->params as $param) {
            if ($param->var instanceof Variable && is_string($param->var->name)) {
                // func_get_args() and backtraces show a parameter's current value
                $this->parameters[$param->var->name] = true;
                if ($param->byRef || $param->variadic) {
                    $this->referenceVariables[$param->var->name] = true;
                }
            }
        }
        if ($node instanceof Closure) {
            foreach ($node->uses as $use) {
                if ($use->byRef && is_string($use->var->name)) {
                    $this->referenceVariables[$use->var->name] = true;
                }
            }
        }
        $this->scanScope($node->stmts);
        if ($this->dynamicScope) {
            return null;
        }
        return $this->refactorStmtsList($node->stmts, false) ? $node : null;
    }

    /**
     * Rewrites what it can in one list of statements; $stmts[$i] is the candidate statement.
     *
     * @param Stmt[] $stmts
     */
    abstract protected function refactorAt(array &$stmts, int $i, bool $inTry): bool;

    /**
     * @param Stmt[] $stmts
     */
    private function refactorStmtsList(array &$stmts, bool $inTry): bool
    {
        $changed = false;
        for ($i = 0; $i < count($stmts); $i++) {
            if ($this->refactorAt($stmts, $i, $inTry)) {
                $stmts = array_values($stmts);
                $changed = true;
                continue;
            }
            $stmt = $stmts[$i];
            if ($stmt instanceof ClassLike || $stmt instanceof Function_) {
                continue;
            }
            $nestedTry = $inTry || $stmt instanceof TryCatch;
            foreach ($this->nestedStmtLists($stmt) as $owner => $name) {
                /** @var Stmt[] $list */
                $list = &$owner->{$name};
                if ($this->refactorStmtsList($list, $nestedTry)) {
                    $changed = true;
                }
                unset($list);
            }
        }
        return $changed;
    }

    /**
     * @return iterable<Node, string> each node holding a statement list, and the property's name
     */
    private function nestedStmtLists(Stmt $stmt): iterable
    {
        if ($stmt instanceof If_) {
            yield from $this->clauseStmtLists($stmt, $stmt->elseifs, $stmt->else);
            return;
        }
        if ($stmt instanceof TryCatch) {
            yield from $this->clauseStmtLists($stmt, $stmt->catches, $stmt->finally);
            return;
        }
        if ($stmt instanceof Stmt\Switch_) {
            foreach ($stmt->cases as $case) {
                yield $case => 'stmts';
            }
            return;
        }
        if ($stmt instanceof Foreach_ || $stmt instanceof Stmt\For_ || $stmt instanceof Stmt\While_
            || $stmt instanceof Stmt\Do_ || $stmt instanceof Stmt\Block
            || ($stmt instanceof Stmt\Declare_ && $stmt->stmts !== null)) {
            yield $stmt => 'stmts';
        }
    }

    /**
     * The statement lists of an if or a try: its own, each middle clause's (elseif, catch), then the
     * last clause's (else, finally) when there is one.
     *
     * @param Node[] $clauses
     * @return iterable<Node, string>
     */
    private function clauseStmtLists(Node $stmt, array $clauses, ?Node $last): iterable
    {
        yield $stmt => 'stmts';
        foreach ($clauses as $clause) {
            yield $clause => 'stmts';
        }
        if ($last !== null) {
            yield $last => 'stmts';
        }
    }

    /**
     * Variables that may be references, and whether the function reads its scope dynamically.
     *
     * @param Node[]|Node $nodes
     */
    private function scanScope(array|Node $nodes): void
    {
        $this->walkScope($nodes, function (Node $node): void {
            if ($node instanceof AssignRef) {
                foreach ([$node->var, $node->expr] as $side) {
                    $root = $this->rootVariable($side);
                    if ($root !== null) {
                        $this->referenceVariables[$root] = true;
                    }
                }
            } elseif ($node instanceof Global_ || $node instanceof Static_) {
                foreach ($node->vars as $var) {
                    $variable = $var instanceof Node\StaticVar ? $var->var : $var;
                    if ($variable instanceof Variable && is_string($variable->name)) {
                        $this->referenceVariables[$variable->name] = true;
                    }
                }
            } elseif ($node instanceof Closure) {
                foreach ($node->uses as $use) {
                    if ($use->byRef && is_string($use->var->name)) {
                        $this->referenceVariables[$use->var->name] = true;
                    }
                }
            } elseif ($node instanceof Foreach_ || $node instanceof Node\ArrayItem) {
                $target = $node instanceof Foreach_ ? $node->valueVar : $node->value;
                if ($node->byRef) {
                    $root = $this->rootVariable($target);
                    if ($root !== null) {
                        $this->referenceVariables[$root] = true;
                    }
                }
            } elseif ($node instanceof Variable && !is_string($node->name)) {
                $this->dynamicScope = true;
            } elseif ($node instanceof Include_ || $node instanceof Eval_) {
                $this->dynamicScope = true;
            } elseif ($node instanceof FuncCall && $node->name instanceof Name
                && in_array(strtolower($node->name->getLast()), ['compact', 'extract', 'get_defined_vars', 'parse_str', 'func_get_args', 'func_get_arg'], true)) {
                $this->dynamicScope = true;
            }
        });
    }

    /**
     * Visits the nodes of this function's own scope: arrow functions' bodies (they read it), the
     * `use` of closures, nothing of nested functions and classes.
     *
     * @param array<mixed>|Node $nodes
     * @param callable(Node, list<Node>): (bool|void) $visit returns false to skip the node's children
     * @param list<Node> $ancestors
     */
    private function walkScope(array|Node $nodes, callable $visit, array $ancestors = []): void
    {
        foreach (is_array($nodes) ? $nodes : [$nodes] as $node) {
            if (!$node instanceof Node) {
                continue;
            }
            if ($visit($node, $ancestors) === false) {
                continue;
            }
            if ($node instanceof ClassLike || $node instanceof Function_ || $node instanceof ClassMethod) {
                continue;
            }
            $inner = [...$ancestors, $node];
            if ($node instanceof Closure) {
                $this->walkScope($node->uses, $visit, $inner);
                continue;
            }
            foreach ($node->getSubNodeNames() as $name) {
                $sub = $node->{$name};
                if ($node instanceof Node\Expr\New_ && $name === 'class' && $sub instanceof ClassLike) {
                    continue;
                }
                if ($sub instanceof Node || is_array($sub)) {
                    $this->walkScope($sub, $visit, $inner);
                }
            }
        }
    }

    private function rootVariable(Node $expr): ?string
    {
        while ($expr instanceof ArrayDimFetch || $expr instanceof Expr\PropertyFetch || $expr instanceof Expr\StaticPropertyFetch) {
            if (!$expr instanceof ArrayDimFetch) {
                return null;
            }
            $expr = $expr->var;
        }
        return $expr instanceof Variable && is_string($expr->name) ? $expr->name : null;
    }

    /**
     * The call that replaces a loop whose body is `if ($cond) ...` deciding on the first element
     * for which $cond is truthy: any() when that element makes the answer true, none() when false
     * (all() for a negated condition). Null when the loop has to stay.
     */
    protected function createPredicateCall(Foreach_ $foreach, Expr $cond, bool $answerOnMatch): ?FuncCall
    {
        if (!$this->isRewritableLoop($foreach)) {
            return null;
        }
        $function = $answerOnMatch ? 'any' : 'none';
        if (!$answerOnMatch && $cond instanceof BooleanNot) {
            $function = 'all';
            $cond = $cond->expr;
        }
        if (!$this->isRewritableCondition($cond, $foreach)) {
            return null;
        }

        $value = $foreach->valueVar;
        assert($value instanceof Variable && is_string($value->name));
        $key = $foreach->keyVar;
        $keyName = $key instanceof Variable && is_string($key->name) ? $key->name : null;
        $usesValue = $this->readsVariable($cond, $value->name);
        $usesKey = $keyName !== null && $this->readsVariable($cond, $keyName);

        if ($usesKey && !$usesValue) {
            $mode = 'ARRAY_FILTER_USE_KEY';
            $params = [$keyName];
        } elseif ($usesKey || ($keyName !== null && !$this->getType($foreach->expr)->isArray()->yes())) {
            // an Iterator's key() is called by the loop: the call must ask for the key too
            $mode = 'ARRAY_FILTER_USE_BOTH';
            $params = [$value->name, $keyName];
        } else {
            $mode = null;
            $params = [$value->name];
        }

        $args = [new Arg($foreach->expr)];
        $callback = $this->callFreeCallback($cond, $params, $mode);
        if ($callback === false) {
            $arrow = new ArrowFunction([
                'params' => array_map(static fn (string $name): Param => new Param(new Variable($name)), $params),
                'expr' => $cond,
            ]);
            $args[] = new Arg($arrow);
        } elseif ($callback !== null) {
            $args[] = new Arg($callback);
        } elseif ($mode !== null) {
            $args[] = new Arg(new ConstFetch(new Name('null')));
        }
        if ($mode !== null) {
            $args[] = new Arg(new ConstFetch(new Name($mode)));
        }
        return new FuncCall($this->functionName($function), $args);
    }

    /**
     * `$x` itself: no callback (null); `is_int($x)`: the name; otherwise false (an arrow function).
     *
     * @param list<string> $params
     */
    private function callFreeCallback(Expr $cond, array $params, ?string $mode): String_|false|null
    {
        if ($mode === 'ARRAY_FILTER_USE_BOTH') {
            return false;
        }
        if ($cond instanceof Variable && $cond->name === $params[0]) {
            return null;
        }
        if ($cond instanceof FuncCall && $cond->name instanceof Name && !$cond->isFirstClassCallable()
            && count($cond->args) === 1 && $cond->args[0] instanceof Arg
            && !$cond->args[0]->unpack && !$cond->args[0]->byRef && $cond->args[0]->name === null
            && $cond->args[0]->value instanceof Variable && $cond->args[0]->value->name === $params[0]) {
            // a namespace's own is_int() is not the engine's
            $name = strtolower($cond->name->toString());
            $own = !$cond->name->isFullyQualified() && $this->namespaceHasFunction($name);
            if (!$own && in_array($name, self::TYPE_PREDICATES, true)) {
                return new String_($name);
            }
        }
        return false;
    }

    /**
     * The name to call: iterpred's, whatever else the file imports or its namespace declares.
     */
    private function functionName(string $function): Name
    {
        $fullName = $this->namespaced ? 'Iterpred\\' . $function : $function;
        $imported = $this->importedFunction($function);
        if ($imported !== null) {
            return strcasecmp($imported, $fullName) === 0 ? new Name($function) : new FullyQualified($fullName);
        }
        // an unqualified call prefers the namespace's own function of that name
        if ($this->namespaceHasFunction($function)) {
            return new FullyQualified($fullName);
        }
        if (!$this->namespaced) {
            return new Name($function);
        }
        $fileNode = $this->getFile()->getFileNode();
        if ($fileNode === null) {
            return new FullyQualified($fullName);
        }
        $type = new FullyQualifiedObjectType($fullName);
        $pending = $fileNode->getPendingImports();
        foreach ($pending->getFunctionImports() as $import) {
            if ($import->equals($type)) {
                return new Name($function);
            }
        }
        $pending->addFunctionUseImport($type);
        return new Name($function);
    }

    /**
     * Whether an unqualified call to $function in this code would find the namespace's own one:
     * known to PHPStan, or declared in this file.
     */
    private function namespaceHasFunction(string $function): bool
    {
        if ($this->namespace === null) {
            return false;
        }
        $fullName = $this->namespace . '\\' . $function;
        if ($this->reflectionProvider->hasFunction(new FullyQualified($fullName), null)) {
            return true;
        }
        $declared = false;
        $this->traverseNodesWithCallable($this->getFile()->getFileNode()->stmts ?? [], function (Node $node) use ($fullName, &$declared) {
            if ($node instanceof Function_) {
                $name = $node->namespacedName?->toString() ?? (string) $this->getName($node);
                if (strcasecmp($name, $fullName) === 0) {
                    $declared = true;
                }
            }
            return null;
        });
        return $declared;
    }

    /**
     * The function that `use function ... as $alias` (or `use function X\$alias`) imports, if any.
     */
    private function importedFunction(string $alias): ?string
    {
        foreach ($this->getFile()->getFileNode()->stmts ?? [] as $stmt) {
            foreach ($stmt instanceof Stmt\Namespace_ ? $stmt->stmts : [$stmt] as $inner) {
                if (!$inner instanceof Use_ && !$inner instanceof Stmt\GroupUse) {
                    continue;
                }
                $prefix = $inner instanceof Stmt\GroupUse ? $inner->prefix->toString() . '\\' : '';
                foreach ($inner->uses as $use) {
                    $type = $inner->type !== Use_::TYPE_UNKNOWN ? $inner->type : $use->type;
                    if ($type === Use_::TYPE_FUNCTION && strcasecmp($use->getAlias()->toString(), $alias) === 0) {
                        return $prefix . $use->name->toString();
                    }
                }
            }
        }
        return null;
    }

    private function isRewritableLoop(Foreach_ $foreach): bool
    {
        if ($foreach->byRef || !$foreach->valueVar instanceof Variable || !is_string($foreach->valueVar->name)) {
            return false;
        }
        $names = [$foreach->valueVar->name];
        if ($foreach->keyVar !== null) {
            if (!$foreach->keyVar instanceof Variable || !is_string($foreach->keyVar->name)
                || $foreach->keyVar->name === $foreach->valueVar->name) {
                return false;
            }
            $names[] = $foreach->keyVar->name;
        }
        foreach ($names as $name) {
            if ($name === 'this' || isset($this->referenceVariables[$name]) || isset($this->parameters[$name])
                || $this->readsVariable($foreach->expr, $name) || !$this->isLocalToLoop($foreach, $name)) {
                return false;
            }
        }
        return $this->getType($foreach->expr)->isIterable()->yes();
    }

    /**
     * Whether every other mention of $name in the function lies where another by-value foreach
     * (not around this one) has assigned it first: its variables and its body.
     */
    private function isLocalToLoop(Foreach_ $foreach, string $name): bool
    {
        $ok = true;
        $this->walkScope($this->functionStmts, function (Node $node, array $ancestors) use ($foreach, $name, &$ok) {
            if ($node === $foreach) {
                return false;
            }
            if ($node instanceof Foreach_ && !$node->byRef && $this->assignsVariable($node, $name)
                && !$this->contains($node, $foreach)) {
                $this->walkScope($node->expr, function (Node $inner) use ($name, &$ok): void {
                    if ($inner instanceof Variable && $inner->name === $name) {
                        $ok = false;
                    }
                });
                return false;
            }
            if ($this->isArrowFunctionWithParameter($node, $name)) {
                return false;
            }
            if ($node instanceof Variable && $node->name === $name) {
                $ok = false;
            }
        });
        return $ok;
    }

    /** An arrow function whose parameter $name hides the outer variable in its body. */
    private function isArrowFunctionWithParameter(Node $node, string $name): bool
    {
        return $node instanceof ArrowFunction
            && $this->isVariableNamed(array_map(static fn (Param $param): Expr => $param->var, $node->params), $name);
    }

    /** The loop assigns $name as its value or key. */
    protected function assignsVariable(Foreach_ $foreach, string $name): bool
    {
        return $this->isVariableNamed([$foreach->valueVar, $foreach->keyVar], $name);
    }

    /** @param array<?Expr> $exprs */
    private function isVariableNamed(array $exprs, string $name): bool
    {
        foreach ($exprs as $expr) {
            if ($expr instanceof Variable && $expr->name === $name) {
                return true;
            }
        }
        return false;
    }

    private function contains(Node $outer, Node $needle): bool
    {
        $found = false;
        $this->walkScope($outer, function (Node $node) use ($needle, &$found) {
            if ($node === $needle) {
                $found = true;
            }
            return !$found;
        });
        return $found;
    }

    /* The same walk as isLocalToLoop()'s, which stops at more nodes (this loop, other loops over
     * $name) and so keeps its own. */
    protected function readsVariable(Node $node, string $name): bool
    {
        $found = false;
        $this->walkScope($node, function (Node $inner) use ($name, &$found) {
            if ($this->isArrowFunctionWithParameter($inner, $name)) {
                return false;
            }
            if ($inner instanceof Variable && $inner->name === $name) {
                $found = true;
            }
        });
        return $found;
    }

    /**
     * The condition may run in an arrow function: it assigns nothing (the arrow function's
     * variables are copies), reads no variable that may be a reference (a call in it could change
     * the original between elements, the copy not), passes no outer variable by reference, and
     * neither yields nor looks at its scope.
     */
    private function isRewritableCondition(Expr $cond, Foreach_ $foreach): bool
    {
        $loopVariables = [];
        foreach ([$foreach->valueVar, $foreach->keyVar] as $var) {
            if ($var instanceof Variable && is_string($var->name)) {
                $loopVariables[] = $var->name;
            }
        }
        $ok = true;
        $this->walkScope($cond, function (Node $node) use ($loopVariables, &$ok): void {
            if ($node instanceof Assign || $node instanceof AssignOp || $node instanceof AssignRef
                || $node instanceof PreInc || $node instanceof PreDec || $node instanceof PostInc
                || $node instanceof PostDec || $node instanceof Yield_ || $node instanceof YieldFrom
                || $node instanceof Include_ || $node instanceof Eval_ || $node instanceof List_
                || $node instanceof Closure || $node instanceof Expr\New_
                || $node instanceof MagicConst\Function_ || $node instanceof MagicConst\Method) {
                $ok = false;
                return;
            }
            if ($node instanceof Variable) {
                if (!is_string($node->name) || isset($this->referenceVariables[$node->name])) {
                    $ok = false;
                }
                return;
            }
            if ($node instanceof FuncCall && $node->name instanceof Name
                && in_array(strtolower($node->name->getLast()), self::SCOPE_FUNCTIONS, true)) {
                $ok = false;
                return;
            }
            if ($node instanceof CallLike && !$node->isFirstClassCallable() && !$this->passesNoOuterVariableByReference($node, $loopVariables)) {
                $ok = false;
            }
        });
        return $ok;
    }

    /**
     * @param list<string> $loopVariables
     */
    private function passesNoOuterVariableByReference(CallLike $call, array $loopVariables): bool
    {
        $outer = [];
        foreach ($call->getArgs() as $position => $arg) {
            $root = $this->rootVariable($arg->value);
            if ($arg->value instanceof Variable || $arg->value instanceof ArrayDimFetch) {
                if ($root === null || ($root !== 'this' && !in_array($root, $loopVariables, true))) {
                    if ($arg->name !== null || $arg->unpack) {
                        return false;
                    }
                    $outer[] = $position;
                }
            }
        }
        if ($outer === []) {
            return true;
        }
        $reflection = $this->reflectionResolver->resolveFunctionLikeReflectionFromCall($call);
        if ($reflection === null) {
            return false;
        }
        foreach ($reflection->getVariants() as $variant) {
            $parameters = $variant->getParameters();
            foreach ($outer as $position) {
                $parameter = $parameters[$position] ?? ($variant->isVariadic() ? end($parameters) : null);
                if ($parameter === null || $parameter === false) {
                    continue;
                }
                if (!$parameter->passedByReference()->no()) {
                    return false;
                }
            }
        }
        return true;
    }

    protected function isReferenceOrParameter(string $name): bool
    {
        return isset($this->referenceVariables[$name]) || isset($this->parameters[$name]);
    }

    protected function isBool(Expr $expr, bool $value): bool
    {
        return $expr instanceof ConstFetch && strtolower($expr->name->toString()) === ($value ? 'true' : 'false');
    }

    /**
     * The single `if ($cond) { ... }` that is a loop's whole body, or null.
     */
    protected function onlyIf(Foreach_ $foreach): ?If_
    {
        if (count($foreach->stmts) !== 1) {
            return null;
        }
        $if = $foreach->stmts[0];
        if (!$if instanceof If_ || $if->elseifs !== [] || $if->else !== null) {
            return null;
        }
        return $if;
    }
}
