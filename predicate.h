#ifndef ITERPRED_PREDICATE_H
#define ITERPRED_PREDICATE_H

#include "php.h"
#include "zend_closures.h"
#include "php_iterpred.h"
#include "expression.h"

/* What the callback receives; the values are PHP's ARRAY_FILTER_USE_* constants. */
typedef enum {
	ITERPRED_USE_VALUE = 0,
	ITERPRED_USE_BOTH = 1,
	ITERPRED_USE_KEY = 2,
} iterpred_mode;

/* How one element is tested, decided once per walk by iterpred_predicate_prepare(). */
typedef enum {
	/* No callback: the element's own truthiness. */
	ITERPRED_TEST_TRUTHY,
	/* One of the engine's pure type predicates ('is_int', is_string(...)), or strlen() of a string:
	 * evaluated without a call. */
	ITERPRED_TEST_TYPE,
	/* A closure whose body is one expression, evaluated without a call (expression.c); an element it
	 * is not sure of gets the direct call of ITERPRED_TEST_CALL_USER. */
	ITERPRED_TEST_EXPRESSION,
	/* A user function entered directly. */
	ITERPRED_TEST_CALL_USER,
	/* An internal function's handler called directly, as the VM's DO_ICALL calls it, in the walk's frame. */
	ITERPRED_TEST_CALL_INTERNAL,
#ifdef ITERPRED_HAVE_FRAMELESS
	/* The same, with its frameless handler instead for arguments of the types it is sure of. */
	ITERPRED_TEST_CALL_FRAMELESS,
#endif
	/* zend_call_function(): everything a direct call does not reproduce. */
	ITERPRED_TEST_CALL,
} iterpred_test_kind;

/* An engine type predicate: the value types it holds for, and those that need a closer look
 * (is_numeric's strings, is_iterable's objects, strlen's everything) by check_fn. */
typedef struct {
	const char *name;
	uint32_t type_true;
	uint32_t type_check;
	int (*check_fn)(zval *value);
} iterpred_type_predicate;

/* The wrappers fill fci, fcc and mode; iterpred_predicate_prepare() the rest. It lives on the C
 * stack of every level of a recursion through a callback: kept small. */
typedef struct {
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	iterpred_mode mode;
	iterpred_test_kind kind;
	union {
		/* ITERPRED_TEST_TYPE */
		const iterpred_type_predicate *type;
		/* The direct calls: the object or called scope of the frame zend_call_function() would push. */
		void *object_or_scope;
		/* With frame_pushed: the walk's one frame, pushed by iterpred_predicate_prepare() (a
		 * program's walk: at its first call), set up again in place for each call, popped by
		 * iterpred_predicate_end(); call_info is then the frame's call info as pushed. */
		zend_execute_data *frame;
	};
	uint32_t call_info;
	/* ITERPRED_TEST_EXPRESSION: the program, freed by iterpred_predicate_end(). */
	iterpred_expression *expression;
#ifdef ITERPRED_HAVE_FRAMELESS
	/* ITERPRED_TEST_CALL_FRAMELESS: the argument types for which the callee's one-argument frameless
	 * handler is called, see iterpred_frame_call_frameless(). */
	uint32_t frameless_types;
	zend_frameless_function_1 frameless;
#endif
	/* The callee is called in the walk's one frame: an internal function, or a user function that
	 * declares at least as many parameters as it is passed. */
	bool walk_frame;
	/* That frame is on the VM stack (frame), to be popped when the walk ends. */
	bool frame_pushed;
} iterpred_predicate;

#define ITERPRED_HAS_CALLBACK(pred) ZEND_FCI_INITIALIZED((pred)->fci)

/* MINIT: finds the engine's type predicates. */
void iterpred_predicate_startup(void);
/* Once per walk: how the elements will be tested. A walk that prepared a predicate ends it with
 * iterpred_predicate_end() on every way out. */
void iterpred_predicate_prepare(iterpred_predicate *pred);
void iterpred_predicate_push_frame(iterpred_predicate *pred);
void iterpred_predicate_pop_frame(iterpred_predicate *pred);

/* The walk is over and all its calls returned: its frame is the VM stack's top one again, popped;
 * a closure's program freed. */
