#!/usr/bin/env bash
# FPM, the SAPI most production PHP runs under: starts php-fpm8.2 (4 workers, opcache on) on a
# loopback port with iterpred loaded, requests a page that calls any()/all()/none() over FastCGI, and
# checks the answers. Then 50 requests, 4 at a time, each letting a generator walked by all() allocate
# until memory_limit: each must get the engine's "Allowed memory size" fatal error with its shutdown
# function run, and no worker may end (exit 137 from the allocator's hard limit, or a signal).
# ITERPRED_EXT=PATH checks an iterpred.so built elsewhere instead of building one.
# Installs php8.2-fpm and libfcgi-bin (cgi-fcgi) when they are missing.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v php-fpm8.2 >/dev/null && [ ! -x /usr/sbin/php-fpm8.2 ] || ! command -v cgi-fcgi >/dev/null; then
	bash "$src/scripts/apt-install.sh" php8.2-fpm libfcgi-bin
fi

work=$(mktemp -d /tmp/iterpred-fpm.XXXXXX)
fpm_pid=
cleanup() {
	[ -z "$fpm_pid" ] || kill "$fpm_pid" 2>/dev/null || true
	wait 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

ext=${ITERPRED_EXT:-$(bash "$src/scripts/build.sh" --dir="$work/build")}
port=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo substr(strrchr(stream_socket_get_name($s, false), ":"), 1);')

cat >"$work/fpm.conf" <<CONF
[global]
error_log = $work/fpm.log
daemonize = no
[iterpred]
listen = 127.0.0.1:$port
pm = static
pm.max_children = 4
catch_workers_output = yes
CONF
cat >"$work/page.php" <<'PHP'
<?php
$ids = array_map('intval', explode(',', $_GET['ids'] ?? ''));
echo PHP_SAPI, ' ', phpversion('iterpred'), "\n";
echo 'any>10 ', var_export(any($ids, fn(int $id) => $id > 10), true), "\n";
echo 'all>0 ', var_export(all(new ArrayIterator($ids), fn(int $id) => $id > 0), true), "\n";
echo 'none<0 ', var_export(none((fn() => yield from $ids)(), fn(int $id) => $id < 0), true), "\n";
PHP
cat >"$work/memory.php" <<'PHP'
<?php
register_shutdown_function(function () { echo "shutdown ran\n"; });
ini_set('memory_limit', '24M');
$g = (function () { $kept = []; for ($i = 1; ; $i++) { $kept[] = $i; yield $i; } })();
all($g);
echo "not reached\n";
PHP

# -n: no php.ini, only iterpred and opcache; -R: CI runs as root.
/usr/sbin/php-fpm8.2 -n -d extension="$ext" -d zend_extension=opcache -d opcache.enable=1 -d display_errors=1 -d html_errors=0 \
	-y "$work/fpm.conf" -R -F &
fpm_pid=$!

request() {
	SCRIPT_FILENAME=$work/${2:-page.php} REQUEST_METHOD=GET QUERY_STRING=$1 \
		cgi-fcgi -bind -connect "127.0.0.1:$port" 2>/dev/null | tr -d '\r' | sed '1,/^$/d'
}

body=
for _ in $(seq 100); do
	body=$(request 'ids=3,7,12') && [ -n "$body" ] && break
	sleep 0.1
done
expected="fpm-fcgi $(php -n -d extension="$ext" -r 'echo phpversion("iterpred");')
any>10 true
all>0 true
none<0 true"
echo "$body"
if [ "$body" != "$expected" ]; then
	echo "fpm-check: unexpected answer from php-fpm; its log:" >&2
	cat "$work/fpm.log" >&2 || true
	exit 1
fi
second=$(request 'ids=1,-2')
echo "$second"
[ "$(echo "$second" | sed -n 2,4p | tr '\n' ' ')" = "any>10 false all>0 false none<0 false " ] || { echo "fpm-check: wrong answers on the second request" >&2; exit 1; }
echo "fpm-check: php-fpm answered with iterpred loaded"

export -f request
export work port
seq 50 | xargs -P4 -I{} bash -c 'request "n={}" memory.php >"$work/memory-{}.out"'
bad=0
for n in $(seq 50); do
	out=$(cat "$work/memory-$n.out")
	if ! grep -q '^Fatal error: Allowed memory size of 25165824 bytes exhausted' <<<"$out" || ! grep -qx 'shutdown ran' <<<"$out"; then
		echo "fpm-check: request $n did not get the fatal error and its shutdown function:" >&2
		echo "$out" | head -n5 >&2
		bad=1
	fi
done
sleep 0.5
if grep -E 'exited (with code|on signal)|Hard memory limit' "$work/fpm.log" >&2; then
	echo "fpm-check: a worker ended while walking a generator that reached memory_limit (above, from php-fpm's log)" >&2
	bad=1
fi
[ "$bad" = 0 ] || exit 1
echo "fpm-check: 50 requests reaching memory_limit inside a walked generator got the ordinary fatal error; no worker ended"
