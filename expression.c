#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "SAPI.h"
#include "zend_closures.h"
#include "zend_constants.h"
#include "zend_execute.h"
#include "zend_extensions.h"
#include "zend_observer.h"
#include "php_iterpred.h"
#include "predicate.h"
#include "expression.h"

/* An operation of the closure's op_array, its operands resolved: constants to the literal, CVs and
 * temporaries to the program's registers. The opcode is the engine's. */
struct iterpred_expr_op {
	uint8_t opcode;
	/* Array reads: op2 is a literal string, which the compiler made an int key if it was numeric. */
	bool literal_key;
	uint32_t ext;
	/* The index a jump goes to. */
	uint32_t target;
	zval *op1;
	zval *op2;
	zval *result;
	/* INSTANCEOF, a parameter's class type: the class once found. BIND_STATIC: the captured slot.
	 * FETCH_CONSTANT: the constant's value. Property reads: the class whose property_info is cached. */
	union {
		zend_class_entry *ce;
		zval *slot;
	};
	/* Property reads: the cached class's property, NULL for a dynamic one. */
	zend_property_info *prop;
	/* A call (DO_ICALL): which function (iterpred_fn), its third argument or NULL. */
	uint8_t fn;
	/* A captured variable's BIND_STATIC (ext its flags and offset): made a NOP that leaves the value in
	 * its register, or kept to read a reference, by iterpred_expr_bind(). */
	bool bind;
	zval *op3;
};

static const char *const iterpred_expr_fn_names[ITERPRED_FN_COUNT] = {
	NULL, "str_contains", "str_starts_with", "str_ends_with", "in_array"
};

/* The engine's (ext/standard's) handlers of those, found once in MINIT and only read afterwards: a
 * function is recognised by its handler, so a disabled or replaced one never matches. */
static zif_handler iterpred_expr_fn_handlers[ITERPRED_FN_COUNT];
#ifdef ITERPRED_HAVE_FRAMELESS
/* Their frameless handlers for two and three arguments (NULL: none). */
static void *iterpred_expr_fn_frameless[ITERPRED_FN_COUNT][2];
#endif

/* The op_array extension slot of the run-time cache where a function's programs are kept for the
 * request; -1 without one (iterpred loaded by dl(), after op_arrays were sized). */
static int iterpred_expr_handle = -1;

/* A function's programs, by the way a walk calls it (iterpred_expr_variant()); every function's in
 * one list, freed when the request ends (ITERPRED_G(kept)). */
typedef struct iterpred_expr_kept {
	iterpred_expression *variants[6];
	struct iterpred_expr_kept *next;
} iterpred_expr_kept;

/* Kept for a body that always needs the call: it is not compiled again. */
#define ITERPRED_EXPR_NEEDS_CALL ((iterpred_expression *) 1)

#define CALL_NEEDED ITERPRED_CALL_NEEDED
#define NAME_OF(op) Z_STR_P((op)->op2)

/* Truthiness where nothing is raised: a failing bool cast (an object whose class casts), PHP 8.5's
 * NAN warning are the real call's. */
static zend_always_inline int iterpred_expr_truthy(const zval *v)
{
	if (EXPECTED(Z_TYPE_P(v) == IS_TRUE || Z_TYPE_P(v) == IS_FALSE)) {
		return Z_TYPE_P(v) == IS_TRUE;
	}
	switch (Z_TYPE_P(v)) {
		case IS_NULL:
		case IS_FALSE:
			return 0;
		case IS_TRUE:
			return 1;
		case IS_LONG:
			return Z_LVAL_P(v) != 0;
		case IS_DOUBLE:
#ifdef ITERPRED_NAN_TO_BOOL_WARNS
			if (zend_isnan(Z_DVAL_P(v))) {
				return CALL_NEEDED;
			}
#endif
			return Z_DVAL_P(v) ? 1 : 0;
		case IS_STRING:
			return Z_STRLEN_P(v) > 1 || (Z_STRLEN_P(v) == 1 && Z_STRVAL_P(v)[0] != '0');
		case IS_ARRAY:
			return zend_hash_num_elements(Z_ARRVAL_P(v)) != 0;
		case IS_OBJECT:
			return Z_OBJ_HT_P(v)->cast_object == zend_std_cast_object_tostring ? 1 : CALL_NEEDED;
		default:
			return CALL_NEEDED;
	}
}

#define SCALAR_TYPES ((1u << IS_NULL) | (1u << IS_FALSE) | (1u << IS_TRUE) | (1u << IS_LONG) | (1u << IS_DOUBLE) | (1u << IS_STRING))

/* A comparison as the VM makes it, for scalars (null, bool, int, float, string): in PHP 8 none of
 * them raises anything or runs user code. Anything else is the real call's. */
static zend_always_inline int iterpred_expr_compare(uint8_t opcode, zval *a, zval *b, zval *result)
{
	/* === is also in iterpred_expression_shape_then() (expression.h), for a scan's constant: there the
	 * constant's type is known once per walk and arrays never occur. */
	if (opcode == ZEND_IS_IDENTICAL || opcode == ZEND_IS_NOT_IDENTICAL) {
		bool same;

		if (Z_TYPE_P(a) != Z_TYPE_P(b)) {
			same = false;
		} else if (Z_TYPE_P(a) == IS_LONG) {
			same = Z_LVAL_P(a) == Z_LVAL_P(b);
		} else if (Z_TYPE_P(a) <= IS_TRUE) {
			same = true;
		} else if (Z_TYPE_P(a) == IS_ARRAY) {
			/* Element by element, with the engine's nesting check: unless it is the same array. */
			if (Z_ARR_P(a) != Z_ARR_P(b)) {
				return CALL_NEEDED;
			}
			same = true;
		} else {
			same = zend_is_identical(a, b);
		}
		ZVAL_BOOL(result, same == (opcode == ZEND_IS_IDENTICAL));
		return 1;
	}
	if (!((1u << Z_TYPE_P(a)) & SCALAR_TYPES) || !((1u << Z_TYPE_P(b)) & SCALAR_TYPES)) {
		return CALL_NEEDED;
	}
	switch (opcode) {
		case ZEND_IS_EQUAL:
		case ZEND_IS_NOT_EQUAL: {
			bool equal;

			if (Z_TYPE_P(a) == IS_LONG && Z_TYPE_P(b) == IS_LONG) {
				equal = Z_LVAL_P(a) == Z_LVAL_P(b);
			} else if (Z_TYPE_P(a) == IS_STRING && Z_TYPE_P(b) == IS_STRING) {
				equal = zend_fast_equal_strings(Z_STR_P(a), Z_STR_P(b));
			} else if (Z_TYPE_P(a) == IS_DOUBLE && Z_TYPE_P(b) == IS_DOUBLE) {
				equal = Z_DVAL_P(a) == Z_DVAL_P(b);
			} else {
				equal = zend_compare(a, b) == 0;
			}
			ZVAL_BOOL(result, equal == (opcode == ZEND_IS_EQUAL));
			return 1;
		}
		case ZEND_IS_SMALLER:
			if (Z_TYPE_P(a) == IS_LONG && Z_TYPE_P(b) == IS_LONG) {
				ZVAL_BOOL(result, Z_LVAL_P(a) < Z_LVAL_P(b));
			} else if (Z_TYPE_P(a) == IS_DOUBLE && Z_TYPE_P(b) == IS_DOUBLE) {
				ZVAL_BOOL(result, Z_DVAL_P(a) < Z_DVAL_P(b));
			} else {
				ZVAL_BOOL(result, zend_compare(a, b) < 0);
			}
			return 1;
		case ZEND_IS_SMALLER_OR_EQUAL:
			if (Z_TYPE_P(a) == IS_LONG && Z_TYPE_P(b) == IS_LONG) {
				ZVAL_BOOL(result, Z_LVAL_P(a) <= Z_LVAL_P(b));
			} else if (Z_TYPE_P(a) == IS_DOUBLE && Z_TYPE_P(b) == IS_DOUBLE) {
				ZVAL_BOOL(result, Z_DVAL_P(a) <= Z_DVAL_P(b));
			} else {
				ZVAL_BOOL(result, zend_compare(a, b) <= 0);
			}
			return 1;
		default: /* ZEND_SPACESHIP */
			ZVAL_LONG(result, zend_compare(a, b));
			return 1;
	}
}

/* isset() (is_empty false) or empty() of what a read found, NULL when nothing: into result; false
 * where empty()'s bool cast is the real call's. */
static zend_always_inline bool iterpred_expr_isset_empty(zval *result, bool is_empty, const zval *found)
{
	int holds;

	if (!is_empty) {
		ZVAL_BOOL(result, found && Z_TYPE_P(found) > IS_NULL);
	} else if (!found) {
		ZVAL_TRUE(result);
	} else if ((holds = iterpred_expr_truthy(found)) == CALL_NEEDED) {
		return false;
	} else {
		ZVAL_BOOL(result, !holds);
	}
	return true;
}

/* An array's element by an int or string key, as a read finds it (a numeric string is an int key);
 * NULL when it is not there. Other keys (null, float, bool...) are the real call's: *unsure. */
