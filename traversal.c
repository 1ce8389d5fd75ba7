#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "php_iterpred.h"
#include "traversal.h"

/* Elements that are references are passed by value, as foreach by value does. */
static zend_always_inline zval *iterpred_deref(zval *value)
{
	return Z_ISREF_P(value) ? Z_REFVAL_P(value) : value;
}

/* The predicate for one element: 1 holds, 0 fails, -1 an exception is pending. */
static zend_always_inline int iterpred_test(iterpred_predicate *pred, zval *value, zval *key)
{
	zval args[2];
	zval retval;
	int holds;

	if (!ITERPRED_HAS_CALLBACK(pred)) {
		return zend_is_true(pred->mode == ITERPRED_USE_KEY ? key : value);
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
	pred->fci.params = args;
	pred->fci.retval = &retval;
	ZVAL_UNDEF(&retval);
	zend_call_function(&pred->fci, &pred->fcc);
	/* zend_call_function() reports SUCCESS even when the callback threw: the result is what tells. */
	if (UNEXPECTED(Z_ISUNDEF(retval) || EG(exception))) {
		zval_ptr_dtor(&retval);
		return -1;
	}
	holds = zend_is_true(&retval);
	zval_ptr_dtor(&retval);
	return holds;
}

static iterpred_result iterpred_walk_hash(HashTable *ht, iterpred_predicate *pred, bool stop_on)
{
	zend_ulong index;
	zend_string *str_key;
	zval key, *value;
	int holds;

	/* Our argument holds a reference to ht: a callback that writes to the array separates it. */
	if (pred->mode == ITERPRED_USE_VALUE) {
		ZEND_HASH_FOREACH_VAL(ht, value) {
			holds = iterpred_test(pred, iterpred_deref(value), NULL);
			if (holds < 0) {
				return ITERPRED_EXCEPTION;
			}
			if (holds == stop_on) {
				return ITERPRED_MATCH;
			}
		} ZEND_HASH_FOREACH_END();
		return ITERPRED_NO_MATCH;
	}

	ZEND_HASH_FOREACH_KEY_VAL(ht, index, str_key, value) {
		if (str_key) {
			ZVAL_STR(&key, str_key);
		} else {
			ZVAL_LONG(&key, index);
		}
		holds = iterpred_test(pred, iterpred_deref(value), &key);
		if (holds < 0) {
			return ITERPRED_EXCEPTION;
		}
		if (holds == stop_on) {
			return ITERPRED_MATCH;
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
	iterpred_result result = ITERPRED_EXCEPTION;
	bool need_key = pred->mode != ITERPRED_USE_VALUE;
	zval object_zv, key, *value;
	int holds;

	ZVAL_OBJ(&object_zv, object);
	iter = ce->get_iterator(ce, &object_zv, 0);
	if (UNEXPECTED(!iter)) {
		if (!EG(exception)) {
			zend_throw_exception_ex(NULL, 0, "Object of type %s did not create an Iterator", ZSTR_VAL(ce->name));
		}
		return ITERPRED_EXCEPTION;
	}

	funcs = iter->funcs;
	iter->index = 0;
	if (funcs->rewind) {
		funcs->rewind(iter);
		if (UNEXPECTED(EG(exception))) {
			goto done;
		}
	}

	for (;;) {
		if (funcs->valid(iter) != SUCCESS || UNEXPECTED(EG(exception))) {
			break;
		}
		value = funcs->get_current_data(iter);
		if (UNEXPECTED(EG(exception)) || UNEXPECTED(!value)) {
			break;
		}
		if (need_key) {
			if (funcs->get_current_key) {
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
		} else {
			holds = iterpred_test(pred, iterpred_deref(value), NULL);
		}
		if (holds < 0) {
			goto done;
		}
		if (holds == stop_on) {
			result = ITERPRED_MATCH;
			goto done;
		}
		iter->index++;
		funcs->move_forward(iter);
		if (UNEXPECTED(EG(exception))) {
			goto done;
		}
	}
	if (!EG(exception)) {
		result = ITERPRED_NO_MATCH;
	}

done:
	zend_iterator_dtor(iter);
	return result;
}

iterpred_result iterpred_walk(zval *iterable, iterpred_predicate *pred, bool stop_on)
{
	pred->fci.param_count = pred->mode == ITERPRED_USE_BOTH ? 2 : 1;
	if (Z_TYPE_P(iterable) == IS_ARRAY) {
		return iterpred_walk_hash(Z_ARRVAL_P(iterable), pred, stop_on);
	}
	return iterpred_walk_iterator(Z_OBJ_P(iterable), pred, stop_on);
}
