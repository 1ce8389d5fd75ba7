#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_closures.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_observer.h"
#include "zend_extensions.h"
#include "zend_vm.h"
#include "php_iterpred.h"
#include "predicate.h"

#define TYPE_BIT(t) (1u << (t))
#define SCALAR_BITS (TYPE_BIT(IS_FALSE) | TYPE_BIT(IS_TRUE) | TYPE_BIT(IS_LONG) | TYPE_BIT(IS_DOUBLE) | TYPE_BIT(IS_STRING))

/* is_numeric() of a string. An optional sign and ASCII digits alone, the common case, are numeric
 * whatever their length (an integer, or a float past ZEND_LONG_MAX): answered without the engine's
 * parser, which decides everything else (whitespace, fractions, exponents, "", "-"). */
static int iterpred_is_numeric_string(zval *value)
{
	const char *p = Z_STRVAL_P(value);
	const char *end = p + Z_STRLEN_P(value);

	if (p != end && (*p == '-' || *p == '+')) {
		p++;
	}
	if (p != end) {
		while (p != end && (unsigned char) (*p - '0') < 10) {
			p++;
		}
		if (p == end) {
			return 1;
		}
	}
	return is_numeric_string(Z_STRVAL_P(value), Z_STRLEN_P(value), NULL, NULL, 0) != 0;
}

static int iterpred_is_open_resource(zval *value)
{
	return zend_rsrc_list_get_rsrc_type(Z_RES_P(value)) != NULL;
}

static int iterpred_is_iterable_object(zval *value)
{
	return zend_is_iterable(value);
}

/* is_countable()'s rule for an object (PHP 8.6 no longer exports zend_is_countable()): a count
 * handler, or Countable. */
static int iterpred_is_countable_object(zval *value)
{
	return Z_OBJ_HT_P(value)->count_elements || instanceof_function(Z_OBJCE_P(value), zend_ce_countable);
}

/* An object's bool cast can raise an error whose backtrace would show boolval(), and so can NAN's
 * (a warning on PHP 8.5): the real call. */
static int iterpred_boolval(zval *value)
{
	if (Z_TYPE_P(value) == IS_OBJECT || (Z_TYPE_P(value) == IS_DOUBLE && zend_isnan(Z_DVAL_P(value)))) {
		return ITERPRED_CALL_NEEDED;
	}
	return i_zend_is_true(value);
}

/* strlen() of a string; anything else is coerced, deprecated (null) or refused with a TypeError by
 * the real call. */
static int iterpred_strlen(zval *value)
{
	return Z_TYPE_P(value) == IS_STRING ? Z_STRLEN_P(value) != 0 : ITERPRED_CALL_NEEDED;
}

/* The engine's pure type predicates, and strlen(): the result depends on the value alone and nothing
 * is emitted (where the check_fn answers). */
static const iterpred_type_predicate iterpred_type_predicates[] = {
	{"is_null", TYPE_BIT(IS_NULL), 0, NULL},
	{"is_bool", TYPE_BIT(IS_FALSE) | TYPE_BIT(IS_TRUE), 0, NULL},
	{"is_int", TYPE_BIT(IS_LONG), 0, NULL},
	{"is_float", TYPE_BIT(IS_DOUBLE), 0, NULL},
	{"is_string", TYPE_BIT(IS_STRING), 0, NULL},
	{"is_array", TYPE_BIT(IS_ARRAY), 0, NULL},
	{"is_object", TYPE_BIT(IS_OBJECT), 0, NULL},
	{"is_scalar", SCALAR_BITS, 0, NULL},
	{"is_numeric", TYPE_BIT(IS_LONG) | TYPE_BIT(IS_DOUBLE), TYPE_BIT(IS_STRING), iterpred_is_numeric_string},
	{"is_resource", 0, TYPE_BIT(IS_RESOURCE), iterpred_is_open_resource},
	{"is_iterable", TYPE_BIT(IS_ARRAY), TYPE_BIT(IS_OBJECT), iterpred_is_iterable_object},
	{"is_countable", TYPE_BIT(IS_ARRAY), TYPE_BIT(IS_OBJECT), iterpred_is_countable_object},
	{"boolval", TYPE_BIT(IS_TRUE),
		TYPE_BIT(IS_LONG) | TYPE_BIT(IS_DOUBLE) | TYPE_BIT(IS_STRING) | TYPE_BIT(IS_ARRAY) | TYPE_BIT(IS_OBJECT) | TYPE_BIT(IS_RESOURCE),
		iterpred_boolval},
	{"strlen", 0, ~TYPE_BIT(IS_UNDEF), iterpred_strlen},
};

