#ifndef ITERPRED_EXPRESSION_H
#define ITERPRED_EXPRESSION_H

#include "php.h"
#include "php_iterpred.h"

/* A closure whose body is one expression, evaluated without a call: compiled from its op_array once a
 * request for each way a walk calls it, kept in the op_array's run-time cache, made ready for each walk
 * by iterpred_expression_acquire() and given back by iterpred_expression_release(). */

/* A check_fn's answer when only the real call can answer without a difference anyone could see. */
#define ITERPRED_CALL_NEEDED 2

/* The shapes a packed or hash array is scanned for without interpreting the program. */
typedef enum {
	ITERPRED_SHAPE_NONE,
	/* $v OP int, int OP $v: shape_cmp says how $v compares with shape_long. */
	ITERPRED_SHAPE_LONG_CMP,
	/* $v instanceof C, C loaded when the walk began (shape_ce). */
	ITERPRED_SHAPE_INSTANCEOF,
	/* A chain of int tests (is_int($v) && $v > 0 && $v !== -13): for an int, whether it lies in one
	 * of the ranges. */
	ITERPRED_SHAPE_LONG_RANGES,
	/* $o->p (a declared property, read at the offset cached for shape_ce), then shape_then. */
	ITERPRED_SHAPE_PROP,
	/* $r['k'], $r[0] (shape_key, its hash known), then shape_then. */
	ITERPRED_SHAPE_DIM,
	/* str_contains($v, 'x'), str_starts_with(), str_ends_with() (shape_fn) of a string and shape_const. */
	ITERPRED_SHAPE_STR,
} iterpred_shape;

/* The internal functions a call of which is evaluated, for arguments whose types make it run no PHP
 * code and raise nothing. */
typedef enum {
	ITERPRED_FN_NONE,
	ITERPRED_FN_STR_CONTAINS,
	ITERPRED_FN_STR_STARTS_WITH,
	ITERPRED_FN_STR_ENDS_WITH,
	ITERPRED_FN_IN_ARRAY,
	ITERPRED_FN_COUNT
} iterpred_fn;

/* What a property or array read's value is tested for. */
typedef enum {
	/* Its truthiness. */
	ITERPRED_THEN_TRUTHY,
	/* Compared with shape_long by shape_cmp, when it is an int. */
	ITERPRED_THEN_LONG_CMP,
	/* === shape_const (!== when shape_negate), when it is null, a bool, an int, a float or a string. */
	ITERPRED_THEN_IDENTICAL,
} iterpred_shape_then;

typedef enum {
	ITERPRED_CMP_LT,
	ITERPRED_CMP_LE,
	ITERPRED_CMP_GT,
	ITERPRED_CMP_GE,
	ITERPRED_CMP_EQ,
	ITERPRED_CMP_NE,
} iterpred_cmp;

typedef struct iterpred_expr_op iterpred_expr_op;

#define ITERPRED_MAX_RANGES 4
/* The longest op_array a program is made of. */
#define ITERPRED_MAX_OPS 256

/* A body of int tests of the first parameter joined by && and ||: is_int($v) && $v > 0 && $v !== -13.
 * For an int, one bool: each step a test that sets it, a jump taken when it equals value, or the end. */
typedef struct {
	enum { ITERPRED_CHAIN_TYPE, ITERPRED_CHAIN_CMP, ITERPRED_CHAIN_JUMP, ITERPRED_CHAIN_KEEP, ITERPRED_CHAIN_RETURN } kind;
	iterpred_cmp cmp;
	bool value;
	zend_long operand;
	uint32_t target;
} iterpred_chain_step;