static zend_always_inline void iterpred_predicate_end(iterpred_predicate *pred)
{
	if (pred->frame_pushed) {
		iterpred_predicate_pop_frame(pred);
	}
	if (pred->expression) {
		iterpred_expression_release(pred->expression);
		pred->expression = NULL;
	}
}
/* The callback called by zend_call_function(), for one element: 1 holds, 0 fails, -1 an exception
 * is pending. */
int iterpred_predicate_call(iterpred_predicate *pred, zval *value, zval *key);
/* The VM's interrupt, served by the VM's own helper (the time limit, async signals whose PHP handler
 * may throw, a delayed memory-limit error, ...); true when an exception is pending after it. */
bool iterpred_handle_interrupt(void);

/* A walk can run long without entering PHP code: it serves the VM interrupt between elements,
 * as the VM does between opcodes, so that the time limit still ends it. True: stop, an exception
 * is pending. */
static zend_always_inline bool iterpred_interrupted(void)
{
	return UNEXPECTED(zend_atomic_bool_load_ex(&EG(vm_interrupt))) && iterpred_handle_interrupt();
}

/* ITERPRED_CALL_NEEDED: expression.h. */

/* Type-specialised truthiness: the common scalar types without i_zend_is_true()'s switch.
 * 1 truthy, 0 falsy, -1 when the bool cast raised an error that an error handler turned into an
 * exception (on 8.2 a GMP object: "could not be converted to bool"; on 8.5 NAN). */
static zend_always_inline int iterpred_truthy(zval *value)
{
	uint8_t type = Z_TYPE_P(value);

	/* undef, null, false, true: a callback's usual answers first. */
	if (EXPECTED(type <= IS_TRUE)) {
		return type == IS_TRUE;
	}
	if (type == IS_LONG) {
		return Z_LVAL_P(value) != 0;
	}
	if (type == IS_STRING) {
		return Z_STRLEN_P(value) > 1 || (Z_STRLEN_P(value) == 1 && Z_STRVAL_P(value)[0] != '0');
	}
	{
		/* Everything else, the engine's way. An object's bool cast may raise an error, and PHP 8.5
		 * warns on NAN ("unexpected NAN value was coerced to bool"): a handler may throw. */
		bool truthy = i_zend_is_true(value);

		return UNEXPECTED(EG(exception)) ? -1 : truthy;
	}
}

/* An engine type predicate on one (dereferenced) value: 1, 0 or ITERPRED_CALL_NEEDED. */
static zend_always_inline int iterpred_type_test(const iterpred_predicate *pred, zval *value)
{
	uint32_t type_bit = 1u << Z_TYPE_P(value);

	if (UNEXPECTED(type_bit & pred->type->type_check)) {
		return pred->type->check_fn(value);
	}
	return (type_bit & pred->type->type_true) != 0;
}

/* What the call's result says: 1 truthy, 0 falsy, -1 the call threw, or the result's bool cast
 * did (the result is released all the same), or releasing it ran a destructor that threw. */
static zend_always_inline int iterpred_call_result(zval *retval)
{
	int holds;

	/* zend_call_function() reports SUCCESS even when the callback threw: the result is what tells. */
	if (UNEXPECTED(Z_ISUNDEF_P(retval) || EG(exception))) {
		zval_ptr_dtor(retval);
		return -1;
	}
	holds = iterpred_truthy(retval);
	if (Z_REFCOUNTED_P(retval)) {
		zend_refcounted *counted = Z_COUNTED_P(retval);

		if (GC_DELREF(counted) == 0) {
			rc_dtor_func(counted);
			if (UNEXPECTED(EG(exception))) {
				return -1;
			}
		} else if (Z_TYPE_P(retval) != IS_STRING) {
			gc_check_possible_root(counted);
		}
	}
	return holds;
}

/* The arguments, into a frame; a closure is kept alive for the call (the frame's ZEND_CALL_CLOSURE
 * flag, or the internal closure's handler, releases it). */
static zend_always_inline void iterpred_pass_args(iterpred_mode mode, zend_object *closure, zend_execute_data *call, zval *value, zval *key)
{
	switch (mode) {
		case ITERPRED_USE_VALUE:
			ZVAL_COPY(ZEND_CALL_ARG(call, 1), value);
			break;
		case ITERPRED_USE_KEY:
			ZVAL_COPY(ZEND_CALL_ARG(call, 1), key);
			break;
		case ITERPRED_USE_BOTH:
			ZVAL_COPY(ZEND_CALL_ARG(call, 1), value);
			ZVAL_COPY(ZEND_CALL_ARG(call, 2), key);
			break;
	}
	if (closure) {
		GC_ADDREF(closure);
	}
}

