#!/usr/bin/env bash
# A PostgreSQL streaming replica of the local server, for the tests of DATABASE_REPLICA_URL (docs/operations.md,
# "A read replica"). `start` (the default) reuses a replica already streaming on REPLICA_PORT, or makes a new one
# from pg_basebackup of the primary; it prints the replica's URL on its last line. `stop` stops it.
# The server runs detached (pg_ctl, output to its log file): nothing here holds the caller's terminal or pipes.
#
#   PRIMARY_HOST / PRIMARY_PORT / PRIMARY_USER   the primary (127.0.0.1, 5432, postgres; trust or ~/.pgpass)
#   REPLICA_PORT                                 the replica's port (5433)
#   REPLICA_DIR                                  its data directory and log (/var/tmp/inmoperu-replica)
#   PG_BIN                                       PostgreSQL's programs (/usr/lib/postgresql/<primary's major>/bin)
set -euo pipefail

action="${1:-start}"
primary_host="${PRIMARY_HOST:-127.0.0.1}"
primary_port="${PRIMARY_PORT:-5432}"
primary_user="${PRIMARY_USER:-postgres}"
replica_port="${REPLICA_PORT:-5433}"
replica_dir="${REPLICA_DIR:-/var/tmp/inmoperu-replica}"
data_dir="$replica_dir/data"
log_file="$replica_dir/replica.log"

fail() {
  echo "start-replica: $*" >&2
  exit 1
}

# PostgreSQL refuses to run as root: as root, the cluster belongs to and runs as the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

primary() {
  timeout 15 psql -X -q -At -h "$primary_host" -p "$primary_port" -U "$primary_user" -d postgres "$@"
}

replica() {
  timeout 10 psql -X -q -At -h 127.0.0.1 -p "$replica_port" -U "$primary_user" -d postgres "$@"
}

major="$(primary -c 'show server_version_num' 2>/dev/null)" ||
  fail "the primary at $primary_host:$primary_port does not answer (psql as $primary_user)"
major=$((major / 10000))
pg_bin="${PG_BIN:-/usr/lib/postgresql/$major/bin}"
[ -x "$pg_bin/pg_ctl" ] || fail "no pg_ctl in $pg_bin (set PG_BIN to PostgreSQL $major's programs)"

stop_replica() {
  if [ -f "$data_dir/postmaster.pid" ]; then
    as_owner timeout 60 "$pg_bin/pg_ctl" -D "$data_dir" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_owner timeout 30 "$pg_bin/pg_ctl" -D "$data_dir" -m immediate -w -t 20 stop >/dev/null 2>&1 || true
  fi
}

if [ "$action" = stop ]; then
  stop_replica
  echo "start-replica: stopped the replica in $data_dir"
  exit 0
fi
[ "$action" = start ] || fail "unknown action '$action' (start or stop)"

url="postgres://$primary_user@127.0.0.1:$replica_port/postgres"

# A replica of this primary already streaming: reused, its replay resumed (a test stopped half-way may have
# left it paused).
if [ "$(replica -c "select pg_is_in_recovery() and exists (select from pg_stat_wal_receiver where status = 'streaming')" 2>/dev/null)" = t ]; then
  replica -c 'select pg_wal_replay_resume()' >/dev/null
  echo "start-replica: reusing the replica streaming on port $replica_port"
  echo "$url"
  exit 0
fi

# Anything else on that port is not ours to stop: say so rather than fight over it.
if "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$replica_port" -t 2 && [ ! -f "$data_dir/postmaster.pid" ]; then
  fail "port $replica_port is taken by a server that is not a streaming replica (set REPLICA_PORT)"
fi
stop_replica
rm -rf "$data_dir"
mkdir -p "$replica_dir"
[ "$(id -u)" = 0 ] && chown postgres: "$replica_dir"

# The primary must accept replication connections from here (pg_hba.conf's "all" does not cover them).
if ! primary -d "replication=true" -c 'IDENTIFY_SYSTEM' >/dev/null 2>&1; then
  hba="$(primary -c 'show hba_file')"
  [ -w "$hba" ] || fail "the primary refuses replication connections and $hba is not writable: add
  host replication $primary_user 127.0.0.1/32 trust"
  echo "start-replica: allowing replication connections from 127.0.0.1 in $hba"
  printf '\n# Streaming replicas on this machine (scripts/start-replica.sh)\nhost replication %s 127.0.0.1/32 trust\n' \
    "$primary_user" >>"$hba"
  primary -c 'select pg_reload_conf()' >/dev/null
  sleep 1
  primary -d "replication=true" -c 'IDENTIFY_SYSTEM' >/dev/null 2>&1 ||
    fail "the primary still refuses replication connections after reloading $hba"
fi

# A hot standby refuses to start with fewer of these than its primary has.
settings="$(primary -F= -c "select name, setting from pg_settings where name in ('max_connections',
  'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')")"

echo "start-replica: copying the primary ($primary_host:$primary_port) into $data_dir"
as_owner timeout 300 "$pg_bin/pg_basebackup" -h "$primary_host" -p "$primary_port" -U "$primary_user" \
  -D "$data_dir" -X stream -R --checkpoint=fast --no-password ||
  fail "pg_basebackup failed or took over 300 s"

# Debian keeps the configuration outside the data directory: the replica gets its own, small one.
cat <<CONF | as_owner tee "$data_dir/postgresql.conf" >/dev/null
port = $replica_port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$replica_dir'
hot_standby = on
# Long reads on the replica are not cancelled by the cleanup of rows they still see.
hot_standby_feedback = on
shared_buffers = 32MB
$(echo "$settings" | sed 's/=/ = /')
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_owner tee "$data_dir/pg_hba.conf" >/dev/null
: | as_owner tee "$data_dir/pg_ident.conf" >/dev/null

as_owner timeout 90 "$pg_bin/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 60 start >/dev/null ||
  fail "the replica did not start; its log: $log_file
$(tail -n 20 "$log_file" 2>/dev/null)"

for _ in $(seq 1 60); do
  if [ "$(replica -c "select exists (select from pg_stat_wal_receiver where status = 'streaming')" 2>/dev/null)" = t ]; then
    echo "start-replica: streaming from $primary_host:$primary_port on port $replica_port"
    echo "$url"
    exit 0
  fi
  sleep 0.5
done
fail "the replica started but is not streaming after 30 s; its log: $log_file
$(tail -n 20 "$log_file" 2>/dev/null)"
