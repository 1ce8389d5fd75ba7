#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "ext/standard/info.h"
#include "ext/standard/php_array.h"
#include "zend_closures.h"
#include "php_iterpred.h"
#include "traversal.h"
#include "iterpred_arginfo.h"

/* A Closure argument's fcall info, as zend_fcall_info_init() fills it, without the lookup
 * zend_is_callable_ex() makes of every other kind of callable: a Closure is always callable. */
static zend_always_inline bool iterpred_closure_fcall(zval *arg, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	zend_object *closure;

	if (Z_TYPE_P(arg) != IS_OBJECT || Z_OBJCE_P(arg) != zend_ce_closure) {
		return false;
	}
	closure = Z_OBJ_P(arg);
	memset(fcc, 0, sizeof(*fcc));
	if (closure->handlers->get_closure(closure, &fcc->calling_scope, &fcc->function_handler, &fcc->object, true) != SUCCESS) {
		return false;
	}
	fcc->called_scope = fcc->calling_scope;
	ITERPRED_FCC_SET_CLOSURE(fcc, closure);
	fci->size = sizeof(*fci);
	fci->object = fcc->object;
	ZVAL_COPY_VALUE(&fci->function_name, arg);
	fci->retval = NULL;
	fci->param_count = 0;
	fci->params = NULL;
	fci->named_params = NULL;
#if ZEND_DEBUG
	{
		zend_fcall_info engine_fci;
		zend_fcall_info_cache engine_fcc;

		ZEND_ASSERT(zend_fcall_info_init(arg, 0, &engine_fci, &engine_fcc, NULL, NULL) == SUCCESS);
		ZEND_ASSERT(memcmp(&engine_fcc, fcc, sizeof(engine_fcc)) == 0);
		ZEND_ASSERT(engine_fci.object == fci->object && engine_fci.size == fci->size);
	}
#endif
	return true;
}

/* Z_PARAM_FUNC_EX(): a Closure by iterpred_closure_fcall(), any other argument by the engine. */
#define ITERPRED_Z_PARAM_FUNC(dest_fci, dest_fcc, check_null) \
	if (_i < _num_args && iterpred_closure_fcall(_real_arg + 1, &(dest_fci), &(dest_fcc))) { \
		Z_PARAM_PROLOGUE(0, 0); \
	} else { \
		Z_PARAM_FUNC_EX(dest_fci, dest_fcc, check_null, 0); \
	}

/* any(), all() and none(): (iterable, ?callable = null, int mode = 0). */
static void iterpred_quantify(INTERNAL_FUNCTION_PARAMETERS, bool stop_on, bool if_stopped)
{
	iterpred_predicate pred = {0};
	zval *iterable;
	zend_long mode = 0;
	iterpred_result result;

	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_ITERABLE(iterable)
		Z_PARAM_OPTIONAL
		ITERPRED_Z_PARAM_FUNC(pred.fci, pred.fcc, 1)
		Z_PARAM_LONG(mode)
	ZEND_PARSE_PARAMETERS_END();

	if (mode != 0 && mode != ARRAY_FILTER_USE_KEY && mode != ARRAY_FILTER_USE_BOTH) {
		zend_argument_value_error(3, "must be 0, ARRAY_FILTER_USE_KEY or ARRAY_FILTER_USE_BOTH");
		RETURN_THROWS();
	}
	if (mode == ARRAY_FILTER_USE_BOTH && !ITERPRED_HAS_CALLBACK(&pred)) {
		zend_argument_value_error(3, "cannot be ARRAY_FILTER_USE_BOTH when no callback is given");
		RETURN_THROWS();
	}
	pred.mode = (iterpred_mode) mode;

	result = iterpred_walk(iterable, &pred, stop_on);
	if (result == ITERPRED_EXCEPTION) {
		RETURN_THROWS();
	}
	RETURN_BOOL((result == ITERPRED_MATCH) == if_stopped);
}

/* array_any(), array_every(): (array|Traversable, callable), the callback gets ($value, $key). */
static void iterpred_array_quantify(INTERNAL_FUNCTION_PARAMETERS, bool stop_on, bool if_stopped)
{
	iterpred_predicate pred = {.mode = ITERPRED_USE_BOTH};
	zval *array;
	iterpred_result result;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ITERABLE(array)
		ITERPRED_Z_PARAM_FUNC(pred.fci, pred.fcc, 0)
	ZEND_PARSE_PARAMETERS_END();

	result = iterpred_walk(array, &pred, stop_on);
	if (result == ITERPRED_EXCEPTION) {
		RETURN_THROWS();
	}
	RETURN_BOOL((result == ITERPRED_MATCH) == if_stopped);
}

