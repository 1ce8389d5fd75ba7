#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_closures.h"
#include "zend_exceptions.h"
#include "zend_observer.h"
#include "php_iterpred.h"
#include "traversal.h"

/* Elements that are references are passed by value, as foreach by value does. */
static zend_always_inline zval *iterpred_deref(zval *value)
{
	return Z_ISREF_P(value) ? Z_REFVAL_P(value) : value;
}

/* Type-specialised truthiness: the common scalar types without i_zend_is_true()'s switch.
 * 1 truthy, 0 falsy, -1 when an object's bool cast raised an error that an error handler turned
 * into an exception (on 8.2 a GMP object: "could not be converted to bool"). */
static zend_always_inline int iterpred_truthy(zval *value)
{
	switch (Z_TYPE_P(value)) {
		case IS_TRUE:
			return 1;
		case IS_FALSE:
		case IS_NULL:
			return 0;
		case IS_LONG:
			return Z_LVAL_P(value) != 0;
		case IS_OBJECT: {
			bool truthy = zend_object_is_true(value);

			return UNEXPECTED(EG(exception)) ? -1 : truthy;
		}
		default:
			return i_zend_is_true(value);
	}
}

/* What the VM's interrupt helper does: the time limit, or zend_interrupt_function (async signals). */
static zend_never_inline void iterpred_handle_interrupt(void)
{
	if (zend_atomic_bool_exchange_ex(&EG(vm_interrupt), false)) {
		if (zend_atomic_bool_load_ex(&EG(timed_out))) {
			zend_timeout();
		} else if (zend_interrupt_function) {
			zend_interrupt_function(EG(current_execute_data));
		}
	}
}

/* The one check between the steps of a walk, as the VM makes between opcodes: a pending VM
 * interrupt is served (a walk can run long without entering PHP code, and the time limit must
 * still end it), and a pending exception stops the walk, so that no PHP code (a callback, a
 * generator body, an iterator method) ever runs with it. */
static zend_always_inline bool iterpred_must_stop(void)
{
	if (UNEXPECTED(zend_atomic_bool_load_ex(&EG(vm_interrupt)))) {
		iterpred_handle_interrupt();
	}
	return UNEXPECTED(EG(exception) != NULL);
}

/* Decides once per walk whether the callback can skip zend_call_function(): only a plain user
 * function or closure qualifies, whose call has nothing that function does per call for it
 * (trampolines, deprecations, by-reference parameters, observers, a fake scope). */
static void iterpred_prepare_call(iterpred_predicate *pred)
{
	zend_function *func = pred->fcc.function_handler;
	uint32_t arg;

	pred->fci.param_count = pred->mode == ITERPRED_USE_BOTH ? 2 : 1;
	pred->direct_func = NULL;
	if (!func || func->type != ZEND_USER_FUNCTION || ZEND_OBSERVER_ENABLED || EG(fake_scope)
			|| (func->common.fn_flags & (ZEND_ACC_CALL_VIA_TRAMPOLINE | ZEND_ACC_DEPRECATED))) {
		return;
	}
	for (arg = 1; arg <= pred->fci.param_count; arg++) {
		if (ARG_SHOULD_BE_SENT_BY_REF(func, arg)) {
			return;
		}
	}

	/* The same frame zend_call_function() would push. */
	if ((func->common.fn_flags & ZEND_ACC_STATIC) || !pred->fcc.object) {
		pred->direct_object_or_scope = pred->fcc.called_scope;
		pred->direct_call_info = ZEND_CALL_TOP_FUNCTION | ZEND_CALL_DYNAMIC;
	} else {
		pred->direct_object_or_scope = pred->fcc.object;
		pred->direct_call_info = ZEND_CALL_TOP_FUNCTION | ZEND_CALL_DYNAMIC | ZEND_CALL_HAS_THIS;
	}
	if (func->common.fn_flags & ZEND_ACC_CLOSURE) {
		pred->direct_call_info |= ZEND_CALL_CLOSURE;
		if (func->common.fn_flags & ZEND_ACC_FAKE_CLOSURE) {
			pred->direct_call_info |= ZEND_CALL_FAKE_CLOSURE;
		}
	}
	pred->direct_no_extra_args = pred->fci.param_count <= func->op_array.num_args;
	pred->direct_func = func;
}

/* zend_init_func_execute_data() for the common case, inline: the run-time cache exists and no
 * extra arguments need moving; the frame is what that function would make of it. */
static zend_always_inline void iterpred_init_frame(zend_execute_data *call, zend_op_array *op_array, uint32_t argc, zval *retval)
{
	zval *var = ZEND_CALL_VAR_NUM(call, argc);
	zval *end = ZEND_CALL_VAR_NUM(call, op_array->last_var);

	call->prev_execute_data = EG(current_execute_data);
	call->opline = op_array->opcodes;
	/* Without type declarations the RECV opcodes of the passed arguments have nothing to do. */
	if (!(op_array->fn_flags & ZEND_ACC_HAS_TYPE_HINTS)) {
		call->opline += argc;
	}
	call->call = NULL;
	call->return_value = retval;
	for (; var < end; var++) {
		ZVAL_UNDEF(var);
	}
	call->run_time_cache = RUN_TIME_CACHE(op_array);
	EG(current_execute_data) = call;
}