/* Pushes the frame zend_call_function() would push, with the arguments. */
static zend_always_inline zend_execute_data *iterpred_push_frame(iterpred_predicate *pred, zval *value, zval *key)
{
	zend_function *func = pred->fcc.function_handler;
	zend_execute_data *call = zend_vm_stack_push_call_frame(pred->call_info, func, pred->fci.param_count, pred->object_or_scope);

	iterpred_pass_args(pred->mode, (pred->call_info & ZEND_CALL_CLOSURE) ? ZEND_CLOSURE_OBJECT(func) : NULL, call, value, key);
	return call;
}

/* The callee called in the walk's one frame: what every call of a walk sets up alike, read from the
 * predicate once (a walk's loop keeps it in registers). */
typedef struct {
	zend_execute_data *frame;
	/* A user function's first opline: past the RECV opcodes of the arguments when nothing is
	 * declared about them (no type), as zend_init_func_execute_data() skips them. */
	const zend_op *opline;
	/* A user function's CVs after the arguments, made undefined for each call. */
	zval *locals;
	zval *locals_end;
	/* The closure a call keeps alive, or NULL. */
	zend_object *closure;
	/* The frame's $this or called scope, as pushed: an internal closure's handler replaces it with
	 * the closure, for its caller to release. */
	void *object_or_scope;
	uint32_t call_info;
	iterpred_mode mode;
#ifdef ITERPRED_HAVE_FRAMELESS
	/* As in iterpred_predicate. */
	uint32_t frameless_types;
	zend_frameless_function_1 frameless;
#endif
} iterpred_frame_call;

/* What a walk passes to iterpred_predicate_test() for each element: fc, filled in, when the callee
 * is called in the walk's frame, else NULL. Before the walk's first call. */
static zend_always_inline iterpred_frame_call *iterpred_frame_call_init(const iterpred_predicate *pred, iterpred_frame_call *fc)
{
	zend_function *func = pred->fcc.function_handler;
	uint32_t argc = pred->fci.param_count;

	if (!pred->walk_frame) {
		return NULL;
	}
	fc->frame = pred->frame;
	if (func->type == ZEND_USER_FUNCTION) {
		fc->opline = func->op_array.opcodes + ((func->common.fn_flags & ZEND_ACC_HAS_TYPE_HINTS) ? 0 : argc);
		fc->locals = ZEND_CALL_VAR_NUM(pred->frame, argc);
		fc->locals_end = ZEND_CALL_VAR_NUM(pred->frame, func->op_array.last_var);
	} else {
		fc->opline = NULL;
		fc->locals = fc->locals_end = NULL;
	}
	fc->closure = (pred->call_info & ZEND_CALL_CLOSURE) ? ZEND_CLOSURE_OBJECT(func) : NULL;
	fc->object_or_scope = Z_PTR(pred->frame->This);
	fc->call_info = pred->call_info;
	fc->mode = pred->mode;
#ifdef ITERPRED_HAVE_FRAMELESS
	fc->frameless_types = pred->frameless_types;
	fc->frameless = pred->frameless;
#endif
	return fc;
}

/* iterpred_frame_call_init() for a program's walk, whose frame is pushed at its first call (most walks
 * make none): until then fc->frame is NULL. */
static zend_always_inline iterpred_frame_call *iterpred_frame_call_init_lazy(const iterpred_predicate *pred, iterpred_frame_call *fc)
{
	if (!pred->walk_frame || pred->frame_pushed) {
		return iterpred_frame_call_init(pred, fc);
	}
	memset(fc, 0, sizeof(*fc));
	return fc;
}

/* The walk's frame pushed at its first call, fc filled in: a program's walk, which may make none. */
void iterpred_frame_call_begin(iterpred_predicate *pred, iterpred_frame_call *fc);

/* Before a program's walk calls the closure (ITERPRED_TEST_CALL_USER with a program's fc). */
static zend_always_inline void iterpred_frame_call_ready(iterpred_predicate *pred, iterpred_frame_call *fc)
{
	if (fc && UNEXPECTED(!fc->frame)) {
		iterpred_frame_call_begin(pred, fc);
	}
}