PHP_FUNCTION(any)
{
	iterpred_quantify(INTERNAL_FUNCTION_PARAM_PASSTHRU, true, true);
}

PHP_FUNCTION(all)
{
	iterpred_quantify(INTERNAL_FUNCTION_PARAM_PASSTHRU, false, false);
}

PHP_FUNCTION(none)
{
	iterpred_quantify(INTERNAL_FUNCTION_PARAM_PASSTHRU, true, false);
}

PHP_FUNCTION(array_every)
{
	iterpred_array_quantify(INTERNAL_FUNCTION_PARAM_PASSTHRU, false, false);
}

/* Iterpred\array_any() is a function of its own: from PHP 8.4 on the global name is the engine's. */
ZEND_FUNCTION(Iterpred_array_any)
{
	iterpred_array_quantify(INTERNAL_FUNCTION_PARAM_PASSTHRU, true, true);
}

#ifdef ITERPRED_HAVE_ARRAY_ANY
PHP_FUNCTION(array_any)
{
	ZEND_FN(Iterpred_array_any)(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}
#endif

ZEND_DECLARE_MODULE_GLOBALS(iterpred)

PHP_INI_BEGIN()
	PHP_INI_ENTRY("iterpred.global_functions", "1", PHP_INI_SYSTEM, NULL)
	STD_PHP_INI_BOOLEAN("iterpred.call_free", "1", PHP_INI_ALL, OnUpdateBool, call_free, zend_iterpred_globals, iterpred_globals)
PHP_INI_END()

/* The functions in Iterpred\ always; the global names (any(), all(), ...) only where the host lets
 * iterpred have them: code that defines its own any() behind function_exists() keeps it with
 * iterpred.global_functions=0. They are registered here, where the INI setting is known. */
static zend_result iterpred_register_functions(int type)
{
	bool global_names = zend_ini_bool_literal("iterpred.global_functions");
	const zend_function_entry *entry;

	for (entry = ext_functions; entry->fname; entry++) {
		zend_function_entry one[] = {*entry, ZEND_FE_END};

		if ((global_names || strchr(entry->fname, '\\')) && zend_register_functions(NULL, one, NULL, type) == FAILURE) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

/* The (void) casts keep -Wextra quiet about the hook parameters we have no use for. */
PHP_MINIT_FUNCTION(iterpred)
{
#if defined(ZTS) && defined(COMPILE_DL_ITERPRED)
	/* MINIT reads the globals (the INI setting, the function table): the TSRM cache first. */
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	REGISTER_INI_ENTRIES();
	if (iterpred_register_functions(type) == FAILURE) {
		return FAILURE;
	}
	iterpred_predicate_startup();
	iterpred_expression_startup(type);
	return SUCCESS;
}

PHP_MSHUTDOWN_FUNCTION(iterpred)
{
	(void) type;
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

PHP_RINIT_FUNCTION(iterpred)
{
	(void) type;
	(void) module_number;
#if defined(ZTS) && defined(COMPILE_DL_ITERPRED)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	ITERPRED_G(kept) = NULL;
	ITERPRED_G(kept_freed) = false;
	return SUCCESS;
}

PHP_RSHUTDOWN_FUNCTION(iterpred)
{
	(void) type;
	(void) module_number;
	iterpred_expression_request_shutdown();
	return SUCCESS;
}

PHP_MINFO_FUNCTION(iterpred)
{
	(void) zend_module;
	php_info_print_table_start();
	php_info_print_table_row(2, "iterpred support", "enabled");
	php_info_print_table_row(2, "Version", PHP_ITERPRED_VERSION);
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

/* Empty: MINIT registers the functions. Not NULL, so that unloading a dl()-loaded iterpred
 * removes the functions MINIT registered (the engine does that only for a module with a list). */
static const zend_function_entry iterpred_functions_registered_in_minit[] = {
	ZEND_FE_END
};

zend_module_entry iterpred_module_entry = {
	STANDARD_MODULE_HEADER,
	"iterpred",
	iterpred_functions_registered_in_minit,
	PHP_MINIT(iterpred),
	PHP_MSHUTDOWN(iterpred),
	PHP_RINIT(iterpred),
	PHP_RSHUTDOWN(iterpred),
	PHP_MINFO(iterpred),
	PHP_ITERPRED_VERSION,
	PHP_MODULE_GLOBALS(iterpred),
	NULL,
	NULL,
	NULL,
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_ITERPRED
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(iterpred)
#endif