typedef struct {
	iterpred_shape shape;
	iterpred_cmp shape_cmp;
	zend_long shape_long;
	/* ITERPRED_SHAPE_INSTANCEOF: the class. ITERPRED_SHAPE_PROP: the class whose property offset
	 * (shape_offset) the read cached last, after its checks (NULL: none). */
	zend_class_entry *shape_ce;
	uint32_t shape_offset;
	iterpred_shape_then shape_then;
	bool shape_negate;
	/* ITERPRED_SHAPE_DIM: the literal key, a string (shape_key_str, hashed) or an int. */
	bool shape_key_str;
	const zval *shape_key;
	/* ITERPRED_THEN_IDENTICAL: the literal or value captured. ITERPRED_SHAPE_STR: the needle. */
	const zval *shape_const;
	/* ITERPRED_SHAPE_STR: the function. */
	uint8_t shape_fn;
	/* The index of the operation the shape reads with (its cache is the shape's). */
	uint32_t shape_op;
	/* The body is `TYPE_CHECK $param` alone: its type mask (is_int($v), $v === null), else 0. */
	uint32_t type_check_mask;
	/* The ints the chain holds for, as ranges (bounds included), where it has few: has_ranges. */
	bool has_ranges;
	uint32_t ranges;
	zend_long range_lo[ITERPRED_MAX_RANGES];
	zend_long range_hi[ITERPRED_MAX_RANGES];
	/* The body as a chain of int tests, one step per operation (in chain_steps), or NULL. */
	iterpred_chain_step *chain;
	iterpred_chain_step *chain_steps;
	/* How many of the arguments the body reads (its parameters, at most the arguments passed). */
	uint32_t num_args;
	/* The first argument is the key (ARRAY_FILTER_USE_KEY). */
	bool key_first;
	/* The body reads the value alone (a key passed and unused, as array_every()'s usually is): an
	 * array is scanned as for a value-only walk, and the key made only for a real call. */
	bool value_only;
	uint32_t start;
	uint32_t last;
	uint32_t nregs;
	iterpred_expr_op *ops;
	/* $this, for property reads ($this->p): the walk's closure's, when has_this. */
	bool has_this;
	zval this_zv;
	/* The BIND_STATIC operations (captured variables), and the registers bound to a value for the walk. */
	uint32_t nbinds;
	uint64_t bound_regs;
	/* The shapes were made for the values bound now (iterpred_expr_bind()). */
	bool derived;
	/* Kept for the request, in the run-time cache (else freed when the walk ends); a walk uses it. */
	bool kept;
	bool in_use;
	/* The closure's scope: the visibility of the properties it reads. */
	zend_class_entry *scope;
	/* The function's run-time cache, shared by every closure of the declaration that the program
	 * serves: it resolves the names the body reads. */
	void **run_time_cache;
	/* The op_array's CVs and temporaries, by their number: values borrowed, never counted. */
	zval regs[1];
} iterpred_expression;

/* The program of func for a walk passing param_count arguments (mode: key_first), bound to its object
 * and captured values, or NULL when one of its operations cannot be evaluated without a call, or
 * something could tell a call from none. */
iterpred_expression *iterpred_expression_acquire(zend_function *func, zend_object *object, uint32_t param_count, bool key_first);
void iterpred_expression_release(iterpred_expression *expr);
/* RSHUTDOWN: the programs kept for the request freed; none kept after it. */
void iterpred_expression_request_shutdown(void);
/* MINIT: the run-time cache slot, the internal functions whose calls a program evaluates. */
void iterpred_expression_startup(int module_type);
/* One element (value dereferenced; key NULL when the mode passes none): 1 holds, 0 fails, -1 the
 * result's bool cast threw, ITERPRED_CALL_NEEDED when only the real call answers (nothing observable
 * has happened). */
int iterpred_expression_eval(iterpred_expression *expr, zval *value, zval *key);

/* Whether an object's properties are read by the engine's standard handlers. */
static zend_always_inline bool iterpred_expression_std_props(const zend_object *obj)
{
	return obj->handlers->read_property == zend_std_read_property && obj->handlers->has_property == zend_std_has_property;
}

/* v OP c for two ints: what every int comparison of a shape comes to. */
static zend_always_inline bool iterpred_expression_long_cmp(iterpred_cmp cmp, zend_long v, zend_long c)
{
	switch (cmp) {
		case ITERPRED_CMP_LT: return v < c;
		case ITERPRED_CMP_LE: return v <= c;
		case ITERPRED_CMP_GT: return v > c;
		case ITERPRED_CMP_GE: return v >= c;
		case ITERPRED_CMP_EQ: return v == c;
		case ITERPRED_CMP_NE: return v != c;
	}
	return false;
}