/* Pushes the frame and enters the executor, as zend_call_function() does for a user function. */
static zend_always_inline void iterpred_call_direct(iterpred_predicate *pred, zval *args, zval *retval)
{
	zend_function *func = pred->direct_func;
	uint32_t argc = pred->fci.param_count;
	uint32_t orig_jit_trace_num = EG(jit_trace_num);
	zend_execute_data *call;

	call = zend_vm_stack_push_call_frame(pred->direct_call_info, func, argc, pred->direct_object_or_scope);
	ZVAL_COPY(ZEND_CALL_ARG(call, 1), &args[0]);
	if (argc == 2) {
		ZVAL_COPY(ZEND_CALL_ARG(call, 2), &args[1]);
	}
	/* The frame's ZEND_CALL_CLOSURE flag makes the executor release the closure on return. */
	if (pred->direct_call_info & ZEND_CALL_CLOSURE) {
		GC_ADDREF(ZEND_CLOSURE_OBJECT(func));
	}
	if (EXPECTED(pred->direct_no_extra_args) && EXPECTED(RUN_TIME_CACHE(&func->op_array))) {
		iterpred_init_frame(call, &func->op_array, argc, retval);
	} else {
		zend_init_func_execute_data(call, &func->op_array, retval);
	}
	zend_execute_ex(call);
	EG(jit_trace_num) = orig_jit_trace_num;
	zend_vm_stack_free_call_frame(call);
}

/* The predicate for one element: 1 holds, 0 fails, -1 an exception is pending. */
static zend_always_inline int iterpred_test(iterpred_predicate *pred, zval *value, zval *key)
{
	zval args[2];
	zval retval;
	int holds;

	if (!ITERPRED_HAS_CALLBACK(pred)) {
		return iterpred_truthy(pred->mode == ITERPRED_USE_KEY ? key : value);
	}

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
	ZEND_ASSERT(!EG(exception));
	ZVAL_UNDEF(&retval);
	if (EXPECTED(pred->direct_func) && EXPECTED(!ITERPRED_STACK_OVERFLOWED())) {
		iterpred_call_direct(pred, args, &retval);
	} else {
		/* Also the way to the engine's stack-overflow error when the stack is exhausted. */
		pred->fci.params = args;
		pred->fci.retval = &retval;
		zend_call_function(&pred->fci, &pred->fcc);
	}
	/* zend_call_function() reports SUCCESS even when the callback threw: the result is what tells. */
	if (UNEXPECTED(Z_ISUNDEF(retval) || EG(exception))) {
		zval_ptr_dtor(&retval);
		return -1;
	}
	/* -1 when the result's bool cast threw: the result is released all the same. */
	holds = iterpred_truthy(&retval);
	if (Z_REFCOUNTED(retval)) {
		zval_ptr_dtor(&retval);
		/* Releasing the result can run a destructor, and a destructor can throw. */
		if (UNEXPECTED(EG(exception))) {
			return -1;
		}
	}
	return holds;
}

/* The element's own truthiness decides: MATCH when it equals stop_on, EXCEPTION when its bool
 * cast threw, else NO_MATCH (go on). */
static zend_always_inline iterpred_result iterpred_decide(int holds, bool stop_on)
{
	if (holds == stop_on) {
		return ITERPRED_MATCH;
	}
	return UNEXPECTED(holds < 0) ? ITERPRED_EXCEPTION : ITERPRED_NO_MATCH;
}

/* No callback, values only: the hot loop of all($ints), with packed arrays walked as a plain
 * zval vector. */
static iterpred_result iterpred_walk_hash_values(HashTable *ht, bool stop_on)
{
	iterpred_result result;
	zval *value;

	if (HT_IS_PACKED(ht)) {
		zval *end = ht->arPacked + ht->nNumUsed;

		for (value = ht->arPacked; value != end; value++) {
			if (UNEXPECTED(iterpred_must_stop())) {
				return ITERPRED_EXCEPTION;
			}
			if (EXPECTED(Z_TYPE_P(value) == IS_LONG)) {
				if ((Z_LVAL_P(value) != 0) == stop_on) {
					return ITERPRED_MATCH;
				}
			} else if (Z_TYPE_P(value) != IS_UNDEF) {
				result = iterpred_decide(iterpred_truthy(iterpred_deref(value)), stop_on);
				if (result != ITERPRED_NO_MATCH) {
					return result;
				}
			}
		}
		return ITERPRED_NO_MATCH;
	}

	ZEND_HASH_MAP_FOREACH_VAL(ht, value) {
		if (UNEXPECTED(iterpred_must_stop())) {
			return ITERPRED_EXCEPTION;
		}
		result = iterpred_decide(iterpred_truthy(iterpred_deref(value)), stop_on);
		if (result != ITERPRED_NO_MATCH) {
			return result;
		}
	} ZEND_HASH_FOREACH_END();
	return ITERPRED_NO_MATCH;
}

