#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_generators.h"
#include "ext/spl/spl_array.h"
#include "php_iterpred.h"
#include "traversal.h"

/* Elements that are references are passed by value, as foreach by value does. */
static zend_always_inline zval *iterpred_deref(zval *value)
{
	return Z_ISREF_P(value) ? Z_REFVAL_P(value) : value;
}

/* The one check between the steps of a walk, as the VM makes between opcodes: a pending VM
 * interrupt is served, and a pending exception stops the walk, so that no PHP code (a callback, a
 * generator body, an iterator method) ever runs with it. */
static zend_always_inline bool iterpred_must_stop(void)
{
	return iterpred_interrupted() || UNEXPECTED(EG(exception) != NULL);
}

/* Array walks check the VM interrupt once per this many elements: where no PHP code runs, no
 * exception can be pending but the one an element's test reports. */
#define ITERPRED_INTERRUPT_STRIDE 256

/* The element's test decides: MATCH when it equals stop_on, EXCEPTION when it threw, else
 * NO_MATCH (go on). */
static zend_always_inline iterpred_result iterpred_decide(int holds, bool stop_on)
{
	if (holds == stop_on) {
		return ITERPRED_MATCH;
	}
	return UNEXPECTED(holds < 0) ? ITERPRED_EXCEPTION : ITERPRED_NO_MATCH;
}

/* An array's value decided without a call: its truthiness, or an engine type predicate. */
static zend_always_inline iterpred_result iterpred_scan_one(iterpred_predicate *pred, zval *value, bool stop_on, bool by_type)
{
	int holds;

	value = iterpred_deref(value);
	if (by_type) {
		holds = iterpred_type_test(pred, value);
		if (UNEXPECTED(holds == ITERPRED_CALL_NEEDED)) {
			holds = iterpred_predicate_call(pred, value, NULL);
		}
	} else {
		holds = iterpred_truthy(value);
	}
	return iterpred_decide(holds, stop_on);
}

/* One value of a packed array, scanned: NO_MATCH to go on. attention: the types a type predicate
 * must look at (the rest go on). */
static zend_always_inline iterpred_result iterpred_scan_packed_one(iterpred_predicate *pred, zval *value, bool stop_on, bool by_type, uint32_t attention)
{
	/* A type predicate reads only the type byte of a value it is sure of. */
	if (by_type && EXPECTED(!((1u << Z_TYPE_P(value)) & attention))) {
		return ITERPRED_NO_MATCH;
	}
	if (!by_type && EXPECTED(Z_TYPE_P(value) == IS_LONG)) {
		return (Z_LVAL_P(value) != 0) == stop_on ? ITERPRED_MATCH : ITERPRED_NO_MATCH;
	}
	if (Z_TYPE_P(value) == IS_UNDEF) {
		return ITERPRED_NO_MATCH;
	}
	return iterpred_scan_one(pred, value, stop_on, by_type);
}

/* Values only, no call: the hot loops of all($ints) and all($xs, 'is_int'), packed arrays walked
 * as a plain zval vector. by_type is a constant: each caller gets its own loop.
 * iterpred_scan_expression_values() repeats its strides and countdown (its comment says why). */
static zend_always_inline iterpred_result iterpred_scan_values(HashTable *ht, iterpred_predicate *pred, bool stop_on, bool by_type)
{
	iterpred_result result;
	uint32_t countdown = ITERPRED_INTERRUPT_STRIDE;
	/* The types whose values decide (or need a closer look, or are references): the rest go on. */
	uint32_t attention = 0;
	zval *value;

	if (by_type) {
		attention = (stop_on ? pred->type->type_true : ~pred->type->type_true) | pred->type->type_check | (1u << IS_REFERENCE);
		attention &= ~(1u << IS_UNDEF);
	}
	if (HT_IS_PACKED(ht)) {
		zval *end = ht->arPacked + ht->nNumUsed;
		zval *stride_end;

		for (value = ht->arPacked; value != end; ) {
			if (end - value > ITERPRED_INTERRUPT_STRIDE) {
				/* A whole stride, four values (a cache line's worth) at a time. */
				for (stride_end = value + ITERPRED_INTERRUPT_STRIDE; value != stride_end; value += 4) {
					if ((result = iterpred_scan_packed_one(pred, value, stop_on, by_type, attention)) != ITERPRED_NO_MATCH
							|| (result = iterpred_scan_packed_one(pred, value + 1, stop_on, by_type, attention)) != ITERPRED_NO_MATCH
							|| (result = iterpred_scan_packed_one(pred, value + 2, stop_on, by_type, attention)) != ITERPRED_NO_MATCH
							|| (result = iterpred_scan_packed_one(pred, value + 3, stop_on, by_type, attention)) != ITERPRED_NO_MATCH) {
						return result;
					}
				}
			} else {
				/* The last stride, one value at a time. */
				for (; value != end; value++) {
					result = iterpred_scan_packed_one(pred, value, stop_on, by_type, attention);
					if (result != ITERPRED_NO_MATCH) {
						return result;
					}
				}
			}
			if (iterpred_interrupted()) {
				return ITERPRED_EXCEPTION;
			}
		}
		return ITERPRED_NO_MATCH;
	}

	ZEND_HASH_MAP_FOREACH_VAL(ht, value) {
		if (UNEXPECTED(--countdown == 0)) {
			if (iterpred_interrupted()) {
				return ITERPRED_EXCEPTION;
			}
			countdown = ITERPRED_INTERRUPT_STRIDE;
		}
		if (by_type && EXPECTED(!((1u << Z_TYPE_P(value)) & attention))) {
			continue;
		}
		result = iterpred_scan_one(pred, value, stop_on, by_type);
		if (result != ITERPRED_NO_MATCH) {
			return result;
		}
	} ZEND_HASH_FOREACH_END();
	return ITERPRED_NO_MATCH;
}