static zend_always_inline zval *iterpred_expr_dim_find(HashTable *ht, const zval *dim, bool literal_key, bool *unsure)
{
	zval *found;

	if (literal_key) {
		found = zend_hash_find(ht, Z_STR_P(dim));
	} else if (Z_TYPE_P(dim) == IS_LONG) {
		found = zend_hash_index_find(ht, Z_LVAL_P(dim));
	} else if (Z_TYPE_P(dim) == IS_STRING) {
		found = zend_symtable_find(ht, Z_STR_P(dim));
	} else {
		*unsure = true;
		return NULL;
	}
	if (found && UNEXPECTED(Z_TYPE_P(found) == IS_INDIRECT)) {
		found = Z_INDIRECT_P(found);
		if (Z_TYPE_P(found) == IS_UNDEF) {
			return NULL;
		}
	}
	return found ? (Z_ISREF_P(found) ? Z_REFVAL_P(found) : found) : NULL;
}

/* $s[int] of a string: the one-character string, or NULL outside it. */
static zend_always_inline bool iterpred_expr_string_offset(const zval *container, zend_long offset, zval *result)
{
	zend_long len = (zend_long) Z_STRLEN_P(container);

	if (offset < 0) {
		offset += len;
	}
	if (offset < 0 || offset >= len) {
		return false;
	}
	ZVAL_CHAR(result, (uint8_t) Z_STRVAL_P(container)[offset]);
	return true;
}

/* str_contains(), str_starts_with(), str_ends_with() of two strings: into result. Any other argument
 * is the real call's (a coercion, a deprecation, a TypeError). */
static zend_always_inline bool iterpred_expr_str_fn(uint8_t fn, const zval *haystack, const zval *needle, zval *result)
{
	if (Z_TYPE_P(haystack) != IS_STRING || Z_TYPE_P(needle) != IS_STRING) {
		return false;
	}
	ZVAL_BOOL(result, iterpred_expression_str_fn(fn, Z_STR_P(haystack), Z_STR_P(needle)));
	return true;
}

/* in_array() as ext/standard's php_search_array() makes it, for a scalar needle (null, bool, int,
 * float, string), an array and, if given, a bool: into result. Loosely, the entries it compares the
 * needle with before it finds it must be scalars too: an object's comparison may run code, an
 * array's nest. Anything else is the real call's. */
static zend_always_inline bool iterpred_expr_in_array(zval *value, const zval *array, const zval *strict_arg, zval *result)
{
	bool strict = false;
	zval *entry;

	if (strict_arg) {
		if (Z_TYPE_P(strict_arg) != IS_TRUE && Z_TYPE_P(strict_arg) != IS_FALSE) {
			return false;
		}
		strict = Z_TYPE_P(strict_arg) == IS_TRUE;
	}
	if (Z_TYPE_P(array) != IS_ARRAY || !((1u << Z_TYPE_P(value)) & SCALAR_TYPES)) {
		return false;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), entry) {
		bool equal;

		ZVAL_DEREF(entry);
		if (strict) {
			equal = fast_is_identical_function(value, entry);
		} else if (!((1u << Z_TYPE_P(entry)) & SCALAR_TYPES)) {
			return false;
		} else if (Z_TYPE_P(value) == IS_LONG) {
			equal = fast_equal_check_long(value, entry);
		} else if (Z_TYPE_P(value) == IS_STRING) {
			equal = fast_equal_check_string(value, entry);
		} else {
			equal = fast_equal_check_function(value, entry);
		}
		if (equal) {
			ZVAL_TRUE(result);
			return true;
		}
	} ZEND_HASH_FOREACH_END();
	ZVAL_FALSE(result);
	return true;
}

/* A property of an object with the engine's standard handlers, as zend_std_read_property() finds it
 * without reaching __get(), __isset(), a hook, a lazy object's initializer or an error: the value,
 * NULL when the object has no such property (declared or dynamic) and its class no magic method,
 * or *unsure. */
static zval *iterpred_expr_prop_find(iterpred_expression *expr, iterpred_expr_op *op, zend_object *obj, bool *unsure)
{
	zend_class_entry *ce = obj->ce;
	zval *value;

	if (UNEXPECTED(ITERPRED_OBJ_IS_LAZY(obj))) {
		*unsure = true;
		return NULL;
	}
	if (op->ce != ce) {
		zend_property_info *info = zend_hash_find_ptr(&ce->properties_info, NAME_OF(op));

		if (info) {
			uint32_t flags = info->flags;

			if ((flags & (ZEND_ACC_STATIC | ZEND_ACC_CHANGED)) || ITERPRED_PROP_HAS_HOOKS(info)
					|| (!(flags & ZEND_ACC_PUBLIC) && !(info->ce == ce && expr->scope == ce))) {
				*unsure = true;
				return NULL;
			}
		}
		op->ce = ce;
		op->prop = info;
		if (expr->shape == ITERPRED_SHAPE_PROP && op == expr->ops + expr->shape_op) {
			/* The scan reads this class's objects at the offset: a declared property only. */
			expr->shape_ce = info ? ce : NULL;
			expr->shape_offset = info ? info->offset : 0;
		}
	}
	if (op->prop) {
		value = OBJ_PROP(obj, op->prop->offset);
		if (UNEXPECTED(Z_TYPE_P(value) == IS_UNDEF)) {
			/* Uninitialised (an Error), or unset() (__get()). */
			*unsure = true;
			return NULL;
		}
		return Z_ISREF_P(value) ? Z_REFVAL_P(value) : value;
	}
	if (obj->properties && (value = zend_hash_find(obj->properties, NAME_OF(op)))) {
		if (Z_TYPE_P(value) == IS_INDIRECT) {
			value = Z_INDIRECT_P(value);
			if (Z_TYPE_P(value) == IS_UNDEF) {
				*unsure = true;
				return NULL;
			}
		}
		return Z_ISREF_P(value) ? Z_REFVAL_P(value) : value;
	}
	if (ce->__get || ce->__isset) {
		*unsure = true;
	}
	return NULL;
}


/* Names are resolved as the VM resolves them at that opline, at that moment: through the op_array's
 * run-time cache, which every closure of one declaration shares. FETCH_CONSTANT keeps there the
 * constant its first run found (N\FOO, else the global FOO) and reads it from then on, even once N\FOO
 * is defined. A slot still empty is left to the real call, which fills it; a deprecated constant is
 * never kept there, so it is always the call's. */
static zval *iterpred_expr_cached_constant(void **cache, uint32_t cache_slot)
{
	zend_constant *c;

	if (!cache) {
		return NULL;
	}
	c = *(zend_constant **) ((char *) cache + cache_slot);
	if (!c || IS_SPECIAL_CACHE_VAL(c) || (ZEND_CONSTANT_FLAGS(c) & CONST_DEPRECATED) || Z_TYPE(c->value) == IS_CONSTANT_AST) {
		return NULL;
	}
	return &c->value;
}

/* The chain for an int: 1 or 0. Steps are numbered as the operations they come from. */
static zend_always_inline int iterpred_expr_chain(const iterpred_chain_step *chain, uint32_t i, zend_long v)
{
	bool acc = false;

	for (;; i++) {
		const iterpred_chain_step *step = &chain[i];

		switch (step->kind) {
			case ITERPRED_CHAIN_TYPE:
				acc = step->value;
				break;
			case ITERPRED_CHAIN_CMP:
				switch (step->cmp) {
					case ITERPRED_CMP_LT: acc = v < step->operand; break;
					case ITERPRED_CMP_LE: acc = v <= step->operand; break;
					case ITERPRED_CMP_GT: acc = v > step->operand; break;
					case ITERPRED_CMP_GE: acc = v >= step->operand; break;
					case ITERPRED_CMP_EQ: acc = v == step->operand; break;
					case ITERPRED_CMP_NE: acc = v != step->operand; break;
				}
				break;
			case ITERPRED_CHAIN_JUMP:
				if (acc == step->value) {
					i = step->target - 1;
				}
				break;
			case ITERPRED_CHAIN_KEEP:
				break;
			case ITERPRED_CHAIN_RETURN:
				return acc;
		}
	}
}

