#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "ext/standard/info.h"
#include "ext/standard/php_array.h"
#include "php_iterpred.h"
#include "traversal.h"
#include "iterpred_arginfo.h"

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
		Z_PARAM_FUNC_OR_NULL(pred.fci, pred.fcc)
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
		Z_PARAM_FUNC(pred.fci, pred.fcc)
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

#ifdef ITERPRED_HAVE_ARRAY_ANY
PHP_FUNCTION(array_any)
{
	iterpred_array_quantify(INTERNAL_FUNCTION_PARAM_PASSTHRU, true, true);
}
#endif

/* The (void) casts keep -Wextra quiet about the hook parameters we have no use for. */
PHP_MINIT_FUNCTION(iterpred)
{
	(void) type;
	(void) module_number;
	iterpred_predicate_startup();
	return SUCCESS;
}

PHP_RINIT_FUNCTION(iterpred)
{
	(void) type;
	(void) module_number;
#if defined(ZTS) && defined(COMPILE_DL_ITERPRED)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	return SUCCESS;
}

PHP_MINFO_FUNCTION(iterpred)
{
	(void) zend_module;
	php_info_print_table_start();
	php_info_print_table_row(2, "iterpred support", "enabled");
	php_info_print_table_row(2, "Version", PHP_ITERPRED_VERSION);
	php_info_print_table_end();
}

zend_module_entry iterpred_module_entry = {
	STANDARD_MODULE_HEADER,
	"iterpred",
	ext_functions,
	PHP_MINIT(iterpred),
	NULL,
	PHP_RINIT(iterpred),
	NULL,
	PHP_MINFO(iterpred),
	PHP_ITERPRED_VERSION,
	STANDARD_MODULE_PROPERTIES
};

#ifdef COMPILE_DL_ITERPRED
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(iterpred)
#endif
