#ifndef PHP_ITERPRED_H
#define PHP_ITERPRED_H

#include "php.h"

/* The one place the version is written: phpversion('iterpred'), package.xml, composer.json. */
#define PHP_ITERPRED_VERSION "0.2.0"

#if PHP_VERSION_ID < 80200
# error "iterpred requires PHP 8.2 or newer"
#endif

/* PHP 8.4 ships array_any() and array_all() itself; we register ours only below it. */
#if PHP_VERSION_ID < 80400
# define ITERPRED_HAVE_ARRAY_ANY 1
#endif

/* PHP 8.3 checks the C stack before each call; a direct call must do what zend_call_function() does. */
#ifdef ZEND_CHECK_STACK_LIMIT
# define ITERPRED_STACK_OVERFLOWED() zend_call_stack_overflowed(EG(stack_limit))
#else
# define ITERPRED_STACK_OVERFLOWED() 0
#endif

/* PHP 8.4 gives some internal functions frameless handlers: what the VM calls for `trim($v)`, without a
 * frame or argument parsing. */
#if PHP_VERSION_ID >= 80400
# define ITERPRED_HAVE_FRAMELESS 1
#endif

/* PHP 8.4's property hooks and lazy objects: a property read that reaches either is the real call's. */
#if PHP_VERSION_ID >= 80400
# include "zend_lazy_objects.h"
# define ITERPRED_PROP_HAS_HOOKS(info) ((info)->hooks != NULL)
# define ITERPRED_OBJ_IS_LAZY(obj) zend_object_is_lazy(obj)
#else
# define ITERPRED_PROP_HAS_HOOKS(info) 0
# define ITERPRED_OBJ_IS_LAZY(obj) 0
#endif

/* PHP 8.5 warns when NAN is coerced to bool. */
#if PHP_VERSION_ID >= 80500
# define ITERPRED_NAN_TO_BOOL_WARNS 1
#endif

/* PHP 8.6 reads a boolean INI setting with zend_ini_bool_literal(); INI_BOOL() is gone. */
#ifndef zend_ini_bool_literal
# define zend_ini_bool_literal(name) INI_BOOL(name)
#endif

/* PHP 8.3 keeps the Closure a callback is in its fcall info cache. */
#if PHP_VERSION_ID >= 80300
# define ITERPRED_FCC_SET_CLOSURE(fcc, obj) ((fcc)->closure = (obj))
#else
# define ITERPRED_FCC_SET_CLOSURE(fcc, obj) ((void) 0)
#endif

/* A hint to read memory ahead of a walk; nothing where the compiler offers none. */
#if defined(__GNUC__) || defined(__clang__)
# define ITERPRED_PREFETCH(addr) __builtin_prefetch(addr)
#else
# define ITERPRED_PREFETCH(addr) ((void) 0)
#endif

/* iterpred.call_free: 0 makes every callback a real call (no type predicate or closure evaluated
 * in C), for bug reports. Read once per walk. */
ZEND_BEGIN_MODULE_GLOBALS(iterpred)
	bool call_free;
	/* The closures' programs kept for the request (expression.c), and whether they were freed. */
	void *kept;
	bool kept_freed;
ZEND_END_MODULE_GLOBALS(iterpred)

ZEND_EXTERN_MODULE_GLOBALS(iterpred)
#define ITERPRED_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(iterpred, v)

extern zend_module_entry iterpred_module_entry;
#define phpext_iterpred_ptr &iterpred_module_entry

#if defined(ZTS) && defined(COMPILE_DL_ITERPRED)
ZEND_TSRMLS_CACHE_EXTERN()
#endif

#endif