/* A user function, in the walk's frame set up again in place as zend_init_func_execute_data() sets
 * up a new one. A top frame's return (its CVs freed, the closure released, EG(current_execute_data)
 * restored) leaves the frame itself in place, and so does a generator the callback creates (it
 * copies the frame and takes the CVs and the closure's reference over). Everything the callee's
 * run may have changed is set again: the call info (a symbol table adds a flag), the arguments,
 * the closure's reference, prev, opline, EX(call), the return value, the CVs after the arguments.
 * The run-time cache was set once when pushed. */
static zend_always_inline void iterpred_frame_call_user(iterpred_frame_call *fc, zval *value, zval *key, zval *retval)
{
	zend_execute_data *call = fc->frame;
	uint32_t orig_jit_trace_num = EG(jit_trace_num);
	zval *var;

	Z_TYPE_INFO(call->This) = fc->call_info;
	iterpred_pass_args(fc->mode, fc->closure, call, value, key);
	call->prev_execute_data = EG(current_execute_data);
	call->opline = fc->opline;
	call->call = NULL;
	call->return_value = retval;
	for (var = fc->locals; var < fc->locals_end; var++) {
		ZVAL_UNDEF(var);
	}
	EG(current_execute_data) = call;
	zend_execute_ex(call);
	EG(jit_trace_num) = orig_jit_trace_num;
}

#ifdef ITERPRED_HAVE_FRAMELESS
/* A function of predicate.c's frameless table, for an argument of a type for which its frameless
 * handler emits nothing and runs no PHP code: the handler, as the VM calls it for `trim($v)` (no
 * argument parsing, no zend_execute_internal: none is set, nor any observer). The walk's frame is the
 * current one all the same, holding the argument, so that whatever looks (a fatal error's backtrace,
 * out of memory) sees the call it would see. The argument is borrowed: nothing runs that could
 * release it. */
static zend_always_inline void iterpred_frame_call_frameless(iterpred_frame_call *fc, zval *arg, zval *retval)
{
	zend_execute_data *call = fc->frame;

	ZVAL_COPY_VALUE(ZEND_CALL_ARG(call, 1), arg);
	EG(current_execute_data) = call;
	ZVAL_NULL(retval);
	fc->frameless(retval, arg);
	EG(current_execute_data) = call->prev_execute_data;
}
#endif

/* An internal function, in the walk's frame, as the VM's DO_ICALL calls it: the handler (through
 * zend_execute_internal when an extension hooks it), on debug builds the engine's arginfo and
 * return-type checks, then the arguments freed. The frame's caller (prev_execute_data) was set when
 * it was pushed. The handler of an internal function's closure (trim(...)) puts the closure in $this,
 * flagged for its caller to release: released, $this and the call info are set back as pushed. The
 * walk serves the VM interrupt next. */
static zend_always_inline void iterpred_frame_call_internal(iterpred_frame_call *fc, zval *value, zval *key, zval *retval)
{
	zend_execute_data *call = fc->frame;
#if ZEND_DEBUG
	bool should_throw;
#endif

	iterpred_pass_args(fc->mode, fc->closure, call, value, key);
	EG(current_execute_data) = call;
#if ZEND_DEBUG
	should_throw = zend_internal_call_should_throw(call->func, call);
#endif
	ZVAL_NULL(retval);
	if (EXPECTED(zend_execute_internal == NULL)) {
		call->func->internal_function.handler(call, retval);
	} else {
		zend_execute_internal(call, retval);
	}
#if ZEND_DEBUG
	if (!EG(exception) && call->func) {
		if (should_throw) {
			zend_internal_call_arginfo_violation(call->func);
		}
		ZEND_ASSERT(!(call->func->common.fn_flags & ZEND_ACC_HAS_RETURN_TYPE)
			|| zend_verify_internal_return_type(call->func, retval));
		ZEND_ASSERT((call->func->common.fn_flags & ZEND_ACC_RETURN_REFERENCE) ? Z_ISREF_P(retval) : !Z_ISREF_P(retval));
	}
#endif
	EG(current_execute_data) = call->prev_execute_data;
	zval_ptr_dtor_nogc(ZEND_CALL_ARG(call, 1));
	if (fc->mode == ITERPRED_USE_BOTH) {
		zval_ptr_dtor_nogc(ZEND_CALL_ARG(call, 2));
	}
	if (UNEXPECTED(EG(exception))) {
		zval_ptr_dtor(retval);
		ZVAL_UNDEF(retval);
	}
	if (UNEXPECTED(ZEND_CALL_INFO(call) & ZEND_CALL_RELEASE_THIS)) {
		OBJ_RELEASE(Z_OBJ(call->This));
		Z_PTR(call->This) = fc->object_or_scope;
		Z_TYPE_INFO(call->This) = fc->call_info;
	}
}