static zend_never_inline iterpred_result iterpred_scan_truthiness(HashTable *ht, iterpred_predicate *pred, bool stop_on)
{
	return iterpred_scan_values(ht, pred, stop_on, false);
}

static zend_never_inline iterpred_result iterpred_scan_types(HashTable *ht, iterpred_predicate *pred, bool stop_on)
{
	return iterpred_scan_values(ht, pred, stop_on, true);
}

/* A key as a zval with every byte of its value written: on 32-bit builds ZVAL_LONG() and ZVAL_STR()
 * write half of the value that ZVAL_COPY_VALUE() copies, and the compiler may say the rest is unset. */
static zend_always_inline void iterpred_key_zval(zval *key, zend_string *str, zend_ulong h)
{
	memset(&key->value, 0, sizeof(key->value));
	if (str) {
		ZVAL_STR(key, str);
	} else {
		ZVAL_LONG(key, h);
	}
}

/* An element a closure's program is not sure of: the call. slot: the element in ht (a bucket's
 * value in a hash), for the key a call passing it passes. */
static zend_never_inline int iterpred_expression_call(iterpred_predicate *pred, iterpred_frame_call *fc, HashTable *ht, zval *slot, zval *value)
{
	zval key;

	iterpred_frame_call_ready(pred, fc);
	if (pred->mode != ITERPRED_USE_BOTH) {
		return iterpred_predicate_test(pred, fc, ITERPRED_TEST_CALL_USER, value, NULL);
	}
	if (HT_IS_PACKED(ht)) {
		iterpred_key_zval(&key, NULL, slot - ht->arPacked);
	} else {
		const Bucket *bucket = (const Bucket *) slot;

		iterpred_key_zval(&key, bucket->key, bucket->h);
	}
	return iterpred_predicate_test(pred, fc, ITERPRED_TEST_CALL_USER, value, &key);
}

/* A value by the scan's shape (shape, cmp and truthy constants in each array loop, values read once per
 * walk in the iterator walk; truthy: a property's or an element's test is its truthiness, else
 * expr->shape_then): 1 holds, 0 fails, or ITERPRED_CALL_NEEDED when the shape does not decide (another
 * type: the program decides). */
static zend_always_inline int iterpred_shape_test(const iterpred_expression *expr, iterpred_shape shape, iterpred_cmp cmp, bool truthy, const zval *value)
{
	if (shape == ITERPRED_SHAPE_LONG_CMP) {
		if (EXPECTED(Z_TYPE_P(value) == IS_LONG)) {
			return iterpred_expression_long_cmp(cmp, Z_LVAL_P(value), expr->shape_long);
		}
	} else if (shape == ITERPRED_SHAPE_LONG_RANGES) {
		if (EXPECTED(Z_TYPE_P(value) == IS_LONG)) {
			return iterpred_expression_in_ranges(expr, Z_LVAL_P(value));
		}
	} else if (shape == ITERPRED_SHAPE_INSTANCEOF) {
		if (EXPECTED(Z_TYPE_P(value) == IS_OBJECT)) {
			return Z_OBJCE_P(value) == expr->shape_ce || instanceof_function(Z_OBJCE_P(value), expr->shape_ce);
		}
	} else if (shape == ITERPRED_SHAPE_PROP || shape == ITERPRED_SHAPE_DIM) {
		/* An element that is a reference is the program's, as every type the shape does not read. */
		return iterpred_expression_read_shape(expr, shape, truthy ? ITERPRED_THEN_TRUTHY : expr->shape_then, value);
	} else if (shape == ITERPRED_SHAPE_STR) {
		if (EXPECTED(Z_TYPE_P(value) == IS_STRING)) {
			return iterpred_expression_str_fn(expr->shape_fn, Z_STR_P(value), Z_STR_P(expr->shape_const));
		}
	}
	return ITERPRED_CALL_NEEDED;
}