/* A property's or an array element's value (dereferenced) by the shape's test (then: expr->shape_then,
 * a constant where a scan has a loop of its own for it): 1, 0, or ITERPRED_CALL_NEEDED for the program
 * to decide. */
static zend_always_inline int iterpred_expression_shape_then(const iterpred_expression *expr, iterpred_shape_then then, const zval *found)
{
	switch (then) {
		case ITERPRED_THEN_TRUTHY:
			if (EXPECTED(Z_TYPE_P(found) == IS_TRUE || Z_TYPE_P(found) == IS_FALSE)) {
				return Z_TYPE_P(found) == IS_TRUE;
			}
			if (Z_TYPE_P(found) == IS_LONG) {
				return Z_LVAL_P(found) != 0;
			}
			if (Z_TYPE_P(found) == IS_NULL) {
				return 0;
			}
			break;
		case ITERPRED_THEN_LONG_CMP:
			if (EXPECTED(Z_TYPE_P(found) == IS_LONG)) {
				return iterpred_expression_long_cmp(expr->shape_cmp, Z_LVAL_P(found), expr->shape_long);
			}
			break;
		case ITERPRED_THEN_IDENTICAL: {
			/* The === of iterpred_expr_compare() (expression.c), kept apart for this hot loop: the
			 * constant's type is known, arrays never occur. */
			const zval *c = expr->shape_const;
			bool same;

			if (Z_TYPE_P(found) != Z_TYPE_P(c)) {
				same = false;
			} else if (Z_TYPE_P(c) == IS_LONG) {
				same = Z_LVAL_P(found) == Z_LVAL_P(c);
			} else if (Z_TYPE_P(c) <= IS_TRUE) {
				same = true;
			} else if (Z_TYPE_P(c) == IS_STRING) {
				same = zend_string_equals(Z_STR_P(found), Z_STR_P(c));
			} else if (Z_TYPE_P(c) == IS_DOUBLE) {
				same = Z_DVAL_P(found) == Z_DVAL_P(c);
			} else {
				break;
			}
			return same != expr->shape_negate;
		}
	}
	return ITERPRED_CALL_NEEDED;
}

/* zend_hash_find_known_hash() inlined for the scans' literal key (hashed, interned): a packed array has no
 * string key; otherwise the same chain walk, the key's own pointer first. */
static zend_always_inline zval *iterpred_hash_find_key(const HashTable *ht, const zend_string *key)
{
	Bucket *arData, *p;
	zend_ulong h = ZSTR_H(key);
	uint32_t idx, nIndex;

	if (HT_IS_PACKED(ht)) {
		return NULL;
	}
	arData = ht->arData;
	nIndex = (uint32_t) h | ht->nTableMask;
	idx = HT_HASH_EX(arData, nIndex);
	while (idx != HT_INVALID_IDX) {
		p = HT_HASH_TO_BUCKET_EX(arData, idx);
		if (p->key == key || (p->h == h && p->key && zend_string_equal_content(p->key, key))) {
			return (zval *) &p->val;
		}
		idx = Z_NEXT(p->val);
	}
	return NULL;
}

/* The truthiness of a property's slot or an array's element as found: it decides no IS_UNDEF (an
 * uninitialised property's Error), no IS_INDIRECT and no reference, so those are asked only after the
 * types it decides; a reference's value is then decided as any. */
static zend_always_inline int iterpred_expression_truthy_found(const iterpred_expression *expr, const zval *found)
{
	int holds = iterpred_expression_shape_then(expr, ITERPRED_THEN_TRUTHY, found);

	if (EXPECTED(holds != ITERPRED_CALL_NEEDED) || !Z_ISREF_P(found)) {
		return holds;
	}
	return iterpred_expression_shape_then(expr, ITERPRED_THEN_TRUTHY, Z_REFVAL_P(found));
}

