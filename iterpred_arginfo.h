/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: cbda8cde1fa89615b4614087a74b27ec01a0eaa9 */

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

#define arginfo_Iterpred_any arginfo_any

#define arginfo_Iterpred_all arginfo_any

#define arginfo_Iterpred_none arginfo_any

#define arginfo_Iterpred_array_every arginfo_array_every

#define arginfo_Iterpred_array_any arginfo_array_every

#define arginfo_Iterpred_array_all arginfo_array_every


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
ZEND_FUNCTION(Iterpred_array_any);


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
	ZEND_NS_FALIAS("Iterpred", any, any, arginfo_Iterpred_any)
	ZEND_NS_FALIAS("Iterpred", all, all, arginfo_Iterpred_all)
	ZEND_NS_FALIAS("Iterpred", none, none, arginfo_Iterpred_none)
	ZEND_NS_FALIAS("Iterpred", array_every, array_every, arginfo_Iterpred_array_every)
	ZEND_NS_FALIAS("Iterpred", array_any, Iterpred_array_any, arginfo_Iterpred_array_any)
	ZEND_NS_FALIAS("Iterpred", array_all, array_every, arginfo_Iterpred_array_all)
	ZEND_FE_END
};