static zend_always_inline iterpred_result iterpred_scan_expression_one(iterpred_predicate *pred, iterpred_expression *expr,
	iterpred_frame_call *fc, iterpred_shape shape, iterpred_cmp cmp, bool truthy, HashTable *ht, zval *value, bool stop_on)
{
	int holds = iterpred_shape_test(expr, shape, cmp, truthy, value);

	if (EXPECTED(holds != ITERPRED_CALL_NEEDED)) {
		return holds == stop_on ? ITERPRED_MATCH : ITERPRED_NO_MATCH;
	}
	if (Z_TYPE_P(value) == IS_UNDEF) {
		return ITERPRED_NO_MATCH;
	}
	holds = iterpred_expression_eval(expr, iterpred_deref(value), NULL);
	if (UNEXPECTED(holds == ITERPRED_CALL_NEEDED)) {
		holds = iterpred_expression_call(pred, fc, ht, value, iterpred_deref(value));
	}
	return iterpred_decide(holds, stop_on);
}

/* The shapes that read through an element (an object's property slot, an inner array's buckets) and
 * so may read ahead what the elements point to. The array itself is always left to the processor's
 * prefetcher, which keeps up with it: a request per element cost more than it brought (bench/NOTES.md,
 * "Software read-ahead"). */
#define ITERPRED_SHAPE_READS_AHEAD(shape) ((shape) == ITERPRED_SHAPE_PROP || (shape) == ITERPRED_SHAPE_DIM)

/* How far ahead the read-ahead of what an element points to goes, in elements (elem: a zval or a
 * Bucket): an object's lines 1 KB of the array ahead (asked for 16 elements ahead they came too late,
 * bench/closures.php under the tracing JIT); an inner array's header twice as far as its buckets, 16
 * elements. */
#define ITERPRED_POINTEE_AHEAD(shape, elem) ((shape) == ITERPRED_SHAPE_DIM ? 16 : 1024 / sizeof(elem))

/* What the elements point to is read ahead only where the processor's prefetcher cannot follow it.
 * Objects made one after another (hydrated in a loop) lie in step in the allocator's pages, where the
 * prefetcher does better than any request; after a sort or a shuffle they do not, and the requests pay.
 * An inner array's header and buckets are two allocations, which the requests help even in step; only an
 * element that is the same array as the one before (copies of one record) is in cache already
 * (bench/NOTES.md, "Software read-ahead", has the figures). A value is in step when it lies less than
 * ITERPRED_IN_STEP(shape) bytes after the one before it; a stride of ITERPRED_INTERRUPT_STRIDE elements
 * with more than ITERPRED_SCATTERED values out of step has the next stride read ahead. */
#define ITERPRED_IN_STEP(shape) ((shape) == ITERPRED_SHAPE_PROP ? 512u : 1u)
#define ITERPRED_SCATTERED (ITERPRED_INTERRUPT_STRIDE / 8)

/* 1 when the value (an object for the property shape, an array for the key's) is out of step with the
 * last such value (*last, then this one), else 0. Only a value of that type is looked at: the pointer
 * of any other is not written, and nothing may depend on it. */
static zend_always_inline uint32_t iterpred_shape_out_of_step(iterpred_shape shape, const zval *value, uintptr_t *last)
{
	uintptr_t addr;
	uint32_t out;

	if (Z_TYPE_P(value) != (shape == ITERPRED_SHAPE_PROP ? IS_OBJECT : IS_ARRAY)) {
		return 0;
	}
	addr = (uintptr_t) Z_PTR_P(value);
	out = addr - *last >= ITERPRED_IN_STEP(shape);
	*last = addr;
	return out;
}

static zend_always_inline void iterpred_shape_prefetch(const iterpred_expression *expr, iterpred_shape shape, const zval *near, const zval *far)
{
	if (shape == ITERPRED_SHAPE_PROP) {
		/* The class and handlers' line, asked for whatever the element holds, read as a pointer: a
		 * read-ahead never faults (the address made as an integer), and one that is not an object's costs
		 * less than the test that would skip it. The line of the property's type as well when it is
		 * another: asked for twice, a line already on its way costs a second request (side by side on 8.2,
		 * fn($o) => $o->active packed, medians over processes: tracing JIT x1.02 -> x1.10 (eight), JIT off
		 * x1.60 -> x1.71 (six)). That test is made for an object only: the value of a null, a bool or an
		 * undef element is not written, and nothing may branch on it. */
		uintptr_t obj = (uintptr_t) Z_PTR_P(near);
		uintptr_t class_addr = obj + offsetof(zend_object, ce);
		uintptr_t type_addr = obj + expr->shape_offset + offsetof(zval, u1);

		ITERPRED_PREFETCH((const void *) class_addr);
		if (Z_TYPE_P(near) == IS_OBJECT && (class_addr >> 6) != (type_addr >> 6)) {
			ITERPRED_PREFETCH((const void *) type_addr);
		}
	} else if (shape == ITERPRED_SHAPE_DIM) {
		/* The header far ahead, so that the buckets it points to can be asked for near. */
		if (far && Z_TYPE_P(far) == IS_ARRAY) {
			ITERPRED_PREFETCH(Z_ARR_P(far));
		}
		if (Z_TYPE_P(near) == IS_ARRAY) {
			const HashTable *inner = Z_ARR_P(near);

			if (!HT_IS_PACKED(inner)) {
				ITERPRED_PREFETCH((const char *) inner->arData - 64);
			}
			ITERPRED_PREFETCH(inner->arData);
		}
	}
}

