<?php
// $mode chooses what the callback receives, with array_filter's constants.
require __DIR__ . '/_show.php';

$env = ['APP_ENV' => 'prod', 'APP_DEBUG' => '0', 'db_host' => 'localhost'];

// ARRAY_FILTER_USE_KEY: the callback gets the key.
show(all($env, fn(string $key) => strtoupper($key) === $key, ARRAY_FILTER_USE_KEY));

// ARRAY_FILTER_USE_BOTH: the callback gets ($value, $key).
show(any($env, fn($value, $key) => $key === 'APP_DEBUG' && $value === '1', ARRAY_FILTER_USE_BOTH));

// ARRAY_FILTER_USE_KEY without a callback tests the keys themselves.
show(all([0 => 'zero', 1 => 'one'], null, ARRAY_FILTER_USE_KEY));

// array_every() always passes ($value, $key), like PHP 8.4's array_any()/array_all().
show(array_every($env, fn($value, $key) => is_string($value) && is_string($key)));