#define ITERPRED_TYPE_PREDICATES (sizeof(iterpred_type_predicates) / sizeof(iterpred_type_predicates[0]))

/* Their handlers, found once in MINIT and only read afterwards. A handler is the engine's
 * function whatever reached it: an alias (is_integer, is_long, is_double), a name in any case,
 * is_int(...), Closure::fromCallable('is_int'). A user function named like one never matches. */
static zif_handler iterpred_type_handlers[ITERPRED_TYPE_PREDICATES];

#ifdef ITERPRED_HAVE_FRAMELESS
/* Internal functions whose one-argument frameless handler (PHP 8.4+), for an argument of these types,
 * emits nothing, runs no PHP code and reads nothing but the argument: called without the work of a
 * call (iterpred_frame_call_frameless()). Any other argument takes the ordinary call, with its
 * coercions, deprecations and TypeErrors. Not class_exists() (autoloading), not implode() (__toString(),
 * "Array to string conversion"). */
static const struct {
	const char *name;
	uint32_t types;
} iterpred_frameless_functions[] = {
	{"trim", TYPE_BIT(IS_STRING)},
	{"dirname", TYPE_BIT(IS_STRING)},
	{"dechex", TYPE_BIT(IS_LONG)},
};

#define ITERPRED_FRAMELESS_FUNCTIONS (sizeof(iterpred_frameless_functions) / sizeof(iterpred_frameless_functions[0]))

/* Their handlers and one-argument frameless handlers, found in MINIT (NULL: none). */
static zif_handler iterpred_frameless_zifs[ITERPRED_FRAMELESS_FUNCTIONS];
static zend_frameless_function_1 iterpred_frameless_handlers[ITERPRED_FRAMELESS_FUNCTIONS];

static zend_frameless_function_1 iterpred_frameless_handler_1(zend_function *func)
{
	const zend_frameless_function_info *info = func->internal_function.frameless_function_infos;

	for (; info && info->handler; info++) {
		if (info->num_args == 1) {
			return (zend_frameless_function_1) info->handler;
		}
	}
	return NULL;
}
#endif

void iterpred_predicate_startup(void)
{
	size_t i;

	for (i = 0; i < ITERPRED_TYPE_PREDICATES; i++) {
		const char *name = iterpred_type_predicates[i].name;
		zend_function *func = zend_hash_str_find_ptr(CG(function_table), name, strlen(name));

		iterpred_type_handlers[i] = func && func->type == ZEND_INTERNAL_FUNCTION ? func->internal_function.handler : NULL;
	}
#ifdef ITERPRED_HAVE_FRAMELESS
	for (i = 0; i < ITERPRED_FRAMELESS_FUNCTIONS; i++) {
		const char *name = iterpred_frameless_functions[i].name;
		zend_function *func = zend_hash_str_find_ptr(CG(function_table), name, strlen(name));

		if (func && func->type == ZEND_INTERNAL_FUNCTION && (iterpred_frameless_handlers[i] = iterpred_frameless_handler_1(func))) {
			iterpred_frameless_zifs[i] = func->internal_function.handler;
		}
	}
#endif
}

/* The handler an internal function runs; for a closure of one (is_int(...)) the engine wraps it,
 * so the function it was made from is looked up by its name. NULL for a deprecated function: its
 * call raises the deprecation, so it is always called. */
static zif_handler iterpred_internal_handler(zend_function *func)
{
	if (func->common.fn_flags & ZEND_ACC_CLOSURE) {
		if (func->common.scope) {
			return NULL;
		}
		func = zend_hash_find_ptr(EG(function_table), func->common.function_name);
		if (!func || func->type != ZEND_INTERNAL_FUNCTION) {
			return NULL;
		}
	}
	if (func->common.fn_flags & ZEND_ACC_DEPRECATED) {
		return NULL;
	}
	return func->internal_function.handler;
}