/* A closure's expression over an array's values: the commonest shapes ($v < 0, $o instanceof C)
 * tested inline, as the type predicates are; everything else by the program. shape and cmp are
 * constants: each caller gets its own loop. Its strides and interrupt countdown are those of
 * iterpred_scan_values(), written again on purpose: inside, the two loops differ (four values a step
 * there, a read-ahead of what each value points to here), each tuned to its hot path as it stands. */
static zend_always_inline iterpred_result iterpred_scan_expression_values(HashTable *ht, iterpred_predicate *pred, iterpred_frame_call *fc,
	bool stop_on, iterpred_shape shape, iterpred_cmp cmp, bool truthy)
{
	iterpred_expression *expr = pred->expression;
	iterpred_result result;
	uint32_t countdown = ITERPRED_INTERRUPT_STRIDE;
	/* The read-ahead of what the values point to: on for this stride, the values out of step so far in
	 * it, the last one looked at (ITERPRED_IN_STEP). */
	bool read_ahead = false;
	uint32_t out_of_step = 0;
	uintptr_t last = 0;
	zval *value;

	if (HT_IS_PACKED(ht)) {
		zval *end = ht->arPacked + ht->nNumUsed;
		/* Up to here the pointee read-ahead stays inside the array. */
		const uint32_t ahead = (uint32_t) ITERPRED_POINTEE_AHEAD(shape, zval);
		zval *ahead_end = ht->nNumUsed > 2 * ahead ? end - 2 * ahead : ht->arPacked;
		zval *stride_end;

		for (value = ht->arPacked; value != end; ) {
			stride_end = end - value > ITERPRED_INTERRUPT_STRIDE ? value + ITERPRED_INTERRUPT_STRIDE : end;
			for (; value != stride_end; value++) {
				if (ITERPRED_SHAPE_READS_AHEAD(shape)) {
					if (read_ahead && value < ahead_end) {
						iterpred_shape_prefetch(expr, shape, value + ahead, value + 2 * ahead);
					}
					out_of_step += iterpred_shape_out_of_step(shape, value, &last);
				}
				result = iterpred_scan_expression_one(pred, expr, fc, shape, cmp, truthy, ht, value, stop_on);
				if (result != ITERPRED_NO_MATCH) {
					return result;
				}
			}
			if (ITERPRED_SHAPE_READS_AHEAD(shape)) {
				read_ahead = out_of_step > ITERPRED_SCATTERED;
				out_of_step = 0;
			}
			if (iterpred_interrupted()) {
				return ITERPRED_EXCEPTION;
			}
		}
		return ITERPRED_NO_MATCH;
	}

	const uint32_t ahead = (uint32_t) ITERPRED_POINTEE_AHEAD(shape, Bucket);
	/* Up to here the pointee read-ahead stays inside the array. */
	const Bucket *ahead_end = ht->nNumUsed > 2 * ahead ? ht->arData + ht->nNumUsed - 2 * ahead : ht->arData;

	ZEND_HASH_MAP_FOREACH_VAL(ht, value) {
		if (ITERPRED_SHAPE_READS_AHEAD(shape)) {
			const Bucket *bucket = (const Bucket *) value;

			if (read_ahead && bucket < ahead_end) {
				iterpred_shape_prefetch(expr, shape, &bucket[ahead].val, &bucket[2 * ahead].val);
			}
			out_of_step += iterpred_shape_out_of_step(shape, value, &last);
		}
		if (UNEXPECTED(--countdown == 0)) {
			if (ITERPRED_SHAPE_READS_AHEAD(shape)) {
				read_ahead = out_of_step > ITERPRED_SCATTERED;
				out_of_step = 0;
			}
			if (iterpred_interrupted()) {
				return ITERPRED_EXCEPTION;
			}
			countdown = ITERPRED_INTERRUPT_STRIDE;
		}
		result = iterpred_scan_expression_one(pred, expr, fc, shape, cmp, truthy, ht, value, stop_on);
		if (result != ITERPRED_NO_MATCH) {
			return result;
		}
	} ZEND_HASH_FOREACH_END();
	return ITERPRED_NO_MATCH;
}

/* Every loop a closure's program gets, one per shape the scans test inline (and, for an int comparison,
 * per operator; for a property or key read, whether its test is truthiness), as constants: name, shape,
 * cmp, truthy. One list for the array scans and the iterator walk; iterpred_scan_of() picks the entry. */
