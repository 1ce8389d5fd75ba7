#ifndef ITERPRED_TRAVERSAL_H
#define ITERPRED_TRAVERSAL_H

#include "php.h"

/* What the callback receives; the values are PHP's ARRAY_FILTER_USE_* constants. */
typedef enum {
	ITERPRED_USE_VALUE = 0,
	ITERPRED_USE_BOTH = 1,
	ITERPRED_USE_KEY = 2,
} iterpred_mode;

typedef enum {
	ITERPRED_EXCEPTION = -1,
	ITERPRED_NO_MATCH = 0,
	ITERPRED_MATCH = 1,
} iterpred_result;

/* The predicate: the element's own truthiness when there is no callback, else the callback's.
 * The wrappers fill fci, fcc and mode; iterpred_walk() prepares the rest. */
typedef struct {
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	iterpred_mode mode;
	/* Set when the callback can be entered directly instead of through zend_call_function(). */
	zend_function *direct_func;
	void *direct_object_or_scope;
	uint32_t direct_call_info;
	/* The callback declares at least as many parameters as it is passed: no extra arguments to move. */
	bool direct_no_extra_args;
} iterpred_predicate;

#define ITERPRED_HAS_CALLBACK(pred) ZEND_FCI_INITIALIZED((pred)->fci)

/* Walks an array or Traversable in foreach order and stops at the first element whose predicate
 * equals stop_on (ITERPRED_MATCH); ITERPRED_NO_MATCH when none does. */
iterpred_result iterpred_walk(zval *iterable, iterpred_predicate *pred, bool stop_on);

#endif