int iterpred_expression_eval(iterpred_expression *expr, zval *value, zval *key)
{
	iterpred_expr_op *op = expr->ops + expr->start;
	zval *first = expr->key_first ? key : value;

	if (expr->chain && Z_TYPE_P(first) == IS_LONG) {
		if (expr->has_ranges) {
			return iterpred_expression_in_ranges(expr, Z_LVAL_P(first));
		}
		return iterpred_expr_chain(expr->chain, expr->start, Z_LVAL_P(first));
	}
	if (expr->shape == ITERPRED_SHAPE_STR && Z_TYPE_P(first) == IS_STRING) {
		return iterpred_expression_str_fn(expr->shape_fn, Z_STR_P(first), Z_STR_P(expr->shape_const));
	}
	/* $o->p, $r['k'] where the scans' test answers, for the walks that do not make it in their loops: a
	 * program given the key first (ARRAY_FILTER_USE_KEY), an iterator whose key() is read for every
	 * element (not inert: iterpred_key_is_inert()). */
	if (expr->shape == ITERPRED_SHAPE_PROP || expr->shape == ITERPRED_SHAPE_DIM) {
		int holds = expr->shape == ITERPRED_SHAPE_PROP ? iterpred_expression_read_shape(expr, ITERPRED_SHAPE_PROP, expr->shape_then, first)
			: iterpred_expression_read_shape(expr, ITERPRED_SHAPE_DIM, expr->shape_then, first);

		if (EXPECTED(holds != CALL_NEEDED)) {
			return holds;
		}
	}

	if (expr->num_args > 0) {
		ZVAL_COPY_VALUE(&expr->regs[0], first);
		if (expr->num_args > 1) {
			ZVAL_COPY_VALUE(&expr->regs[1], key);
		}
	}
	for (;;) {
		zval *a = op->op1, *b = op->op2;
		int holds;
		bool unsure = false;

		switch (op->opcode) {
			case ZEND_NOP:
				break;
			case ZEND_RECV:
				/* A declared type the argument already has: nothing is coerced, nothing thrown. */
				if (!((op->ext >> Z_TYPE_P(op->result)) & 1)
						&& !(op->ce && Z_TYPE_P(op->result) == IS_OBJECT && instanceof_function(Z_OBJCE_P(op->result), op->ce))) {
					return CALL_NEEDED;
				}
				break;
			case ZEND_BIND_STATIC:
				a = Z_ISREF_P(op->slot) ? Z_REFVAL_P(op->slot) : op->slot;
				if (UNEXPECTED(Z_TYPE_P(a) == IS_UNDEF)) {
					return CALL_NEEDED;
				}
				ZVAL_COPY_VALUE(op->result, a);
				break;
			case ZEND_FETCH_CONSTANT:
				if (UNEXPECTED(!op->slot) && !(op->slot = iterpred_expr_cached_constant(expr->run_time_cache, op->ext))) {
					return CALL_NEEDED;
				}
				ZVAL_COPY_VALUE(op->result, op->slot);
				break;
			case ZEND_QM_ASSIGN:
				ZVAL_COPY_VALUE(op->result, a);
				break;
/* Each comparison a loop of its own, ints against ints first. */
#define ITERPRED_EXPR_COMPARE(opcode, c_op) \
			case opcode: \
				if (EXPECTED(Z_TYPE_P(a) == IS_LONG && Z_TYPE_P(b) == IS_LONG)) { \
					ZVAL_BOOL(op->result, Z_LVAL_P(a) c_op Z_LVAL_P(b)); \
				} else if (iterpred_expr_compare(opcode, a, b, op->result) != 1) { \
					return CALL_NEEDED; \
				} \
				break;
			ITERPRED_EXPR_COMPARE(ZEND_IS_IDENTICAL, ==)
			ITERPRED_EXPR_COMPARE(ZEND_IS_NOT_IDENTICAL, !=)
			ITERPRED_EXPR_COMPARE(ZEND_IS_EQUAL, ==)
			ITERPRED_EXPR_COMPARE(ZEND_IS_NOT_EQUAL, !=)
			ITERPRED_EXPR_COMPARE(ZEND_IS_SMALLER, <)
			ITERPRED_EXPR_COMPARE(ZEND_IS_SMALLER_OR_EQUAL, <=)
#undef ITERPRED_EXPR_COMPARE
			case ZEND_SPACESHIP:
				if (iterpred_expr_compare(ZEND_SPACESHIP, a, b, op->result) != 1) {
					return CALL_NEEDED;
				}
				break;
			case ZEND_TYPE_CHECK:
				if ((op->ext >> Z_TYPE_P(a)) & 1) {
					/* A closed resource is no resource. */
					ZVAL_BOOL(op->result, op->ext != MAY_BE_RESOURCE || zend_rsrc_list_get_rsrc_type(Z_RES_P(a)) != NULL);
				} else {
					ZVAL_FALSE(op->result);
				}
				break;
			case ZEND_INSTANCEOF:
				if (Z_TYPE_P(a) == IS_OBJECT) {
					if (!op->ce) {
						/* As the VM looks it up: never autoloaded. */
						op->ce = zend_lookup_class_ex(Z_STR_P(b), Z_STR_P(b + 1), ZEND_FETCH_CLASS_NO_AUTOLOAD);
					}
					ZVAL_BOOL(op->result, op->ce && instanceof_function(Z_OBJCE_P(a), op->ce));
				} else {
					ZVAL_FALSE(op->result);
				}
				break;
			case ZEND_BOOL:
			case ZEND_BOOL_NOT:
				holds = iterpred_expr_truthy(a);
				if (holds == CALL_NEEDED) {
					return CALL_NEEDED;
				}
				ZVAL_BOOL(op->result, holds == (op->opcode == ZEND_BOOL));
				break;
			case ZEND_BOOL_XOR: {
				int other = iterpred_expr_truthy(b);

				holds = iterpred_expr_truthy(a);
				if (holds == CALL_NEEDED || other == CALL_NEEDED) {
					return CALL_NEEDED;
				}
				ZVAL_BOOL(op->result, holds != other);
				break;
			}
			case ZEND_JMP:
				op = expr->ops + op->target;
				continue;
/* jump_on: the truthiness that jumps; with_result: the _EX form, which keeps it as a bool. */
#define ITERPRED_EXPR_JUMP(opcode, jump_on, with_result) \
			case opcode: \
				holds = iterpred_expr_truthy(a); \
				if (holds == CALL_NEEDED) { \
					return CALL_NEEDED; \
				} \
				if (with_result) { \
					ZVAL_BOOL(op->result, holds); \
				} \
				if (holds == jump_on) { \
					op = expr->ops + op->target; \
					continue; \
				} \
				break;
			ITERPRED_EXPR_JUMP(ZEND_JMPZ, 0, false)
			ITERPRED_EXPR_JUMP(ZEND_JMPNZ, 1, false)
			ITERPRED_EXPR_JUMP(ZEND_JMPZ_EX, 0, true)
			ITERPRED_EXPR_JUMP(ZEND_JMPNZ_EX, 1, true)
#undef ITERPRED_EXPR_JUMP
			case ZEND_JMP_SET:
				holds = iterpred_expr_truthy(a);
				if (holds == CALL_NEEDED) {
					return CALL_NEEDED;
				}
				if (holds) {
					ZVAL_COPY_VALUE(op->result, a);
					op = expr->ops + op->target;
					continue;
				}
				break;
			case ZEND_COALESCE:
				if (Z_TYPE_P(a) > IS_NULL) {
					ZVAL_COPY_VALUE(op->result, a);
					op = expr->ops + op->target;
					continue;
				}
				break;
			case ZEND_FETCH_DIM_R:
			case ZEND_FETCH_DIM_IS:
				if (Z_TYPE_P(a) == IS_ARRAY) {
					zval *found = iterpred_expr_dim_find(Z_ARRVAL_P(a), b, op->literal_key, &unsure);

					if (found) {
						ZVAL_COPY_VALUE(op->result, found);
					} else if (unsure || op->opcode == ZEND_FETCH_DIM_R) {
						/* The undefined key's warning is the real call's. */
						return CALL_NEEDED;
					} else {
						ZVAL_NULL(op->result);
					}
				} else if (Z_TYPE_P(a) == IS_STRING && Z_TYPE_P(b) == IS_LONG) {
					if (!iterpred_expr_string_offset(a, Z_LVAL_P(b), op->result)) {
						if (op->opcode == ZEND_FETCH_DIM_R) {
							return CALL_NEEDED;
						}
						ZVAL_NULL(op->result);
					}
				} else if (op->opcode == ZEND_FETCH_DIM_IS && Z_TYPE_P(a) <= IS_DOUBLE
						&& (Z_TYPE_P(b) == IS_LONG || Z_TYPE_P(b) == IS_STRING)) {
					/* null, bool, int, float: null, without a warning under isset() or ??. */
					ZVAL_NULL(op->result);
				} else {
					return CALL_NEEDED;
				}
				break;
			case ZEND_ISSET_ISEMPTY_DIM_OBJ: {
				bool is_empty = (op->ext & ZEND_ISEMPTY) != 0;
				zval *found;

				if (Z_TYPE_P(a) == IS_ARRAY) {
					found = iterpred_expr_dim_find(Z_ARRVAL_P(a), b, op->literal_key, &unsure);
					if (unsure) {
						return CALL_NEEDED;
					}
				} else if (Z_TYPE_P(a) <= IS_DOUBLE && (Z_TYPE_P(b) == IS_LONG || Z_TYPE_P(b) == IS_STRING)) {
					found = NULL;
				} else {
					return CALL_NEEDED;
				}
				if (!iterpred_expr_isset_empty(op->result, is_empty, found)) {
					return CALL_NEEDED;
				}
				break;
			}
			case ZEND_FETCH_OBJ_R:
			case ZEND_FETCH_OBJ_IS:
			case ZEND_ISSET_ISEMPTY_PROP_OBJ: {
				zval *found;

				if (Z_TYPE_P(a) != IS_OBJECT) {
					/* A warning for a read; null (isset false, empty true) under isset() or ??. */
					if (op->opcode == ZEND_FETCH_OBJ_R || Z_TYPE_P(a) > IS_DOUBLE) {
						return CALL_NEEDED;
					}
					if (op->opcode == ZEND_FETCH_OBJ_IS) {
						ZVAL_NULL(op->result);
					} else {
						ZVAL_BOOL(op->result, (op->ext & ZEND_ISEMPTY) != 0);
					}
					break;
				}
				if (!iterpred_expression_std_props(Z_OBJ_P(a))) {
					return CALL_NEEDED;
				}
				found = iterpred_expr_prop_find(expr, op, Z_OBJ_P(a), &unsure);
				if (unsure || (!found && op->opcode == ZEND_FETCH_OBJ_R)) {
					return CALL_NEEDED;
				}
				if (op->opcode != ZEND_ISSET_ISEMPTY_PROP_OBJ) {
					if (found) {
						ZVAL_COPY_VALUE(op->result, found);
					} else {
						ZVAL_NULL(op->result);
					}
				} else if (!iterpred_expr_isset_empty(op->result, (op->ext & ZEND_ISEMPTY) != 0, found)) {
					return CALL_NEEDED;
				}
				break;
			}
			case ZEND_ADD:
			case ZEND_SUB:
			case ZEND_MUL:
				/* Numbers only: an int that overflows becomes a float, silently, as in the VM. */
				if ((Z_TYPE_P(a) != IS_LONG && Z_TYPE_P(a) != IS_DOUBLE) || (Z_TYPE_P(b) != IS_LONG && Z_TYPE_P(b) != IS_DOUBLE)) {
					return CALL_NEEDED;
				}
				if (op->opcode == ZEND_ADD) {
					add_function(op->result, a, b);
				} else if (op->opcode == ZEND_SUB) {
					sub_function(op->result, a, b);
				} else {
					mul_function(op->result, a, b);
				}
				break;
			case ZEND_MOD:
				/* Ints only (a float is converted, maybe with a deprecation); % 0 throws. */
				if (Z_TYPE_P(a) != IS_LONG || Z_TYPE_P(b) != IS_LONG || Z_LVAL_P(b) == 0) {
					return CALL_NEEDED;
				}
				ZVAL_LONG(op->result, Z_LVAL_P(b) == -1 ? 0 : Z_LVAL_P(a) % Z_LVAL_P(b));
				break;
			case ZEND_STRLEN:
				if (Z_TYPE_P(a) != IS_STRING) {
					return CALL_NEEDED;
				}
				ZVAL_LONG(op->result, (zend_long) Z_STRLEN_P(a));
				break;
			case ZEND_DO_ICALL:
				/* Its arguments a, b and op3, in registers of their own or read where they are. */
				if (!(op->fn == ITERPRED_FN_IN_ARRAY ? iterpred_expr_in_array(a, b, op->op3, op->result)
						: iterpred_expr_str_fn(op->fn, a, b, op->result))) {
					return CALL_NEEDED;
				}
				break;
			case ZEND_VERIFY_RETURN_TYPE:
				if (!((op->ext >> Z_TYPE_P(a)) & 1)) {
					return CALL_NEEDED;
				}
				if (op->result) {
					ZVAL_COPY_VALUE(op->result, a);
				}
				break;
			case ZEND_RETURN:
				/* What the walk does with the call's result. */
				return iterpred_truthy(a);
			default:
				ZEND_UNREACHABLE();
				return CALL_NEEDED;
		}
		op++;
	}
}