#define ITERPRED_SCANS(X) \
	X(program, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false) \
	X(instanceof, ITERPRED_SHAPE_INSTANCEOF, ITERPRED_CMP_LT, false) \
	X(prop, ITERPRED_SHAPE_PROP, ITERPRED_CMP_LT, false) \
	X(prop_truthy, ITERPRED_SHAPE_PROP, ITERPRED_CMP_LT, true) \
	X(dim, ITERPRED_SHAPE_DIM, ITERPRED_CMP_LT, false) \
	X(dim_truthy, ITERPRED_SHAPE_DIM, ITERPRED_CMP_LT, true) \
	X(str, ITERPRED_SHAPE_STR, ITERPRED_CMP_LT, false) \
	X(ranges, ITERPRED_SHAPE_LONG_RANGES, ITERPRED_CMP_LT, false) \
	X(lt, ITERPRED_SHAPE_LONG_CMP, ITERPRED_CMP_LT, false) \
	X(le, ITERPRED_SHAPE_LONG_CMP, ITERPRED_CMP_LE, false) \
	X(gt, ITERPRED_SHAPE_LONG_CMP, ITERPRED_CMP_GT, false) \
	X(ge, ITERPRED_SHAPE_LONG_CMP, ITERPRED_CMP_GE, false) \
	X(eq, ITERPRED_SHAPE_LONG_CMP, ITERPRED_CMP_EQ, false) \
	X(ne, ITERPRED_SHAPE_LONG_CMP, ITERPRED_CMP_NE, false)

#define ITERPRED_SCAN_ENUM(name, shape, cmp, truthy) ITERPRED_SCAN_##name,
typedef enum {
	ITERPRED_SCANS(ITERPRED_SCAN_ENUM)
} iterpred_scan;

/* The entry of ITERPRED_SCANS for a program: the shape iterpred_expression_compile() found, with the
 * comparison or the test that goes with it, or int ranges for a program that comes to them without one
 * (is_int($v) && $v > 0 && $v !== -13). */
static iterpred_scan iterpred_scan_of(const iterpred_expression *expr)
{
	if (expr->shape == ITERPRED_SHAPE_NONE && expr->has_ranges) {
		return ITERPRED_SCAN_ranges;
	}
	switch (expr->shape) {
		case ITERPRED_SHAPE_INSTANCEOF:
			return ITERPRED_SCAN_instanceof;
		case ITERPRED_SHAPE_PROP:
			return expr->shape_then == ITERPRED_THEN_TRUTHY ? ITERPRED_SCAN_prop_truthy : ITERPRED_SCAN_prop;
		case ITERPRED_SHAPE_DIM:
			return expr->shape_then == ITERPRED_THEN_TRUTHY ? ITERPRED_SCAN_dim_truthy : ITERPRED_SCAN_dim;
		case ITERPRED_SHAPE_STR:
			return ITERPRED_SCAN_str;
		case ITERPRED_SHAPE_LONG_CMP:
			switch (expr->shape_cmp) {
				case ITERPRED_CMP_LT: return ITERPRED_SCAN_lt;
				case ITERPRED_CMP_LE: return ITERPRED_SCAN_le;
				case ITERPRED_CMP_GT: return ITERPRED_SCAN_gt;
				case ITERPRED_CMP_GE: return ITERPRED_SCAN_ge;
				case ITERPRED_CMP_EQ: return ITERPRED_SCAN_eq;
				default: return ITERPRED_SCAN_ne;
			}
		default:
			return ITERPRED_SCAN_program;
	}
}

typedef iterpred_result (*iterpred_array_scan)(HashTable *ht, iterpred_predicate *pred, iterpred_frame_call *fc, bool stop_on);

#define ITERPRED_SCAN_ARRAY(name, shape, cmp, truthy) \
	static zend_never_inline iterpred_result iterpred_scan_expression_##name(HashTable *ht, iterpred_predicate *pred, \
		iterpred_frame_call *fc, bool stop_on) \
	{ \
		return iterpred_scan_expression_values(ht, pred, fc, stop_on, shape, cmp, truthy); \
	}
ITERPRED_SCANS(ITERPRED_SCAN_ARRAY)

#define ITERPRED_SCAN_ARRAY_ENTRY(name, shape, cmp, truthy) iterpred_scan_expression_##name,
static const iterpred_array_scan iterpred_array_scans[] = {
	ITERPRED_SCANS(ITERPRED_SCAN_ARRAY_ENTRY)
};

static zend_never_inline iterpred_result iterpred_scan_expression(HashTable *ht, iterpred_predicate *pred, bool stop_on)
{
	iterpred_frame_call fc;
	iterpred_frame_call *fcp = iterpred_frame_call_init_lazy(pred, &fc);
	iterpred_result result = iterpred_array_scans[iterpred_scan_of(pred->expression)](ht, pred, fcp, stop_on);

	iterpred_predicate_end(pred);
	return result;
}

/* Everything else on an array: keys, calls. fc and kind are constants in each caller: a callee
 * called in the walk's frame, user or internal, has a loop of its own. */
