#ifndef ITERPRED_PREDICATE_H
#define ITERPRED_PREDICATE_H

#include "php.h"

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
	/* One of the engine's pure type predicates ('is_int', is_string(...)): evaluated without a call. */
	ITERPRED_TEST_TYPE,
	/* A user function entered directly. */
	ITERPRED_TEST_CALL_USER,
	/* An internal function's handler called directly, as the VM's DO_ICALL calls it. */
	ITERPRED_TEST_CALL_INTERNAL,
	/* zend_call_function(): everything a direct call does not reproduce. */
	ITERPRED_TEST_CALL,
} iterpred_test_kind;

/* An engine type predicate: the value types it holds for, and those that need a closer look
 * (is_numeric's strings, is_iterable's objects) by check_fn. */
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
	};
	uint32_t call_info;
	/* A user function that declares at least as many parameters as it is passed. */
	bool no_extra_args;
} iterpred_predicate;

#define ITERPRED_HAS_CALLBACK(pred) ZEND_FCI_INITIALIZED((pred)->fci)

/* MINIT: finds the engine's type predicates. */
void iterpred_predicate_startup(void);
/* Once per walk: how the elements will be tested. */
void iterpred_predicate_prepare(iterpred_predicate *pred);
/* The callback for one element: 1 holds, 0 fails, -1 an exception is pending. */
int iterpred_predicate_call(iterpred_predicate *pred, zval *value, zval *key);
/* What the VM's interrupt helper does: the time limit, or zend_interrupt_function (async signals). */
void iterpred_handle_interrupt(void);

/* A walk can run long without entering PHP code: it serves the VM interrupt between elements,
 * as the VM does between opcodes, so that the time limit still ends it. */
static zend_always_inline void iterpred_serve_interrupt(void)
{
	if (UNEXPECTED(zend_atomic_bool_load_ex(&EG(vm_interrupt)))) {
		iterpred_handle_interrupt();
	}
}

/* A check_fn's answer when only the real call can answer without a difference anyone could see. */
#define ITERPRED_CALL_NEEDED 2

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

/* An engine type predicate on one (dereferenced) value: 1, 0 or ITERPRED_CALL_NEEDED. */
static zend_always_inline int iterpred_type_test(const iterpred_predicate *pred, zval *value)
{
	uint32_t type_bit = 1u << Z_TYPE_P(value);

	if (UNEXPECTED(type_bit & pred->type->type_check)) {
		return pred->type->check_fn(value);
	}
	return (type_bit & pred->type->type_true) != 0;
}

/* The predicate for one element (value dereferenced; key NULL when the mode needs none):
 * 1 holds, 0 fails, -1 an exception is pending. */
static zend_always_inline int iterpred_predicate_test(iterpred_predicate *pred, zval *value, zval *key)
{
	int holds;

	switch (pred->kind) {
		case ITERPRED_TEST_TRUTHY:
			return iterpred_truthy(pred->mode == ITERPRED_USE_KEY ? key : value);
		case ITERPRED_TEST_TYPE:
			holds = iterpred_type_test(pred, pred->mode == ITERPRED_USE_KEY ? key : value);
			if (EXPECTED(holds != ITERPRED_CALL_NEEDED)) {
				return holds;
			}
			ZEND_FALLTHROUGH;
		default:
			return iterpred_predicate_call(pred, value, key);
	}
}

#endif