/* An engine type predicate called with one argument, where nothing could tell a call from none:
 * no observer, no zend_execute_internal hook (profilers and APMs see every call). */
static const iterpred_type_predicate *iterpred_find_type_predicate(iterpred_predicate *pred, zend_function *func)
{
	zif_handler handler;
	size_t i;

	if (pred->mode == ITERPRED_USE_BOTH || func->type != ZEND_INTERNAL_FUNCTION || func->common.scope
			|| ZEND_OBSERVER_ENABLED || zend_execute_internal) {
		return NULL;
	}
	handler = iterpred_internal_handler(func);
	for (i = 0; handler && i < ITERPRED_TYPE_PREDICATES; i++) {
		if (iterpred_type_handlers[i] == handler) {
			return &iterpred_type_predicates[i];
		}
	}
	return NULL;
}

/* Whether the callback can skip zend_call_function(): not when that function does something per
 * call for it (trampolines, deprecations, by-reference parameters, observers, a fake scope). */
static bool iterpred_can_call_directly(iterpred_predicate *pred, zend_function *func)
{
	uint32_t arg;

	if (ZEND_OBSERVER_ENABLED || EG(fake_scope)
			|| (func->common.fn_flags & (ZEND_ACC_CALL_VIA_TRAMPOLINE | ZEND_ACC_DEPRECATED))) {
		return false;
	}
	for (arg = 1; arg <= pred->fci.param_count; arg++) {
		if (ARG_SHOULD_BE_SENT_BY_REF(func, arg)) {
			return false;
		}
	}
	return true;
}

#ifdef ITERPRED_HAVE_FRAMELESS
/* An internal function of the frameless table, passed the value alone, where nothing could tell
 * its frameless handler from its call: no observer (checked before), no zend_execute_internal hook. */
static void iterpred_find_frameless(iterpred_predicate *pred, zend_function *func)
{
	zif_handler handler;
	size_t i;

	if (pred->mode != ITERPRED_USE_VALUE || zend_execute_internal || func->common.scope) {
		return;
	}
	handler = iterpred_internal_handler(func);
	for (i = 0; handler && i < ITERPRED_FRAMELESS_FUNCTIONS; i++) {
		if (iterpred_frameless_zifs[i] == handler) {
			pred->kind = ITERPRED_TEST_CALL_FRAMELESS;
			pred->frameless_types = iterpred_frameless_functions[i].types;
			pred->frameless = iterpred_frameless_handlers[i];
			return;
		}
	}
}
#endif

/* Pushes the walk's one frame (see iterpred_frame_call_user() and iterpred_frame_call_internal()),
 * for a user function with the run-time cache its first call would have allocated. */
void iterpred_predicate_push_frame(iterpred_predicate *pred)
{
	zend_function *func = pred->fcc.function_handler;
	zend_execute_data *call;

	if (func->type == ZEND_USER_FUNCTION && UNEXPECTED(!RUN_TIME_CACHE(&func->op_array))) {
		zend_init_func_run_time_cache(&func->op_array);
	}
	call = zend_vm_stack_push_call_frame(pred->call_info, func, pred->fci.param_count, pred->object_or_scope);
	call->prev_execute_data = EG(current_execute_data);
	if (func->type == ZEND_USER_FUNCTION) {
		call->run_time_cache = RUN_TIME_CACHE(&func->op_array);
	}
	pred->frame = call;
	pred->frame_pushed = true;
	/* With ZEND_CALL_ALLOCATED when the frame opened a new VM stack page. */
	pred->call_info = ZEND_CALL_INFO(call);
}

zend_never_inline void iterpred_frame_call_begin(iterpred_predicate *pred, iterpred_frame_call *fc)
{
	iterpred_predicate_push_frame(pred);
	iterpred_frame_call_init(pred, fc);
}

void iterpred_predicate_pop_frame(iterpred_predicate *pred)
{
	ZEND_CALL_INFO(pred->frame) = pred->call_info;
	zend_vm_stack_free_call_frame(pred->frame);
}