/* An operand: a literal, or a register; UNUSED is $this for a property read, else NULL. ok false
 * when it is none of those. */
static zval *iterpred_expr_operand(iterpred_expression *expr, const zend_op_array *op_array, const zend_op *opline,
	uint8_t type, znode_op node, uint64_t *defined, bool *ok)
{
	uint32_t num;

	/* 32-bit builds address literals absolutely: RT_CONSTANT() does not read opline there. */
	(void) opline;
	type &= ~(IS_SMART_BRANCH_JMPZ | IS_SMART_BRANCH_JMPNZ);
	if (type == IS_CONST) {
		return RT_CONSTANT(opline, node);
	}
	if (type == IS_UNUSED) {
		return NULL;
	}
	num = EX_VAR_TO_NUM(node.var);
	if (num >= (uint32_t) (op_array->last_var + op_array->T)) {
		*ok = false;
		return NULL;
	}
	/* A CV read before it is set warns: a parameter or a captured variable only. */
	if (type == IS_CV && defined && !(*defined & ((uint64_t) 1 << num))) {
		*ok = false;
		return NULL;
	}
	return &expr->regs[num];
}

/* Whether a phpdbg is the SAPI, found in MINIT. */
static bool iterpred_expr_phpdbg;

/* Whether anything could tell a call from none: observers, a replaced executor, an internal-call hook,
 * phpdbg, a fake scope. Asked for every walk: any of them can start during a request. */
static bool iterpred_expr_watched(void)
{
	return ZEND_OBSERVER_ENABLED || zend_execute_ex != execute_ex || zend_execute_internal || iterpred_expr_phpdbg
		|| EG(fake_scope);
}

/* What no program can be: a generator, by-reference, variadic, deprecated, too large. */
static bool iterpred_expr_gated(zend_function *func, uint32_t param_count)
{
	uint32_t flags = func->common.fn_flags;
	uint32_t i;

	if (func->type != ZEND_USER_FUNCTION
			|| (flags & (ZEND_ACC_GENERATOR | ZEND_ACC_RETURN_REFERENCE | ZEND_ACC_VARIADIC | ZEND_ACC_DEPRECATED
				| ZEND_ACC_CALL_VIA_TRAMPOLINE | ZEND_ACC_HAS_FINALLY_BLOCK))
			|| func->op_array.num_args > param_count || func->op_array.required_num_args != func->op_array.num_args
			|| func->op_array.last_var + func->op_array.T > 64 || func->op_array.last > ITERPRED_MAX_OPS
			|| func->op_array.last_try_catch) {
		return true;
	}
	for (i = 0; i < func->op_array.num_args; i++) {
		if (ZEND_ARG_SEND_MODE(&func->op_array.arg_info[i])) {
			return true;
		}
	}
	return false;
}

/* A declared type as a mask of the value types it holds for, and at most one class found without
 * autoloading: false for anything else (unions of classes, static, callable, iterable on 8.2...). */