static zend_always_inline iterpred_result iterpred_walk_hash_elements(HashTable *ht, iterpred_predicate *pred, bool stop_on,
	iterpred_frame_call *fc, iterpred_test_kind kind)
{
	zend_ulong index;
	zend_string *str_key;
	zval key, *value;
	iterpred_result result;

	/* Our argument holds a reference to ht: a callback that writes to the array separates it. */
	if (pred->mode == ITERPRED_USE_VALUE) {
		ZEND_HASH_FOREACH_VAL(ht, value) {
			if (UNEXPECTED(iterpred_interrupted())) {
				return ITERPRED_EXCEPTION;
			}
			result = iterpred_decide(iterpred_predicate_test(pred, fc, kind, iterpred_deref(value), NULL), stop_on);
			if (result != ITERPRED_NO_MATCH) {
				return result;
			}
		} ZEND_HASH_FOREACH_END();
		return ITERPRED_NO_MATCH;
	}
	ZEND_HASH_FOREACH_KEY_VAL(ht, index, str_key, value) {
		if (UNEXPECTED(iterpred_interrupted())) {
			return ITERPRED_EXCEPTION;
		}
		iterpred_key_zval(&key, str_key, index);
		result = iterpred_decide(iterpred_predicate_test(pred, fc, kind, iterpred_deref(value), &key), stop_on);
		if (result != ITERPRED_NO_MATCH) {
			return result;
		}
	} ZEND_HASH_FOREACH_END();
	return ITERPRED_NO_MATCH;
}

/* Kept apart from the other walks so that a callback recursing through it stacks no more C frame
 * per level than zend_call_function() would. */
static zend_never_inline iterpred_result iterpred_walk_hash(HashTable *ht, iterpred_predicate *pred, bool stop_on)
{
	/* The same ladder as iterpred_walk_iterator()'s: each branch passes its kind as a constant, so
	 * that the compiler makes a loop of its own for each (a shared macro would hide that). */
	iterpred_frame_call fc;
	iterpred_result result;

	if (!iterpred_frame_call_init(pred, &fc)) {
		if (pred->kind == ITERPRED_TEST_EXPRESSION) {
			result = iterpred_walk_hash_elements(ht, pred, stop_on, NULL, ITERPRED_TEST_EXPRESSION);
		} else {
			result = iterpred_walk_hash_elements(ht, pred, stop_on, NULL, pred->kind);
		}
	} else if (pred->kind == ITERPRED_TEST_EXPRESSION) {
		result = iterpred_walk_hash_elements(ht, pred, stop_on, &fc, ITERPRED_TEST_EXPRESSION);
	} else if (pred->kind == ITERPRED_TEST_CALL_USER) {
		result = iterpred_walk_hash_elements(ht, pred, stop_on, &fc, ITERPRED_TEST_CALL_USER);
#ifdef ITERPRED_HAVE_FRAMELESS
	} else if (pred->kind == ITERPRED_TEST_CALL_FRAMELESS) {
		result = iterpred_walk_hash_elements(ht, pred, stop_on, &fc, ITERPRED_TEST_CALL_FRAMELESS);
#endif
	} else {
		result = iterpred_walk_hash_elements(ht, pred, stop_on, &fc, ITERPRED_TEST_CALL_INTERNAL);
	}
	iterpred_predicate_end(pred);
	return result;
}

/* Whether reading an iterator's key runs no PHP code and changes nothing anyone could see: none (its
 * position is the key), a generator's (a copy of the key it yielded), an ArrayIterator's own (the
 * class itself: a subclass can override key()). */
static bool iterpred_key_is_inert(const zend_object_iterator *iter)
{
	const zend_class_entry *ce;

	if (!iter->funcs->get_current_key) {
		return true;
	}
	if (Z_TYPE(iter->data) != IS_OBJECT) {
		return false;
	}
	ce = Z_OBJCE(iter->data);
	return ce == zend_ce_generator || ce == spl_ce_ArrayIterator;
}

/* The element's key, as ZEND_FE_FETCH_R reads it (its position where the iterator has no key()): false
 * when reading it threw, with nothing left to free. */
static zend_always_inline bool iterpred_iterator_key(zend_object_iterator *iter, zval *key)
{
	if (!iter->funcs->get_current_key) {
		iterpred_key_zval(key, NULL, iter->index);
		return true;
	}
	/* An iterator that throws without writing the key leaves nothing to free. */
	ZVAL_UNDEF(key);
	iter->funcs->get_current_key(iter, key);
	if (UNEXPECTED(EG(exception))) {
		zval_ptr_dtor(key);
		return false;
	}
	return true;
}

/* An iterator's element a closure's program decides that its shape's test did not: the program (unless
 * the walk's loop ran it already: evaluated), with the key where the walk passes it and the program reads
 * it (lazy_key: it does not), then the call if the program is not sure either, with the key where the
 * walk passes it. Out of line, as iterpred_expression_call(): each shape's loop keeps its test alone.
 * 1, 0, or -1 when an exception is pending. */
