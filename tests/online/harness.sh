# The online tests' harness (sourced by tests/online/test-*): a throw-away
# Prosody on loopback, TAP output, and `quintet-cli online` for three
# accounts. Debian's prosody, started as it is installed, with a
# configuration of its own in a temporary folder: c2s only (no s2s, no
# HTTP), offline storage, carbons and archives, TLS required, and a
# self-signed certificate that only these tests trust
# (QUINTET_XMPP_CAFILE). Without prosody or openssl the test skips.
#
#   source harness.sh; start_server; … ; finish
set -uo pipefail

cli=${QUINTET_CLI:?QUINTET_CLI: the quintet-cli to test}
domain=quintet.test
work=$(mktemp -d "${TMPDIR:-/tmp}/quintet-online-XXXXXX")
server_pid=
tests=0
failures=0

cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT
# meson stops a test that overruns with SIGTERM: the server goes too
trap "exit 143" TERM INT HUP

pass() {
  tests=$((tests + 1))
  echo "ok $tests - $1"
}

fail() {
  tests=$((tests + 1))
  failures=$((failures + 1))
  echo "not ok $tests - $1"
}

# absent PATTERN FILE: the file does not hold the pattern
absent() {
  ! grep -q -- "$1" "$2"
}

# check DESCRIPTION COMMAND…: passes when the command succeeds
check() {
  local description=$1
  shift
  if "$@"; then pass "$description"; else fail "$description"; fi
}

finish() {
  echo "1..$tests"
  [ "$failures" -eq 0 ]
  exit
}

# skip DESCRIPTION REASON: a check that cannot be made here
skip() {
  tests=$((tests + 1))
  echo "ok $tests - $1 # SKIP $2"
}

skip_all() {
  echo "1..0 # SKIP $1"
  exit 0
}

diag() {
  sed 's/^/# /' >&2
}

# A port nothing listens on (the server binds it a moment later; a clash
# shows as a server that does not start)
free_port() {
  local port
  for _ in $(seq 50); do
    port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  return 1
}

write_config() {
  local run_as_root=false
  [ "$(id -u)" = 0 ] && run_as_root=true
  cat >"$work/prosody.cfg.lua" <<LUA
-- quintet tests: throw-away, loopback only
run_as_root = $run_as_root
daemonize = false
pidfile = "$work/prosody.pid"
data_path = "$work/data"
plugin_paths = {}
interfaces = { "127.0.0.1" }
local_interfaces = { "127.0.0.1" }
c2s_ports = { $port }
c2s_direct_tls_ports = {}
s2s_ports = {}
http_ports = {}
https_ports = {}
component_ports = {}
admin_socket = "$work/prosody.sock"
modules_enabled = { "roster", "saslauth", $([ "${plain:-0}" = 1 ] || echo '"tls",') "disco", "carbons", $([ "${mam:-1}" = 0 ] || echo '"mam",') "ping", "offline", $([ "${blocklist:-1}" = 0 ] || echo '"blocklist"') }
modules_disabled = { "s2s", "admin_shell" }
c2s_require_encryption = ${require_encryption:-true}
allow_unencrypted_plain_auth = false
authentication = "internal_hashed"
storage = "internal"
-- Archives (XEP-0313) of every chat message, read back by a device that
-- was away; pages as Prosody's own default
default_archive_policy = true
archive_expires_after = "1w"
max_archive_query_results = 50
-- A payload over Quintet's own limit must reach the client, which refuses it
c2s_stanza_size_limit = 1024 * 1024
-- Prosody 13 (the Flatpak check's stand-in Sdk) reads a client at 10 kB/s
-- past a burst (mod_limits): that oversized payload would take half a
-- minute. Not the tests' business here.
limits = { c2s = { rate = "100mb/s", burst = "2s" } }
log = { { levels = { min = "info" }, to = "file", filename = "$work/prosody.log" } }
LUA
  # plain=1: a server that offers no TLS at all (the sign-in test); mam=0:
  # one that keeps no archives (the archive test); blocklist=0: one without
  # a block list (XEP-0191; the strangers' test)
  if [ "${plain:-0}" = 1 ]; then
    echo "certificates = \"$work/no-certs\"" >>"$work/prosody.cfg.lua"
    echo "VirtualHost \"$domain\"" >>"$work/prosody.cfg.lua"
    mkdir -p "$work/no-certs"
  else
    echo "certificates = \"$work/certs\"" >>"$work/prosody.cfg.lua"
    echo "VirtualHost \"$domain\"" >>"$work/prosody.cfg.lua"
    echo "  ssl = { certificate = \"$work/certs/$domain.crt\", key = \"$work/certs/$domain.key\" }" >>"$work/prosody.cfg.lua"
  fi
}

# make_certificate [NAME]: a new self-signed certificate (a new key too)
# for the domain, or made out to NAME (the trust test's wrong name); the
# server takes it when it starts
make_certificate() {
  local name=${1:-$domain}
  mkdir -p "$work/certs"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -subj "/CN=$name" -addext "subjectAltName=DNS:$name" \
    -keyout "$work/certs/$domain.key" -out "$work/certs/$domain.crt" 2>"$work/openssl.log" \
    || { diag <"$work/openssl.log"; return 1; }
  chmod 600 "$work/certs/$domain.key"
}

# Starts the server (again, after stop_server) and waits until it listens
run_server() {
  prosody --config "$work/prosody.cfg.lua" >>"$work/prosody.out" 2>&1 &
  server_pid=$!
  for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      return 0
    fi
    if ! kill -0 "$server_pid" 2>/dev/null; then
      break
    fi
    sleep 0.1
  done
  echo "prosody did not start:" | diag
  tail -20 "$work/prosody.out" "$work/prosody.log" 2>/dev/null | diag
  return 1
}

stop_server() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
    server_pid=
  fi
}