static bool iterpred_expr_type(zend_type type, uint32_t *mask, zend_class_entry **ce)
{
	*ce = NULL;
	if (!ZEND_TYPE_IS_SET(type)) {
		*mask = MAY_BE_ANY;
		return true;
	}
	*mask = ZEND_TYPE_PURE_MASK(type);
	if (*mask & ~MAY_BE_ANY) {
		return false;
	}
	if (ZEND_TYPE_HAS_LIST(type)) {
		return false;
	}
	if (ZEND_TYPE_HAS_NAME(type)) {
		*ce = zend_lookup_class_ex(ZEND_TYPE_NAME(type), NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
		return *ce != NULL;
	}
	return true;
}

/* Whether a BIND_STATIC reads a captured variable: `use ($x)`, `use (&$x)` or an arrow function's;
 * not a static variable. */
static bool iterpred_expr_captures(const zend_function *func, uint32_t ext)
{
	return (func->common.fn_flags & ZEND_ACC_CLOSURE) && (ext & (ZEND_BIND_IMPLICIT | ZEND_BIND_EXPLICIT));
}

/* The closure's slot of a captured variable (ext: its BIND_STATIC's), or NULL where the call must
 * read it (a constant expression not yet evaluated, a reference not yet made). */
static zval *iterpred_expr_captured(zend_function *func, uint32_t ext)
{
	uint32_t offset = ext & ~(ZEND_BIND_REF | ZEND_BIND_IMPLICIT | ZEND_BIND_EXPLICIT);
	HashTable *ht = ZEND_MAP_PTR_GET(func->op_array.static_variables_ptr);
	zval *slot;

	if (!ht || offset % sizeof(Bucket) != 0 || offset / sizeof(Bucket) >= ht->nNumUsed) {
		return NULL;
	}
	slot = (zval *) ((char *) ht->arData + offset);
	if (Z_TYPE_P(slot) == IS_CONSTANT_AST || ((ext & ZEND_BIND_REF) && !Z_ISREF_P(slot))) {
		return NULL;
	}
	return slot;
}

static uint32_t iterpred_expr_jump_target(const zend_op_array *op_array, const zend_op *opline, znode_op node)
{
	/* 32-bit builds address jumps absolutely: OP_JMP_ADDR() does not read opline there. */
	(void) opline;
	return (uint32_t) (OP_JMP_ADDR(opline, node) - op_array->opcodes);
}

/* Ascending, in place: a chain has few points. */
static void iterpred_expr_sort_longs(zend_long *points, uint32_t n)
{
	uint32_t i, j;

	for (i = 1; i < n; i++) {
		zend_long p = points[i];

		for (j = i; j > 0 && points[j - 1] > p; j--) {
			points[j] = points[j - 1];
		}
		points[j] = p;
	}
}

/* A literal, or a register holding a value captured by value (bound for the walk): a constant. */
static zend_always_inline bool iterpred_expr_is_constant(const iterpred_expression *expr, const zval *operand)
{
	if (!operand) {
		return false;
	}
	if (operand < expr->regs || operand >= expr->regs + expr->nregs) {
		return true;
	}
	return operand - expr->regs < 64 && (expr->bound_regs >> (operand - expr->regs)) & 1;
}

/* The ints a chain holds for, as ranges: its answer changes only at a literal it compares with or
 * next to one, so it is run once at each of those and once between two of them. */
static void iterpred_expr_compile_ranges(iterpred_expression *expr)
{
	zend_long points[3 * 32 + 2];
	uint32_t npoints = 0, i, ranges = 0;
	bool open = false;

	points[npoints++] = ZEND_LONG_MIN;
	points[npoints++] = ZEND_LONG_MAX;
	for (i = expr->start; i < expr->last; i++) {
		if (expr->chain[i].kind == ITERPRED_CHAIN_CMP) {
			zend_long c = expr->chain[i].operand;

			if (npoints + 3 > sizeof(points) / sizeof(points[0])) {
				return;
			}
			points[npoints++] = c;
			if (c > ZEND_LONG_MIN) {
				points[npoints++] = c - 1;
			}
			if (c < ZEND_LONG_MAX) {
				points[npoints++] = c + 1;
			}
		}
	}
	iterpred_expr_sort_longs(points, npoints);
	for (i = 0; i < npoints; i++) {
		zend_long p = points[i];
		/* The point, then what lies between it and the next one. */
		zend_long lo[2], hi[2];
		uint32_t parts = 1, j;

		if (i + 1 < npoints && points[i + 1] == p) {
			continue;
		}
		lo[0] = hi[0] = p;
		if (i + 1 < npoints && points[i + 1] - 1 > p) {
			lo[1] = p + 1;
			hi[1] = points[i + 1] - 1;
			parts = 2;
		}
		for (j = 0; j < parts; j++) {
			if (iterpred_expr_chain(expr->chain, expr->start, lo[j])) {
				if (open) {
					expr->range_hi[ranges - 1] = hi[j];
				} else if (ranges == ITERPRED_MAX_RANGES) {
					return;
				} else {
					expr->range_lo[ranges] = lo[j];
					expr->range_hi[ranges] = hi[j];
					ranges++;
					open = true;
				}
			} else {
				open = false;
			}
		}
	}
	expr->ranges = ranges;
	expr->has_ranges = true;
}

/* The body as a chain of int tests of the first parameter (see iterpred_chain_step): every
 * operation a test of it (a type check, a comparison with an int literal), a declared type an int
 * has, or a jump, bool cast, return type check or return of the bool the operation before it left
 * (and every jump to it left, in the same register). */
static void iterpred_expr_compile_chain(iterpred_expression *expr)
{
	zval *param = &expr->regs[0];
	/* The register each operation leaves its bool in, NULL: none. */
	zval *left[ITERPRED_MAX_OPS];
	iterpred_chain_step *chain = expr->chain_steps;
	uint32_t i;
	bool tests = false;

	if (expr->num_args < 1) {
		return;
	}
	memset(chain, 0, expr->last * sizeof(iterpred_chain_step));
	memset(left, 0, expr->last * sizeof(zval *));
	for (i = expr->start; i < expr->last; i++) {
		iterpred_expr_op *op = &expr->ops[i];
		iterpred_chain_step *step = &chain[i];
		zval *in = i > expr->start ? left[i - 1] : NULL;

		/* One step per operation, each case alike in form: its operands must be the chain's bool (in), or
		 * the parameter, and it records one step. */
		switch (op->opcode) {
			case ZEND_NOP:
				step->kind = ITERPRED_CHAIN_KEEP;
				left[i] = in;
				break;
			case ZEND_RECV:
				if (op->result != param || !(op->ext & MAY_BE_LONG)) {
					return;
				}
				step->kind = ITERPRED_CHAIN_KEEP;
				break;
			case ZEND_TYPE_CHECK:
				if (op->op1 != param || (op->ext & MAY_BE_RESOURCE)) {
					return;
				}
				step->kind = ITERPRED_CHAIN_TYPE;
				step->value = (op->ext & MAY_BE_LONG) != 0;
				left[i] = op->result;
				tests = true;
				break;
			case ZEND_IS_SMALLER:
			case ZEND_IS_SMALLER_OR_EQUAL:
			case ZEND_IS_EQUAL:
			case ZEND_IS_NOT_EQUAL:
			case ZEND_IS_IDENTICAL:
			case ZEND_IS_NOT_IDENTICAL: {
				bool param_first = op->op1 == param;
				zval *other = param_first ? op->op2 : op->op1;

				/* The parameter against an int constant. */
				if ((!param_first && op->op2 != param) || !iterpred_expr_is_constant(expr, other) || Z_TYPE_P(other) != IS_LONG) {
					return;
				}
				step->kind = ITERPRED_CHAIN_CMP;
				switch (op->opcode) {
					case ZEND_IS_SMALLER: step->cmp = param_first ? ITERPRED_CMP_LT : ITERPRED_CMP_GT; break;
					case ZEND_IS_SMALLER_OR_EQUAL: step->cmp = param_first ? ITERPRED_CMP_LE : ITERPRED_CMP_GE; break;
					case ZEND_IS_EQUAL: case ZEND_IS_IDENTICAL: step->cmp = ITERPRED_CMP_EQ; break;
					default: step->cmp = ITERPRED_CMP_NE; break;
				}
				step->operand = Z_LVAL_P(other);
				left[i] = op->result;
				tests = true;
				break;
			}
			case ZEND_JMPZ_EX:
			case ZEND_JMPNZ_EX:
				if (!in || op->op1 != in || op->result != in) {
					return;
				}
				step->kind = ITERPRED_CHAIN_JUMP;
				step->value = op->opcode == ZEND_JMPNZ_EX;
				step->target = op->target;
				left[i] = in;
				break;
			case ZEND_BOOL:
				if (!in || op->op1 != in) {
					return;
				}
				step->kind = ITERPRED_CHAIN_KEEP;
				left[i] = op->result;
				break;
			case ZEND_VERIFY_RETURN_TYPE:
				if (!in || op->op1 != in || op->result || (op->ext & MAY_BE_BOOL) != MAY_BE_BOOL) {
					return;
				}
				step->kind = ITERPRED_CHAIN_KEEP;
				left[i] = in;
				break;
			case ZEND_RETURN:
				if (!in || op->op1 != in) {
					return;
				}
				step->kind = ITERPRED_CHAIN_RETURN;
				break;
			default:
				return;
		}
	}
	/* A jump lands on an operation that reads the register the jump kept its bool in, which the
	 * operation before the target leaves too. */
	for (i = expr->start; i < expr->last; i++) {
		if (chain[i].kind == ITERPRED_CHAIN_JUMP) {
			uint32_t t = chain[i].target;

			if (t <= i || expr->ops[t].op1 != expr->ops[i].result || left[t - 1] != expr->ops[t].op1) {
				return;
			}
		}
	}
	if (tests) {
		expr->chain = chain;
		iterpred_expr_compile_ranges(expr);
	}
}

/* A comparison op of read (a register) with a constant, as what the read's value is tested for:
 * false when it is none the scans know. */
static bool iterpred_expr_shape_then(iterpred_expression *expr, const iterpred_expr_op *op, const zval *read)
{
	bool read_first = op->op1 == read;
	const zval *other = read_first ? op->op2 : op->op1;

	if ((!read_first && op->op2 != read) || !iterpred_expr_is_constant(expr, other)) {
		return false;
	}
	if (op->opcode == ZEND_IS_IDENTICAL || op->opcode == ZEND_IS_NOT_IDENTICAL) {
		if (Z_TYPE_P(other) > IS_STRING) {
			return false;
		}
		expr->shape_then = ITERPRED_THEN_IDENTICAL;
		expr->shape_const = other;
		expr->shape_negate = op->opcode == ZEND_IS_NOT_IDENTICAL;
		return true;
	}
	if (Z_TYPE_P(other) != IS_LONG) {
		return false;
	}
	switch (op->opcode) {
		case ZEND_IS_SMALLER: expr->shape_cmp = read_first ? ITERPRED_CMP_LT : ITERPRED_CMP_GT; break;
		case ZEND_IS_SMALLER_OR_EQUAL: expr->shape_cmp = read_first ? ITERPRED_CMP_LE : ITERPRED_CMP_GE; break;
		case ZEND_IS_EQUAL: expr->shape_cmp = ITERPRED_CMP_EQ; break;
		case ZEND_IS_NOT_EQUAL: expr->shape_cmp = ITERPRED_CMP_NE; break;
		default: return false;
	}
	expr->shape_then = ITERPRED_THEN_LONG_CMP;
	expr->shape_long = Z_LVAL_P(other);
	return true;
}

/* $o->p, $r['k'] of the first parameter, returned or compared with a constant and returned. */
static void iterpred_expr_shape_read(iterpred_expression *expr)
{
	iterpred_expr_op *op = expr->ops + expr->start;
	iterpred_expr_op *next = op + 1;
	zval *param = &expr->regs[0];

	if (op->op1 != param || !op->result || !iterpred_expr_is_constant(expr, op->op2)) {
		return;
	}
	if (op->opcode == ZEND_FETCH_OBJ_R) {
		if (Z_TYPE_P(op->op2) != IS_STRING) {
			return;
		}
	} else if (op->opcode == ZEND_FETCH_DIM_R) {
		if (!(Z_TYPE_P(op->op2) == IS_STRING && op->literal_key) && Z_TYPE_P(op->op2) != IS_LONG) {
			return;
		}
	} else {
		return;
	}
	if (next->opcode == ZEND_RETURN && next->op1 == op->result) {
		expr->shape_then = ITERPRED_THEN_TRUTHY;
	} else if (expr->start + 2 < expr->last && next[1].opcode == ZEND_RETURN && next->result && next[1].op1 == next->result
			&& iterpred_expr_shape_then(expr, next, op->result)) {
		/* shape_then set */
	} else {
		return;
	}
	expr->shape_op = expr->start;
	if (op->opcode == ZEND_FETCH_OBJ_R) {
		expr->shape = ITERPRED_SHAPE_PROP;
		/* What an earlier walk's read cached, its checks made. */
		expr->shape_ce = op->prop ? op->ce : NULL;
		expr->shape_offset = op->prop ? op->prop->offset : 0;
	} else {
		expr->shape = ITERPRED_SHAPE_DIM;
		expr->shape_key = op->op2;
		expr->shape_key_str = Z_TYPE_P(op->op2) == IS_STRING;
		if (expr->shape_key_str) {
			zend_string_hash_val(Z_STR_P(op->op2));
		}
	}
}

/* str_contains($v, 'x') and its kin, returned: the call of the parameter and a string literal or a string
 * captured by value, its arguments sent (8.2, 8.3) or passed to the frameless call (8.4+). */
static bool iterpred_expr_shape_str(iterpred_expression *expr)
{
	iterpred_expr_op *op = expr->ops + expr->start;
	iterpred_expr_op *call = op;
	const zval *haystack = op->op1, *needle = op->op2;

	if (op->opcode == ZEND_QM_ASSIGN && expr->start + 2 < expr->last) {
		call = op + 2;
		if (op[1].opcode != ZEND_QM_ASSIGN || op->result != call->op1 || op[1].result != call->op2) {
			return false;
		}
		needle = op[1].op1;
	}
	if (call->opcode != ZEND_DO_ICALL || call->fn == ITERPRED_FN_IN_ARRAY || call + 1 >= expr->ops + expr->last
			|| call[1].opcode != ZEND_RETURN || call[1].op1 != call->result) {
		return false;
	}
	if (haystack != &expr->regs[0] || !iterpred_expr_is_constant(expr, needle) || Z_TYPE_P(needle) != IS_STRING) {
		return false;
	}
	expr->shape = ITERPRED_SHAPE_STR;
	expr->shape_fn = call->fn;
	expr->shape_const = needle;
	return true;
}

static void iterpred_expr_shape(iterpred_expression *expr)
{
	iterpred_expr_op *op = expr->ops + expr->start;
	iterpred_expr_op *ret = op + 1;
	zval *param = &expr->regs[0];

	if (expr->num_args < 1 || expr->start + 1 >= expr->last || iterpred_expr_shape_str(expr)) {
		return;
	}
	if (op->opcode == ZEND_FETCH_OBJ_R || op->opcode == ZEND_FETCH_DIM_R) {
		iterpred_expr_shape_read(expr);
		return;
	}
	if (ret->opcode != ZEND_RETURN || ret->op1 != op->result || !op->result) {
		return;
	}
	if (op->opcode == ZEND_TYPE_CHECK && op->op1 == param) {
		expr->type_check_mask = op->ext;
	} else if (op->opcode == ZEND_INSTANCEOF && op->op1 == param && op->ce) {
		expr->shape = ITERPRED_SHAPE_INSTANCEOF;
		expr->shape_ce = op->ce;
	} else if (op->opcode == ZEND_IS_SMALLER || op->opcode == ZEND_IS_SMALLER_OR_EQUAL || op->opcode == ZEND_IS_EQUAL
			|| op->opcode == ZEND_IS_NOT_EQUAL || op->opcode == ZEND_IS_IDENTICAL || op->opcode == ZEND_IS_NOT_IDENTICAL) {
		bool param_first = op->op1 == param;
		zval *other = param_first ? op->op2 : op->op1;

		/* The parameter against a constant. */
		if ((!param_first && op->op2 != param) || !iterpred_expr_is_constant(expr, other)) {
			return;
		}
		if (Z_TYPE_P(other) != IS_LONG) {
			return;
		}
		switch (op->opcode) {
			case ZEND_IS_SMALLER:
				expr->shape_cmp = param_first ? ITERPRED_CMP_LT : ITERPRED_CMP_GT;
				break;
			case ZEND_IS_SMALLER_OR_EQUAL:
				expr->shape_cmp = param_first ? ITERPRED_CMP_LE : ITERPRED_CMP_GE;
				break;
			case ZEND_IS_EQUAL:
			case ZEND_IS_IDENTICAL:
				expr->shape_cmp = ITERPRED_CMP_EQ;
				break;
			default:
				expr->shape_cmp = ITERPRED_CMP_NE;
				break;
		}
		expr->shape = ITERPRED_SHAPE_LONG_CMP;
		expr->shape_long = Z_LVAL_P(other);
	}
}

void iterpred_expression_startup(int module_type)
{
	uint32_t fn;

	iterpred_expr_phpdbg = sapi_module.name && strcmp(sapi_module.name, "phpdbg") == 0;
	/* Loaded by dl(), the op_arrays compiled before have no slot for it. */
	if (module_type == MODULE_PERSISTENT) {
		iterpred_expr_handle = zend_get_op_array_extension_handle("iterpred");
	}

	for (fn = ITERPRED_FN_NONE + 1; fn < ITERPRED_FN_COUNT; fn++) {
		const char *name = iterpred_expr_fn_names[fn];
		zend_function *func = zend_hash_str_find_ptr(CG(function_table), name, strlen(name));

		/* ext/standard's own, not one an extension registered in its place. */
		if (!func || func->type != ZEND_INTERNAL_FUNCTION || !func->internal_function.module
				|| strcmp(func->internal_function.module->name, "standard") != 0) {
			continue;
		}
		iterpred_expr_fn_handlers[fn] = func->internal_function.handler;
#ifdef ITERPRED_HAVE_FRAMELESS
		{
			const zend_frameless_function_info *info = func->internal_function.frameless_function_infos;

			for (; info && info->handler; info++) {
				if (info->num_args == 2 || info->num_args == 3) {
					iterpred_expr_fn_frameless[fn][info->num_args - 2] = info->handler;
				}
			}
		}
#endif
	}
}

/* What the scans test without the interpreter: the shape, the int chain and its ranges, made from the
 * program and, where it has captured values, from those bound for the walk. */
static void iterpred_expr_derive(iterpred_expression *expr)
{
	expr->shape = ITERPRED_SHAPE_NONE;
	expr->type_check_mask = 0;
	expr->chain = NULL;
	expr->has_ranges = false;
	expr->ranges = 0;
	iterpred_expr_shape(expr);
	iterpred_expr_compile_chain(expr);
}

/* Which of the evaluated functions a call resolved to is, by its handler, for num_args arguments. */
static uint8_t iterpred_expr_fn_of(const zend_function *called, uint32_t num_args)
{
	uint8_t fn;

	/* A deprecated function's call raises the deprecation: it is always called. */
	if (!called || called->type != ZEND_INTERNAL_FUNCTION || (called->common.fn_flags & ZEND_ACC_DEPRECATED)) {
		return ITERPRED_FN_NONE;
	}
	for (fn = ITERPRED_FN_NONE + 1; fn < ITERPRED_FN_COUNT; fn++) {
		if (iterpred_expr_fn_handlers[fn] && called->internal_function.handler == iterpred_expr_fn_handlers[fn]) {
			return num_args == 2 || (num_args == 3 && fn == ITERPRED_FN_IN_ARRAY) ? fn : ITERPRED_FN_NONE;
		}
	}
	return ITERPRED_FN_NONE;
}

/* How deep calls nest in one another's arguments (in_array(str_contains(...), ...)) in a program. */
#define ITERPRED_MAX_NESTED_CALLS 4

static void iterpred_expr_free(iterpred_expression *expr);

/* The program of func for a walk passing param_count arguments (key_first: the key first), with $this
 * or without: NULL when one of its operations cannot be evaluated without a call. *lasting is false
 * when that may change during the request (a parameter's class not loaded yet). Captured values are
 * read by iterpred_expr_bind(): one program serves every closure of a declaration. */
static iterpred_expression *iterpred_expr_compile(zend_function *func, bool has_this, uint32_t param_count, bool key_first,
	bool keep, bool *lasting)
{
	const zend_op_array *op_array = &func->op_array;
	iterpred_expression *expr;
	uint64_t defined = 0;
	/* The instructions that run: forward jumps only, so one pass marks them. */
	uint64_t reached[4] = {1, 0, 0, 0};
	/* The calls being compiled, innermost last: each its INIT_FCALL and the arguments sent so far. */
	uint32_t pending[ITERPRED_MAX_NESTED_CALLS], sent[ITERPRED_MAX_NESTED_CALLS];
	uint32_t nregs, calls = 0, npending = 0, i;
	bool ok = true, started = false;

	if (iterpred_expr_gated(func, param_count)) {
		return NULL;
	}
	/* A user opcode handler anywhere (Xdebug, profilers) sees opcodes run: then they run. So do the
	 * statements of code compiled with extended info (debuggers, php -e), and ticks. The VM chose
	 * each opline's handler when its op_array was compiled: one set later never sees these. */
	for (i = 0; i < op_array->last; i++) {
		uint8_t opcode = op_array->opcodes[i].opcode;

		if (zend_get_user_opcode_handler(opcode) || opcode == ZEND_EXT_STMT || opcode == ZEND_EXT_NOP
				|| opcode == ZEND_EXT_FCALL_BEGIN || opcode == ZEND_EXT_FCALL_END || opcode == ZEND_TICKS) {
			return NULL;
		}
		calls += opcode == ZEND_INIT_FCALL;
	}
	/* After the op_array's own, three registers per call for the arguments it is sent. */
	nregs = op_array->last_var + op_array->T + 3 * calls;
	calls = 0;
	expr = ecalloc(1, sizeof(iterpred_expression) + sizeof(zval) * (nregs ? nregs - 1 : 0));
	expr->kept = keep;
	expr->ops = ecalloc(op_array->last, sizeof(iterpred_expr_op));
	expr->chain_steps = ecalloc(op_array->last, sizeof(iterpred_chain_step));
	expr->last = op_array->last;
	expr->nregs = nregs;
	expr->num_args = op_array->num_args;
	expr->key_first = key_first;
	expr->has_this = has_this;
	expr->scope = func->common.scope;
	expr->run_time_cache = RUN_TIME_CACHE(op_array);
	for (i = 0; i < op_array->num_args; i++) {
		defined |= (uint64_t) 1 << i;
	}

	for (i = 0; ok && i < op_array->last; i++) {
		const zend_op *opline = &op_array->opcodes[i];
		iterpred_expr_op *op = &expr->ops[i];
		uint64_t *reads = &defined;

		op->opcode = opline->opcode;
		op->ext = opline->extended_value;
		if (!(reached[i / 64] & ((uint64_t) 1 << (i % 64)))) {
			/* Never run (the implicit `return null;` after the body, its return type check). */
			op->opcode = ZEND_NOP;
			continue;
		}
		/* The cases read alike (op1, op2, result by iterpred_expr_operand(), then ok): each opcode has
		 * operands and checks of its own, and one line per operand shows which it reads. */
		switch (opline->opcode) {
			case ZEND_NOP:
				break;
			case ZEND_RECV: {
				uint32_t arg = opline->op1.num;

				if (arg < 1 || arg > op_array->num_args || EX_VAR_TO_NUM(opline->result.var) != arg - 1) {
					ok = false;
				} else if (!iterpred_expr_type(op_array->arg_info[arg - 1].type, &op->ext, &op->ce)) {
					/* A class not loaded yet may be by the next walk. */
					*lasting = !ZEND_TYPE_HAS_NAME(op_array->arg_info[arg - 1].type);
					ok = false;
				} else if (op->ext == MAY_BE_ANY && !op->ce) {
					op->opcode = ZEND_NOP;
				} else {
					op->result = &expr->regs[arg - 1];
				}
				break;
			}
			case ZEND_BIND_STATIC:
				/* A captured variable: its slot is the closure's, found by iterpred_expr_bind() for each walk. */
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, NULL, &ok);
				if (!iterpred_expr_captures(func, opline->extended_value) || opline->op1_type != IS_CV || !op->result) {
					ok = false;
				} else {
					defined |= (uint64_t) 1 << EX_VAR_TO_NUM(opline->op1.var);
					op->bind = true;
					expr->nbinds++;
				}
				break;
			case ZEND_FETCH_CONSTANT:
				/* NULL until the VM has filled the slot: read again at each element. */
				op->slot = iterpred_expr_cached_constant(expr->run_time_cache, opline->extended_value);
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				ok = ok && op->result;
				break;
			case ZEND_JMP:
				op->target = iterpred_expr_jump_target(op_array, opline, opline->op1);
				ok = op->target > i && op->target < op_array->last;
				break;
			case ZEND_INSTANCEOF:
				if (opline->op2_type != IS_CONST) {
					ok = false;
					break;
				}
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->op2 = RT_CONSTANT(opline, opline->op2);
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				op->ce = zend_lookup_class_ex(Z_STR_P(op->op2), Z_STR_P(op->op2 + 1), ZEND_FETCH_CLASS_NO_AUTOLOAD);
				ok = ok && op->op1 && op->result;
				break;
			case ZEND_FETCH_OBJ_R:
			case ZEND_FETCH_OBJ_IS:
			case ZEND_ISSET_ISEMPTY_PROP_OBJ:
				if (opline->op2_type != IS_CONST || Z_TYPE_P(RT_CONSTANT(opline, opline->op2)) != IS_STRING) {
					ok = false;
					break;
				}
				if (opline->op1_type == IS_UNUSED) {
					if (!has_this) {
						ok = false;
						break;
					}
					op->op1 = &expr->this_zv;
				} else {
					op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				}
				op->op2 = RT_CONSTANT(opline, opline->op2);
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				ok = ok && op->op1 && op->result;
				break;
			case ZEND_JMPZ:
			case ZEND_JMPNZ:
			case ZEND_JMPZ_EX:
			case ZEND_JMPNZ_EX:
			case ZEND_JMP_SET:
			case ZEND_COALESCE:
				op->target = iterpred_expr_jump_target(op_array, opline, opline->op2);
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				ok = ok && op->op1 && op->target > i && op->target < op_array->last
					&& ((opline->opcode != ZEND_JMPZ && opline->opcode != ZEND_JMPNZ) || !op->result)
					&& ((opline->opcode == ZEND_JMPZ || opline->opcode == ZEND_JMPNZ) || op->result);
				break;
			case ZEND_IS_IDENTICAL:
			case ZEND_IS_NOT_IDENTICAL:
			case ZEND_IS_EQUAL:
			case ZEND_IS_NOT_EQUAL:
			case ZEND_IS_SMALLER:
			case ZEND_IS_SMALLER_OR_EQUAL:
			case ZEND_SPACESHIP:
			case ZEND_BOOL_XOR:
			case ZEND_FETCH_DIM_R:
			case ZEND_FETCH_DIM_IS:
			case ZEND_ISSET_ISEMPTY_DIM_OBJ:
			case ZEND_ADD:
			case ZEND_SUB:
			case ZEND_MUL:
			case ZEND_MOD:
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->op2 = iterpred_expr_operand(expr, op_array, opline, opline->op2_type, opline->op2, reads, &ok);
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				if (opline->op2_type == IS_CONST && Z_TYPE_P(op->op2) == IS_STRING) {
					zend_ulong index;

					op->literal_key = !ZEND_HANDLE_NUMERIC_STR(Z_STRVAL_P(op->op2), Z_STRLEN_P(op->op2), index);
				}
				ok = ok && op->op1 && op->op2 && op->result;
				break;
			case ZEND_VERIFY_RETURN_TYPE: {
				zend_class_entry *ce;

				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->result = opline->op1_type == IS_CONST
					? iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok) : NULL;
				/* The result is checked where it is: a CONST's copy is the result. */
				ok = ok && op->op1 && iterpred_expr_type(op_array->arg_info[-1].type, &op->ext, &ce) && !ce
					&& (opline->op1_type != IS_CONST || op->result);
				break;
			}
			case ZEND_QM_ASSIGN:
			case ZEND_TYPE_CHECK:
			case ZEND_BOOL:
			case ZEND_BOOL_NOT:
			case ZEND_STRLEN:
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				ok = ok && op->op1 && op->result;
				break;
			case ZEND_RETURN:
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				ok = ok && op->op1;
				break;
			case ZEND_INIT_FCALL:
				/* A function resolved at compile time; kept (a NOP that runs nothing) for its arguments. */
				op->fn = iterpred_expr_fn_of(zend_hash_find_ptr(EG(function_table), Z_STR_P(RT_CONSTANT(opline, opline->op2))),
					opline->extended_value);
				if (!op->fn || npending == ITERPRED_MAX_NESTED_CALLS) {
					ok = false;
					break;
				}
				op->op1 = &expr->regs[op_array->last_var + op_array->T + 3 * calls++];
				op->opcode = ZEND_NOP;
				sent[npending] = 0;
				pending[npending++] = i;
				break;
			case ZEND_SEND_VAL:
			case ZEND_SEND_VAR: {
				/* An argument by position, in order, to the innermost call: copied to its register. */
				const iterpred_expr_op *call = npending ? &expr->ops[pending[npending - 1]] : NULL;

				if (!call || opline->op2_type != IS_UNUSED || opline->op2.num != sent[npending - 1] + 1
						|| opline->op2.num > call->ext) {
					ok = false;
					break;
				}
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->result = call->op1 + sent[npending - 1]++;
				op->opcode = ZEND_QM_ASSIGN;
				ok = ok && op->op1;
				break;
			}
			case ZEND_DO_ICALL: {
				const iterpred_expr_op *call = npending ? &expr->ops[pending[--npending]] : NULL;

				if (!call || sent[npending] != call->ext) {
					ok = false;
					break;
				}
				op->fn = call->fn;
				op->op1 = call->op1;
				op->op2 = call->op1 + 1;
				op->op3 = call->ext == 3 ? call->op1 + 2 : NULL;
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				ok = ok && op->result;
				break;
			}
#ifdef ITERPRED_HAVE_FRAMELESS
			case ZEND_FRAMELESS_ICALL_2:
			case ZEND_FRAMELESS_ICALL_3: {
				uint32_t num_args = ZEND_FLF_NUM_ARGS(opline->opcode);
				const zend_op *data = opline + 1;

				/* The engine's function, and the VM would run its own frameless handler. */
				op->fn = iterpred_expr_fn_of(ZEND_FLF_FUNC(opline), num_args);
				if (!op->fn || ZEND_FLF_HANDLER(opline) != iterpred_expr_fn_frameless[op->fn][num_args - 2]
						|| (num_args == 3 && (i + 1 >= op_array->last || data->opcode != ZEND_OP_DATA))) {
					ok = false;
					break;
				}
				op->op1 = iterpred_expr_operand(expr, op_array, opline, opline->op1_type, opline->op1, reads, &ok);
				op->op2 = iterpred_expr_operand(expr, op_array, opline, opline->op2_type, opline->op2, reads, &ok);
				op->op3 = num_args == 3 ? iterpred_expr_operand(expr, op_array, data, data->op1_type, data->op1, reads, &ok) : NULL;
				op->result = iterpred_expr_operand(expr, op_array, opline, opline->result_type, opline->result, NULL, &ok);
				op->opcode = ZEND_DO_ICALL;
				ok = ok && op->op1 && op->op2 && (num_args == 2 || op->op3) && op->result;
				break;
			}
			case ZEND_OP_DATA:
				/* A frameless call's third argument, read with it. */
				ok = i > 0 && op_array->opcodes[i - 1].opcode == ZEND_FRAMELESS_ICALL_3 && expr->ops[i - 1].opcode == ZEND_DO_ICALL;
				op->opcode = ZEND_NOP;
				break;
#endif
			default:
				ok = false;
				break;
		}
		if (ok && opline->opcode != ZEND_RETURN && opline->opcode != ZEND_JMP && i + 1 < op_array->last) {
			reached[(i + 1) / 64] |= (uint64_t) 1 << ((i + 1) % 64);
		}
		if (ok && op->target) {
			reached[op->target / 64] |= (uint64_t) 1 << (op->target % 64);
		}
		if (!started && op->opcode != ZEND_NOP && !op->bind) {
			started = true;
			expr->start = i;
		}
		/* Anything written to a CV but a captured variable (an assignment) is no expression. */
		if (opline->result_type == IS_CV && opline->opcode != ZEND_RECV && opline->opcode != ZEND_BIND_STATIC) {
			ok = false;
		}
	}
	/* The last operation returns: the program cannot run past its end. */
	if (!ok || !started || npending || op_array->last == 0 || op_array->opcodes[op_array->last - 1].opcode != ZEND_RETURN) {
		iterpred_expr_free(expr);
		return NULL;
	}
	/* A second parameter (the key) that no operation reads, writes or checks: the value alone. */
	if (expr->num_args == 2 && !key_first) {
		zval *k = &expr->regs[1];

		for (i = 0; i < expr->last; i++) {
			if (expr->ops[i].op1 == k || expr->ops[i].op2 == k || expr->ops[i].op3 == k || expr->ops[i].result == k) {
				break;
			}
		}
		if (i == expr->last) {
			expr->num_args = 1;
		}
	}
	expr->value_only = !key_first && expr->num_args <= 1;
	if (!expr->nbinds) {
		iterpred_expr_derive(expr);
	}
	return expr;
}