static zend_never_inline int iterpred_iterator_program(zend_object_iterator *iter, iterpred_predicate *pred,
	iterpred_frame_call *fc, zval *value, bool need_key, bool lazy_key, bool evaluated)
{
	zval key, *passed = NULL;
	int holds = ITERPRED_CALL_NEEDED;

	value = iterpred_deref(value);
	if (!evaluated && (!need_key || lazy_key)) {
		holds = iterpred_expression_eval(pred->expression, value, NULL);
		if (EXPECTED(holds != ITERPRED_CALL_NEEDED)) {
			return holds;
		}
		evaluated = true;
	}
	if (need_key) {
		if (!iterpred_iterator_key(iter, &key)) {
			return -1;
		}
		passed = &key;
	}
	if (!evaluated) {
		holds = iterpred_expression_eval(pred->expression, value, passed);
	}
	if (holds == ITERPRED_CALL_NEEDED) {
		iterpred_frame_call_ready(pred, fc);
		holds = iterpred_predicate_test(pred, fc, ITERPRED_TEST_CALL_USER, value, passed);
	}
	if (need_key) {
		zval_ptr_dtor(&key);
		if (UNEXPECTED(EG(exception))) {
			holds = -1;
		}
	}
	return holds;
}

/* The protocol of foreach (ZEND_FE_FETCH_R), from the rewound iterator: valid, current, key (only
 * when wanted), and next only once the element did not decide. fc and kind are constants in each
 * caller, as for arrays; for a closure's program (kind ITERPRED_TEST_EXPRESSION) so are the shape, cmp
 * and truthy of its entry in ITERPRED_SCANS, and fc is not: only iterpred_iterator_program() uses it. */
static zend_always_inline iterpred_result iterpred_walk_iterator_elements(zend_object_iterator *iter, iterpred_predicate *pred, bool stop_on,
	iterpred_frame_call *fc, iterpred_test_kind kind, iterpred_shape shape, iterpred_cmp cmp, bool truthy)
{
	const zend_object_iterator_funcs *funcs = iter->funcs;
	bool need_key = pred->mode != ITERPRED_USE_VALUE;
	/* A program that reads the value alone (array_every($it, fn($v, $k) => $v > 0)) decides without
	 * the key where reading it is inert: the key is read for an element the program leaves to the call. */
	bool lazy_key = need_key && kind == ITERPRED_TEST_EXPRESSION && pred->expression->value_only && iterpred_key_is_inert(iter);
	/* A program over the value alone: each element is first tried by the test the array scans make of
	 * its shape, and the program interpreted only for what that test leaves. The ArrayIterator's or
	 * generator's element costs the same here as in the loop; the test costs less than the interpreter. */
	bool shaped = kind == ITERPRED_TEST_EXPRESSION && (!need_key || lazy_key);
	zval key, *value;
	iterpred_result result;
	int holds;

	for (;;) {
		if (iterpred_must_stop() || funcs->valid(iter) != SUCCESS || UNEXPECTED(EG(exception))) {
			break;
		}
		value = funcs->get_current_data(iter);
		if (UNEXPECTED(EG(exception)) || UNEXPECTED(!value)) {
			break;
		}
		if (kind == ITERPRED_TEST_EXPRESSION) {
			/* A program without a shape is run here. */
			holds = !shaped ? ITERPRED_CALL_NEEDED : shape == ITERPRED_SHAPE_NONE
				? iterpred_expression_eval(pred->expression, iterpred_deref(value), NULL)
				: iterpred_shape_test(pred->expression, shape, cmp, truthy, value);
			if (UNEXPECTED(holds == ITERPRED_CALL_NEEDED)) {
				holds = iterpred_iterator_program(iter, pred, fc, value, need_key, lazy_key, shaped && shape == ITERPRED_SHAPE_NONE);
			}
		} else if (need_key) {
			if (!iterpred_iterator_key(iter, &key)) {
				break;
			}
			holds = iterpred_predicate_test(pred, fc, kind, iterpred_deref(value), &key);
			zval_ptr_dtor(&key);
			if (UNEXPECTED(EG(exception))) {
				holds = -1;
			}
		} else {
			holds = iterpred_predicate_test(pred, fc, kind, iterpred_deref(value), NULL);
		}
		result = iterpred_decide(holds, stop_on);
		if (result != ITERPRED_NO_MATCH) {
			return result;
		}
		iter->index++;
		funcs->move_forward(iter);
	}
	return EG(exception) ? ITERPRED_EXCEPTION : ITERPRED_NO_MATCH;
}

/* A closure's program over an iterator's elements: one loop per entry of ITERPRED_SCANS, as for arrays.
 * fc is not a constant here: only an element the program leaves to the call uses it. */
typedef iterpred_result (*iterpred_iterator_walk)(zend_object_iterator *iter, iterpred_predicate *pred, bool stop_on, iterpred_frame_call *fc);

