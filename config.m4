PHP_ARG_ENABLE([iterpred],
  [whether to enable iterpred],
  [AS_HELP_STRING([--enable-iterpred], [Enable iterpred: any(), all(), none() over any iterable])],
  [no])

if test "$PHP_ITERPRED" != "no"; then
  PHP_NEW_EXTENSION(iterpred, iterpred.c traversal.c predicate.c expression.c, $ext_shared,, -DZEND_ENABLE_STATIC_TSRMLS_CACHE=1)
fi