/* The engine type predicate whose values are exactly those of a type mask, that needs no closer look. */
static const iterpred_type_predicate *iterpred_type_predicate_of_mask(uint32_t mask)
{
	size_t i;

	for (i = 0; i < ITERPRED_TYPE_PREDICATES; i++) {
		if (iterpred_type_predicates[i].type_true == mask && !iterpred_type_predicates[i].type_check) {
			return &iterpred_type_predicates[i];
		}
	}
	return NULL;
}

/* A user function whose body is one expression the extension evaluates itself: ITERPRED_TEST_EXPRESSION,
 * or, for `fn($v) => is_int($v)` and `fn($v) => $v === null`, the engine type predicate it is (true:
 * nothing more to prepare). */
static bool iterpred_prepare_expression(iterpred_predicate *pred, zend_function *func)
{
	iterpred_expression *expr = iterpred_expression_acquire(func, pred->fcc.object, pred->fci.param_count, pred->mode == ITERPRED_USE_KEY);
	const iterpred_type_predicate *type;

	if (!expr) {
		return false;
	}
	if (expr->type_check_mask && (type = iterpred_type_predicate_of_mask(expr->type_check_mask))) {
		iterpred_expression_release(expr);
		pred->kind = ITERPRED_TEST_TYPE;
		pred->type = type;
		pred->walk_frame = false;
		return true;
	}
	pred->kind = ITERPRED_TEST_EXPRESSION;
	pred->expression = expr;
	return false;
}

void iterpred_predicate_prepare(iterpred_predicate *pred)
{
	zend_function *func = pred->fcc.function_handler;
	const iterpred_type_predicate *type;
	bool call_free;

	pred->walk_frame = false;
	pred->frame_pushed = false;
	pred->expression = NULL;
#ifdef ITERPRED_HAVE_FRAMELESS
	pred->frameless_types = 0;
	pred->frameless = NULL;
#endif
	if (!ITERPRED_HAS_CALLBACK(pred)) {
		pred->kind = ITERPRED_TEST_TRUTHY;
		return;
	}
	pred->fci.param_count = pred->mode == ITERPRED_USE_BOTH ? 2 : 1;
	pred->kind = ITERPRED_TEST_CALL;
	if (!func) {
		return;
	}
	call_free = ITERPRED_G(call_free);
	type = call_free ? iterpred_find_type_predicate(pred, func) : NULL;
	if (type) {
		pred->kind = ITERPRED_TEST_TYPE;
		pred->type = type;
		return;
	}
	if (!iterpred_can_call_directly(pred, func)) {
		return;
	}

	/* The same frame zend_call_function() would push. */
	if ((func->common.fn_flags & ZEND_ACC_STATIC) || !pred->fcc.object) {
		pred->object_or_scope = pred->fcc.called_scope;
		pred->call_info = ZEND_CALL_TOP_FUNCTION | ZEND_CALL_DYNAMIC;
	} else {
		pred->object_or_scope = pred->fcc.object;
		pred->call_info = ZEND_CALL_TOP_FUNCTION | ZEND_CALL_DYNAMIC | ZEND_CALL_HAS_THIS;
	}
	if (func->common.fn_flags & ZEND_ACC_CLOSURE) {
		pred->call_info |= ZEND_CALL_CLOSURE;
		if (func->common.fn_flags & ZEND_ACC_FAKE_CLOSURE) {
			pred->call_info |= ZEND_CALL_FAKE_CLOSURE;
		}
	}
	if (func->type == ZEND_USER_FUNCTION) {
		pred->kind = ITERPRED_TEST_CALL_USER;
		/* Extra arguments would be moved past the CVs: those calls push a frame of their own. */
		pred->walk_frame = pred->fci.param_count <= func->op_array.num_args;
		if (call_free && iterpred_prepare_expression(pred, func)) {
			return;
		}
	} else {
		pred->kind = ITERPRED_TEST_CALL_INTERNAL;
		pred->walk_frame = true;
#ifdef ITERPRED_HAVE_FRAMELESS
		iterpred_find_frameless(pred, func);
#endif
	}
	/* A program over values pushes it at its first call, which most walks never make; one given the
	 * key is walked by the loops that call (iterpred_walk_hash()), which have no such check. */
	if (pred->walk_frame && (pred->kind != ITERPRED_TEST_EXPRESSION
			|| (pred->mode != ITERPRED_USE_VALUE && !pred->expression->value_only))) {
		iterpred_predicate_push_frame(pred);
	}
}