register() {
  prosodyctl --config "$work/prosody.cfg.lua" register "$1" "$domain" "$2" >>"$work/prosodyctl.log" 2>&1 \
    || { echo "could not register $1" | diag; tail -5 "$work/prosodyctl.log" | diag; return 1; }
}

# add_contact NAME CONTACT: CONTACT (a name) in NAME's roster, both ways
# subscribed, as Prosody keeps it on disk (read when NAME next signs in)
add_contact() {
  local dir="$work/data/${domain//./%2e}/roster"
  echo "$2" >>"$work/contacts-$1"
  mkdir -p "$dir"
  {
    echo 'return {'
    echo '  [false] = { ["version"] = 1; };'
    sort -u "$work/contacts-$1" | while read -r contact; do
      echo "  [\"$contact@$domain\"] = { [\"subscription\"] = \"both\"; [\"groups\"] = {}; };"
    done
    echo '};'
  } >"$dir/$1.dat"
}

# The server with the accounts alice, bob and mallory (password: NAME-secret)
start_server() {
  command -v prosody >/dev/null && command -v prosodyctl >/dev/null \
    || skip_all "prosody is not installed (Debian: apt-get install prosody)"
  command -v openssl >/dev/null || skip_all "openssl is not installed"
  port=$(free_port) || skip_all "no free port on loopback"
  make_certificate || skip_all "openssl could not make a certificate"
  write_config
  mkdir -p "$work/data"
  for name in alice bob mallory; do
    register "$name" "$name-secret" || exit 1
  done
  run_server || exit 1
  export QUINTET_XMPP_SERVER="127.0.0.1:$port"
  export QUINTET_XMPP_CAFILE="$work/certs/$domain.crt"
  unset QUINTET_PASSWORD
}

# as NAME online-command…: quintet-cli online as NAME@quintet.test, with
# the account's games in $work/NAME (the command's stderr in
# $work/NAME.err, and on the test's stderr)
as() {
  local name=$1 command=$2 status
  shift 2
  QUINTET_PASSWORD="$name-secret" "$cli" online "$command" --jid "$name@$domain" --dir "$work/$name" "$@" \
    2>"$work/$name.err"
  status=$?
  sed "s/^/# $name: /" "$work/$name.err" >&2
  cat "$work/$name.err" >>"$work/all.err"
  return $status
}

# field NAME GAME COLUMN: a column of the game's line in `list --offline`
# (1 id, 2 game, 3 opponent, 4 state, 5 turns, 6 whose turn, 7 offers)
field() {
  as "$1" list --offline | awk -F '\t' -v id="$2" -v column="$3" '$1 == id { print $column }'
}

# The record of a game as both sides share it (no Online tags, no date)
plain_record() {
  as "$1" show "$2" --offline
}

# Nothing refused since the last call (every client's stderr checked)
none_refused() {
  local refused
  refused=$(grep -i 'refused' "$work/all.err" 2>/dev/null)
  : >"$work/all.err"
  [ -z "$refused" ] || { diag <<<"$refused"; return 1; }
}

same_records() {
  local game=$1
  if diff <(plain_record alice "$game") <(plain_record bob "$game") >"$work/diff" 2>&1; then
    return 0
  fi
  diag <"$work/diff"
  return 1
}