/* A user function with extra arguments, in a frame of its own, pushed and freed as
 * zend_call_function() does (zend_init_func_execute_data() moves the extra arguments past the CVs;
 * the frame's release frees them). */
static zend_always_inline void iterpred_call_user_pushed(iterpred_predicate *pred, zval *value, zval *key, zval *retval)
{
	uint32_t orig_jit_trace_num = EG(jit_trace_num);
	zend_execute_data *call = iterpred_push_frame(pred, value, key);

	zend_init_func_execute_data(call, &pred->fcc.function_handler->op_array, retval);
	zend_execute_ex(call);
	zend_vm_stack_free_call_frame(call);
	EG(jit_trace_num) = orig_jit_trace_num;
}

/* The predicate for one element (value dereferenced; key NULL when the mode needs none; fc from
 * iterpred_frame_call_init(); kind pred->kind, or a constant equal to it in a walk's loop of its
 * own): 1 holds, 0 fails, -1 an exception is pending. A user function is entered from here, inline
 * in the walk: the C stack under the callback is the walk's frame alone. An exhausted stack takes
 * zend_call_function(), the way to the engine's error. */
static zend_always_inline int iterpred_predicate_test(iterpred_predicate *pred, iterpred_frame_call *fc, iterpred_test_kind kind, zval *value, zval *key)
{
	zval retval;
	int holds;

	ZEND_ASSERT((kind == pred->kind || (kind == ITERPRED_TEST_CALL_USER && pred->kind == ITERPRED_TEST_EXPRESSION))
		&& (fc != NULL) == pred->walk_frame);
	switch (kind) {
		case ITERPRED_TEST_TRUTHY:
			return iterpred_truthy(pred->mode == ITERPRED_USE_KEY ? key : value);
		case ITERPRED_TEST_TYPE:
			holds = iterpred_type_test(pred, pred->mode == ITERPRED_USE_KEY ? key : value);
			if (EXPECTED(holds != ITERPRED_CALL_NEEDED)) {
				return holds;
			}
			break;
		case ITERPRED_TEST_EXPRESSION:
			holds = iterpred_expression_eval(pred->expression, value, key);
			if (EXPECTED(holds != ITERPRED_CALL_NEEDED)) {
				return holds;
			}
			ZEND_FALLTHROUGH;
		case ITERPRED_TEST_CALL_USER:
			if (EXPECTED(!ITERPRED_STACK_OVERFLOWED())) {
				ZEND_ASSERT(!EG(exception));
				if (EXPECTED(fc != NULL)) {
					iterpred_frame_call_user(fc, value, key, &retval);
				} else {
					iterpred_call_user_pushed(pred, value, key, &retval);
				}
				return iterpred_call_result(&retval);
			}
			break;
		case ITERPRED_TEST_CALL_INTERNAL:
			if (EXPECTED(!ITERPRED_STACK_OVERFLOWED())) {
				ZEND_ASSERT(!EG(exception));
				iterpred_frame_call_internal(fc, value, key, &retval);
				return iterpred_call_result(&retval);
			}
			break;
#ifdef ITERPRED_HAVE_FRAMELESS
		case ITERPRED_TEST_CALL_FRAMELESS:
			if (EXPECTED(!ITERPRED_STACK_OVERFLOWED())) {
				ZEND_ASSERT(!EG(exception) && pred->mode == ITERPRED_USE_VALUE);
				if (EXPECTED(fc->frameless_types & (1u << Z_TYPE_P(value)))) {
					iterpred_frame_call_frameless(fc, value, &retval);
				} else {
					iterpred_frame_call_internal(fc, value, key, &retval);
				}
				return iterpred_call_result(&retval);
			}
			break;
#endif
		default:
			break;
	}
	return iterpred_predicate_call(pred, value, key);
}

#endif