/* A pending VM interrupt, served by the VM's own interrupt helper: a function of one opcode (return
 * null) entered through execute_ex(), which serves a pending interrupt on entry as it does whenever it
 * enters a function. Whatever the engine serves there is served as between two opcodes: the time
 * limit, async signals (zend_interrupt_function), a memory limit whose error the allocator left for
 * the next interrupt (PHP 8.2.36, 8.4.27: "Allowed memory size", where clearing the flag without
 * raising it lets the script run on to the allocator's hard limit, which ends the process), and what
 * a later engine adds. The walk never clears the flag itself.
 * The function is nobody's to see: flagged as a trampoline, which observers skip; without a name, and
 * called from an internal frame, which backtraces skip; its file and line are the running script's,
 * which the errors raised in it report; entered through execute_ex() rather than zend_execute_ex(),
 * which an extension may hook. Never with an exception pending: the VM serves the interrupt once the
 * walk has returned. */
bool iterpred_handle_interrupt(void)
{
	zend_op_array func;
	zend_op code;
	zval literal;
	void **run_time_cache;
	zend_execute_data *call;
	uint32_t orig_jit_trace_num = EG(jit_trace_num);

	if (EG(exception)) {
		return true;
	}
	memset(&func, 0, sizeof(func));
	func.type = ZEND_USER_FUNCTION;
	func.fn_flags = ZEND_ACC_PUBLIC | ZEND_ACC_STATIC | ZEND_ACC_CALL_VIA_TRAMPOLINE;
	func.filename = zend_get_executed_filename_ex();
	if (!func.filename) {
		func.filename = ZSTR_EMPTY_ALLOC();
	}
	func.line_start = func.line_end = zend_get_executed_lineno();
	func.opcodes = &code;
	func.last = 1;
	ZVAL_NULL(&literal);
	func.literals = &literal;
	func.last_literal = 1;
	/* Every slot an extension could look up in a function's run-time cache is there, empty. */
	run_time_cache = ecalloc(zend_op_array_extension_handles + 1, sizeof(void *));
	ZEND_MAP_PTR_INIT(func.run_time_cache, run_time_cache);

	memset(&code, 0, sizeof(code));
	code.opcode = ZEND_RETURN;
	code.op1_type = IS_CONST;
	code.op1.constant = 0;
	ZEND_PASS_TWO_UPDATE_CONSTANT(&func, &code, code.op1);
	code.lineno = func.line_start;
	zend_vm_set_opcode_handler(&code);

	call = zend_vm_stack_push_call_frame(ZEND_CALL_TOP_FUNCTION, (zend_function *) &func, 0, NULL);
	zend_init_func_execute_data(call, &func, NULL);
	execute_ex(call);
	zend_vm_stack_free_call_frame(call);
	EG(jit_trace_num) = orig_jit_trace_num;
	efree(run_time_cache);
	return EG(exception) != NULL;
}

/* Also the way to the engine's stack-overflow error when the stack is exhausted. */
int iterpred_predicate_call(iterpred_predicate *pred, zval *value, zval *key)
{
	zval args[2], retval;

	ZEND_ASSERT(!EG(exception));
	switch (pred->mode) {
		case ITERPRED_USE_VALUE:
			ZVAL_COPY_VALUE(&args[0], value);
			break;
		case ITERPRED_USE_KEY:
			ZVAL_COPY_VALUE(&args[0], key);
			break;
		case ITERPRED_USE_BOTH:
			ZVAL_COPY_VALUE(&args[0], value);
			ZVAL_COPY_VALUE(&args[1], key);
			break;
	}
	ZVAL_UNDEF(&retval);
	pred->fci.params = args;
	pred->fci.retval = &retval;
	zend_call_function(&pred->fci, &pred->fcc);
	return iterpred_call_result(&retval);
}