/* Whether a value bound now (new) is, for the shapes, the one bound before (old): the same type, and
 * the same int or float (which shapes and ranges copy); any other value they read where it is. */
static zend_always_inline bool iterpred_expr_same_bound(const zval *old, const zval *new)
{
	if (Z_TYPE_P(old) != Z_TYPE_P(new)) {
		return false;
	}
	if (Z_TYPE_P(new) == IS_LONG) {
		return Z_LVAL_P(old) == Z_LVAL_P(new);
	}
	if (Z_TYPE_P(new) == IS_DOUBLE) {
		return memcmp(&Z_DVAL_P(old), &Z_DVAL_P(new), sizeof(double)) == 0;
	}
	return Z_TYPE_P(new) <= IS_TRUE || Z_PTR_P(old) == Z_PTR_P(new);
}

/* The program made ready for a closure: its $this, its captured values (each read as a constant, in
 * its register, or through its reference at each element). False where the call must read one. */
static bool iterpred_expr_bind(iterpred_expression *expr, zend_function *func, zend_object *object)
{
	uint64_t bound;
	uint32_t i;
	bool same;

	if (expr->has_this) {
		ZVAL_OBJ(&expr->this_zv, object);
	}
	if (!expr->nbinds) {
		return true;
	}
	/* The shapes made at the last bind hold while every value bound is what they read of it. */
	same = expr->derived;
	expr->derived = false;
	bound = 0;
	for (i = 0; i < expr->last; i++) {
		iterpred_expr_op *op = &expr->ops[i];
		zval *slot;

		if (!op->bind) {
			continue;
		}
		if (!(slot = iterpred_expr_captured(func, op->ext))) {
			return false;
		}
		if ((op->ext & ZEND_BIND_REF) || Z_ISREF_P(slot)) {
			op->opcode = ZEND_BIND_STATIC;
			op->slot = slot;
		} else if (Z_TYPE_P(slot) == IS_UNDEF) {
			/* Undefined when captured: its warning is the call's. */
			return false;
		} else {
			/* By value: borrowed, it cannot change during the walk. */
			same = same && iterpred_expr_same_bound(op->result, slot);
			ZVAL_COPY_VALUE(op->result, slot);
			bound |= (uint64_t) 1 << (op->result - expr->regs);
			op->opcode = ZEND_NOP;
		}
	}
	for (i = 0; i < expr->last && expr->ops[i].opcode == ZEND_NOP; i++);
	if (i == expr->last) {
		return false;
	}
	same = same && bound == expr->bound_regs && i == expr->start;
	expr->bound_regs = bound;
	expr->start = i;
	if (!same) {
		iterpred_expr_derive(expr);
	}
	expr->derived = true;
	return true;
}

