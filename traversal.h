#ifndef ITERPRED_TRAVERSAL_H
#define ITERPRED_TRAVERSAL_H

#include "php.h"
#include "predicate.h"

typedef enum {
	ITERPRED_EXCEPTION = -1,
	ITERPRED_NO_MATCH = 0,
	ITERPRED_MATCH = 1,
} iterpred_result;

/* Walks an array or Traversable in foreach order and stops at the first element whose predicate
 * equals stop_on (ITERPRED_MATCH); ITERPRED_NO_MATCH when none does. */
iterpred_result iterpred_walk(zval *iterable, iterpred_predicate *pred, bool stop_on);

#endif