static iterpred_result iterpred_walk_hash(HashTable *ht, iterpred_predicate *pred, bool stop_on)
{
	zend_ulong index;
	zend_string *str_key;
	zval key, *value;
	iterpred_result result;

	if (!ITERPRED_HAS_CALLBACK(pred) && pred->mode == ITERPRED_USE_VALUE) {
		return iterpred_walk_hash_values(ht, stop_on);
	}

	/* Our argument holds a reference to ht: a callback that writes to the array separates it. */
	ZEND_HASH_FOREACH_KEY_VAL(ht, index, str_key, value) {
		if (UNEXPECTED(iterpred_must_stop())) {
			return ITERPRED_EXCEPTION;
		}
		if (str_key) {
			ZVAL_STR(&key, str_key);
		} else {
			ZVAL_LONG(&key, index);
		}
		result = iterpred_decide(iterpred_test(pred, iterpred_deref(value), &key), stop_on);
		if (result != ITERPRED_NO_MATCH) {
			return result;
		}
	} ZEND_HASH_FOREACH_END();
	return ITERPRED_NO_MATCH;
}

/* The protocol of foreach (ZEND_FE_RESET_R / ZEND_FE_FETCH_R): rewind, then valid, current,
 * key (only when wanted), and next only once the element did not decide. */
static iterpred_result iterpred_walk_iterator(zend_object *object, iterpred_predicate *pred, bool stop_on)
{
	zend_class_entry *ce = object->ce;
	const zend_object_iterator_funcs *funcs;
	zend_object_iterator *iter;
	iterpred_result result;
	bool need_key = pred->mode != ITERPRED_USE_VALUE;
	zval object_zv, key, *value;
	int holds;

	ZVAL_OBJ(&object_zv, object);
	iter = ce->get_iterator(ce, &object_zv, 0);
	/* As ZEND_FE_RESET_R: getIterator() can return an iterator with an exception pending (a
	 * local's destructor threw on its way out). */
	if (UNEXPECTED(!iter) || UNEXPECTED(EG(exception))) {
		if (iter) {
			zend_iterator_dtor(iter);
		} else if (!EG(exception)) {
			zend_throw_exception_ex(NULL, 0, "Object of type %s did not create an Iterator", ZSTR_VAL(ce->name));
		}
		return ITERPRED_EXCEPTION;
	}

	funcs = iter->funcs;
	iter->index = 0;
	if (funcs->rewind) {
		funcs->rewind(iter);
	}

	for (;;) {
		if (iterpred_must_stop() || funcs->valid(iter) != SUCCESS || UNEXPECTED(EG(exception))) {
			break;
		}
		value = funcs->get_current_data(iter);
		if (UNEXPECTED(EG(exception)) || UNEXPECTED(!value)) {
			break;
		}
		if (need_key) {
			if (funcs->get_current_key) {
				/* An iterator that throws without writing the key leaves nothing to free. */
				ZVAL_UNDEF(&key);
				funcs->get_current_key(iter, &key);
				if (UNEXPECTED(EG(exception))) {
					zval_ptr_dtor(&key);
					break;
				}
			} else {
				ZVAL_LONG(&key, iter->index);
			}
			holds = iterpred_test(pred, iterpred_deref(value), &key);
			zval_ptr_dtor(&key);
			if (UNEXPECTED(EG(exception))) {
				holds = -1;
			}
		} else {
			holds = iterpred_test(pred, iterpred_deref(value), NULL);
		}
		result = iterpred_decide(holds, stop_on);
		if (result != ITERPRED_NO_MATCH) {
			goto done;
		}
		iter->index++;
		funcs->move_forward(iter);
	}
	result = EG(exception) ? ITERPRED_EXCEPTION : ITERPRED_NO_MATCH;

done:
	zend_iterator_dtor(iter);
	return result;
}

iterpred_result iterpred_walk(zval *iterable, iterpred_predicate *pred, bool stop_on)
{
	/* An error handler may have turned a deprecation in argument parsing (a 'self::f' callable)
	 * into an exception: nothing is called, as zend_call_function() calls nothing then. */
	if (iterpred_must_stop()) {
		return ITERPRED_EXCEPTION;
	}
	if (ITERPRED_HAS_CALLBACK(pred)) {
		iterpred_prepare_call(pred);
	}
	if (Z_TYPE_P(iterable) == IS_ARRAY) {
		return iterpred_walk_hash(Z_ARRVAL_P(iterable), pred, stop_on);
	}
	return iterpred_walk_iterator(Z_OBJ_P(iterable), pred, stop_on);
}