static void iterpred_expr_free(iterpred_expression *expr)
{
	efree(expr->chain_steps);
	efree(expr->ops);
	efree(expr);
}

static zend_always_inline uint32_t iterpred_expr_variant(uint32_t param_count, bool key_first, bool has_this)
{
	return (param_count == 2 ? 2 : key_first) * 2 + has_this;
}

iterpred_expression *iterpred_expression_acquire(zend_function *func, zend_object *object, uint32_t param_count, bool key_first)
{
	bool has_this = object && !(func->common.fn_flags & ZEND_ACC_STATIC);
	bool lasting = true;
	iterpred_expression **kept = NULL, *expr = NULL;

	if (func->type != ZEND_USER_FUNCTION || iterpred_expr_watched()) {
		return NULL;
	}
	/* As the first call allocates it: the program reads names through it. */
	if (UNEXPECTED(!RUN_TIME_CACHE(&func->op_array))) {
		zend_init_func_run_time_cache(&func->op_array);
	}
	/* A closure bound to another scope has a run-time cache of its own, freed with it: not kept. */
	if (iterpred_expr_handle >= 0 && !(func->common.fn_flags & ZEND_ACC_HEAP_RT_CACHE) && !ITERPRED_G(kept_freed)) {
		void **slot = &ZEND_OP_ARRAY_EXTENSION(&func->op_array, iterpred_expr_handle);

		if (UNEXPECTED(!*slot)) {
			iterpred_expr_kept *node = ecalloc(1, sizeof(iterpred_expr_kept));

			node->next = ITERPRED_G(kept);
			ITERPRED_G(kept) = node;
			*slot = node;
		}
		kept = &((iterpred_expr_kept *) *slot)->variants[iterpred_expr_variant(param_count, key_first, has_this)];
		if (*kept == ITERPRED_EXPR_NEEDS_CALL) {
			return NULL;
		}
		/* In use by a walk further up (a recursion, a fiber): this one compiles its own. */
		if (*kept && !(*kept)->in_use) {
			expr = *kept;
		}
	}
	if (!expr) {
		bool keep = kept && !*kept;

		expr = iterpred_expr_compile(func, has_this, param_count, key_first, keep, &lasting);
		if (keep) {
			*kept = expr ? expr : lasting ? ITERPRED_EXPR_NEEDS_CALL : NULL;
		}
		if (!expr) {
			return NULL;
		}
	}
	if (!iterpred_expr_bind(expr, func, object)) {
		iterpred_expression_release(expr);
		return NULL;
	}
	expr->in_use = true;
	return expr;
}

void iterpred_expression_release(iterpred_expression *expr)
{
	expr->in_use = false;
	if (!expr->kept) {
		iterpred_expr_free(expr);
	}
}

void iterpred_expression_request_shutdown(void)
{
	iterpred_expr_kept *node = ITERPRED_G(kept), *next;
	uint32_t i;

	/* The slots that point here are never read again: the run-time caches go with the request. */
	ITERPRED_G(kept_freed) = true;
	for (; node; node = next) {
		next = node->next;
		for (i = 0; i < sizeof(node->variants) / sizeof(node->variants[0]); i++) {
			iterpred_expression *expr = node->variants[i];

			/* One a walk still holds (a bailout ended it) is the allocator's to free. */
			if (expr && expr != ITERPRED_EXPR_NEEDS_CALL && !expr->in_use) {
				iterpred_expr_free(expr);
			}
		}
		efree(node);
	}
	ITERPRED_G(kept) = NULL;
}
