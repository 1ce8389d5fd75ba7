<?php
// $mode chooses what the callback receives, with array_filter's constants.

$env = ['APP_ENV' => 'prod', 'APP_DEBUG' => '0', 'db_host' => 'localhost'];

// ARRAY_FILTER_USE_KEY: the callback gets the key.
var_dump(all($env, fn(string $key) => strtoupper($key) === $key, ARRAY_FILTER_USE_KEY));

// ARRAY_FILTER_USE_BOTH: the callback gets ($value, $key).
var_dump(any($env, fn($value, $key) => $key === 'APP_DEBUG' && $value === '1', ARRAY_FILTER_USE_BOTH));

// ARRAY_FILTER_USE_KEY without a callback tests the keys themselves.
var_dump(all([0 => 'zero', 1 => 'one'], null, ARRAY_FILTER_USE_KEY));

// array_every() always passes ($value, $key), like PHP 8.4's array_any()/array_all().
var_dump(array_every($env, fn($value, $key) => is_string($value) && is_string($key)));
