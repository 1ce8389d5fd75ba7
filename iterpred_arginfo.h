/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 4fb0b63aa1f517aac698f2137d0f857ad72a7a37 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_any, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, iterable, Traversable, MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, callback, IS_CALLABLE, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, mode, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

#define arginfo_all arginfo_any

#define arginfo_none arginfo_any

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_array_every, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, array, Traversable, MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO(0, callback, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

#if defined(ITERPRED_HAVE_ARRAY_ANY)
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_array_any, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, array, Traversable, MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO(0, callback, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()
#endif

#if defined(ITERPRED_HAVE_ARRAY_ANY)
#define arginfo_array_all arginfo_array_any
#endif


ZEND_FUNCTION(any);
ZEND_FUNCTION(all);
ZEND_FUNCTION(none);
ZEND_FUNCTION(array_every);
#if defined(ITERPRED_HAVE_ARRAY_ANY)
ZEND_FUNCTION(array_any);
#endif
#if defined(ITERPRED_HAVE_ARRAY_ANY)
ZEND_FUNCTION(array_every);
#endif


static const zend_function_entry ext_functions[] = {
	ZEND_FE(any, arginfo_any)
	ZEND_FE(all, arginfo_all)
	ZEND_FE(none, arginfo_none)
	ZEND_FE(array_every, arginfo_array_every)
#if defined(ITERPRED_HAVE_ARRAY_ANY)
	ZEND_FE(array_any, arginfo_array_any)
#endif
#if defined(ITERPRED_HAVE_ARRAY_ANY)
	ZEND_FALIAS(array_all, array_every, arginfo_array_all)
#endif
	ZEND_FE_END
};