/* $o->p or $r['k'] of a value (an element that is a reference is not read: the program's) by the shape (ITERPRED_SHAPE_PROP or _DIM, a constant in
 * each caller) and its test (then, as iterpred_expression_shape_then()'s): 1, 0, or
 * ITERPRED_CALL_NEEDED for the program to decide. */
static zend_always_inline int iterpred_expression_read_shape(const iterpred_expression *expr, iterpred_shape shape, iterpred_shape_then then, const zval *value)
{
	if (shape == ITERPRED_SHAPE_PROP) {
		if (EXPECTED(Z_TYPE_P(value) == IS_OBJECT)) {
			zend_object *obj = Z_OBJ_P(value);

			/* The class whose property the program's read found, its checks made (visible, no hooks);
			 * the checks of each object: the standard handlers themselves (any other table: the
			 * program's checks), not lazy, initialised. */
			if (EXPECTED(obj->ce == expr->shape_ce) && EXPECTED(obj->handlers == &std_object_handlers) && !ITERPRED_OBJ_IS_LAZY(obj)) {
				zval *found = OBJ_PROP(obj, expr->shape_offset);

				if (then == ITERPRED_THEN_TRUTHY) {
					return iterpred_expression_truthy_found(expr, found);
				}
				if (EXPECTED(Z_TYPE_P(found) != IS_UNDEF)) {
					return iterpred_expression_shape_then(expr, then, (Z_ISREF_P(found) ? Z_REFVAL_P(found) : found));
				}
			}
		}
	} else if (shape == ITERPRED_SHAPE_DIM) {
		if (EXPECTED(Z_TYPE_P(value) == IS_ARRAY)) {
			HashTable *ht = Z_ARRVAL_P(value);
			zval *found = expr->shape_key_str ? iterpred_hash_find_key(ht, Z_STR_P(expr->shape_key))
				: zend_hash_index_find(ht, Z_LVAL_P(expr->shape_key));

			/* A missing key (the warning) and an indirect element are the program's. */
			if (then == ITERPRED_THEN_TRUTHY && EXPECTED(found != NULL)) {
				return iterpred_expression_truthy_found(expr, found);
			}
			if (EXPECTED(found != NULL) && EXPECTED(Z_TYPE_P(found) != IS_INDIRECT)) {
				return iterpred_expression_shape_then(expr, then, (Z_ISREF_P(found) ? Z_REFVAL_P(found) : found));
			}
		}
	}
	return ITERPRED_CALL_NEEDED;
}

/* str_contains(), str_starts_with(), str_ends_with() (fn) as ext/standard computes them. */
static zend_always_inline bool iterpred_expression_str_fn(uint8_t fn, const zend_string *haystack, const zend_string *needle)
{
	if (fn == ITERPRED_FN_STR_CONTAINS) {
		return zend_memnstr(ZSTR_VAL(haystack), ZSTR_VAL(needle), ZSTR_LEN(needle), ZSTR_VAL(haystack) + ZSTR_LEN(haystack)) != NULL;
	}
	if (ZSTR_LEN(needle) > ZSTR_LEN(haystack)) {
		return false;
	}
	if (fn == ITERPRED_FN_STR_STARTS_WITH) {
		return memcmp(ZSTR_VAL(haystack), ZSTR_VAL(needle), ZSTR_LEN(needle)) == 0;
	}
	return memcmp(ZSTR_VAL(haystack) + ZSTR_LEN(haystack) - ZSTR_LEN(needle), ZSTR_VAL(needle), ZSTR_LEN(needle)) == 0;
}

/* Whether an int lies in the chain's ranges. */
static zend_always_inline bool iterpred_expression_in_ranges(const iterpred_expression *expr, zend_long v)
{
	uint32_t i;

	for (i = 0; i < expr->ranges; i++) {
		if (v >= expr->range_lo[i] && v <= expr->range_hi[i]) {
			return true;
		}
	}
	return false;
}

#endif