#define ITERPRED_WALK_ITERATOR(name, shape, cmp, truthy) \
	static zend_never_inline iterpred_result iterpred_walk_iterator_##name(zend_object_iterator *iter, iterpred_predicate *pred, \
		bool stop_on, iterpred_frame_call *fc) \
	{ \
		return iterpred_walk_iterator_elements(iter, pred, stop_on, fc, ITERPRED_TEST_EXPRESSION, shape, cmp, truthy); \
	}
ITERPRED_SCANS(ITERPRED_WALK_ITERATOR)

#define ITERPRED_WALK_ITERATOR_ENTRY(name, shape, cmp, truthy) iterpred_walk_iterator_##name,
static const iterpred_iterator_walk iterpred_iterator_walks[] = {
	ITERPRED_SCANS(ITERPRED_WALK_ITERATOR_ENTRY)
};

/* As ZEND_FE_RESET_R: the object's iterator, rewound; then its elements. */
static zend_never_inline iterpred_result iterpred_walk_iterator(zend_object *object, iterpred_predicate *pred, bool stop_on)
{
	zend_class_entry *ce = object->ce;
	zend_object_iterator *iter;
	iterpred_result result;
	iterpred_frame_call fc;
	iterpred_frame_call *fcp;
	zval object_zv;

	ZVAL_OBJ(&object_zv, object);
	iter = ce->get_iterator(ce, &object_zv, 0);
	/* getIterator() can return an iterator with an exception pending (a local's destructor threw on
	 * its way out). */
	if (UNEXPECTED(!iter) || UNEXPECTED(EG(exception))) {
		if (iter) {
			zend_iterator_dtor(iter);
		} else if (!EG(exception)) {
			zend_throw_exception_ex(NULL, 0, "Object of type %s did not create an Iterator", ZSTR_VAL(ce->name));
		}
		iterpred_predicate_end(pred);
		return ITERPRED_EXCEPTION;
	}

	iter->index = 0;
	if (iter->funcs->rewind) {
		iter->funcs->rewind(iter);
	}
	/* iterpred_walk_hash()'s ladder again, for the reason its comment gives: one loop per kind, and for a
	 * program one per entry of ITERPRED_SCANS. */
	fcp = iterpred_frame_call_init_lazy(pred, &fc);
	if (pred->kind == ITERPRED_TEST_EXPRESSION) {
		result = iterpred_iterator_walks[iterpred_scan_of(pred->expression)](iter, pred, stop_on, fcp);
	} else if (!fcp) {
		if (pred->kind == ITERPRED_TEST_TRUTHY) {
			result = iterpred_walk_iterator_elements(iter, pred, stop_on, NULL, ITERPRED_TEST_TRUTHY, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false);
		} else if (pred->kind == ITERPRED_TEST_TYPE) {
			result = iterpred_walk_iterator_elements(iter, pred, stop_on, NULL, ITERPRED_TEST_TYPE, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false);
		} else {
			result = iterpred_walk_iterator_elements(iter, pred, stop_on, NULL, pred->kind, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false);
		}
	} else if (pred->kind == ITERPRED_TEST_CALL_USER) {
		result = iterpred_walk_iterator_elements(iter, pred, stop_on, fcp, ITERPRED_TEST_CALL_USER, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false);
#ifdef ITERPRED_HAVE_FRAMELESS
	} else if (pred->kind == ITERPRED_TEST_CALL_FRAMELESS) {
		result = iterpred_walk_iterator_elements(iter, pred, stop_on, fcp, ITERPRED_TEST_CALL_FRAMELESS, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false);
#endif
	} else {
		result = iterpred_walk_iterator_elements(iter, pred, stop_on, fcp, ITERPRED_TEST_CALL_INTERNAL, ITERPRED_SHAPE_NONE, ITERPRED_CMP_LT, false);
	}
	iterpred_predicate_end(pred);
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
	iterpred_predicate_prepare(pred);
	if (Z_TYPE_P(iterable) != IS_ARRAY) {
		return iterpred_walk_iterator(Z_OBJ_P(iterable), pred, stop_on);
	}
	if (pred->mode == ITERPRED_USE_VALUE && pred->kind == ITERPRED_TEST_TRUTHY) {
		return iterpred_scan_truthiness(Z_ARRVAL_P(iterable), pred, stop_on);
	}
	if (pred->mode == ITERPRED_USE_VALUE && pred->kind == ITERPRED_TEST_TYPE) {
		return iterpred_scan_types(Z_ARRVAL_P(iterable), pred, stop_on);
	}
	if (pred->kind == ITERPRED_TEST_EXPRESSION && (pred->mode == ITERPRED_USE_VALUE || pred->expression->value_only)) {
		return iterpred_scan_expression(Z_ARRVAL_P(iterable), pred, stop_on);
	}
	return iterpred_walk_hash(Z_ARRVAL_P(iterable), pred, stop_on);
}
