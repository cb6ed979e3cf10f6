#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests and development and prints the postmaster pid.
#
#   infra/scripts/start-postgres.sh <datadir> <port>
#
# - <datadir> is created (or reused if it already holds a cluster); the unix socket lives inside it.
# - Listens on 127.0.0.1:<port> only, trust authentication, superuser role `postgres`:
#   connect with postgres://postgres@127.0.0.1:<port>/postgres
# - PostgreSQL refuses to run as root: when run as root the cluster belongs to the system user
#   `bimptest` (created if missing). Otherwise it runs as the calling user.
# - fsync stays on: benchmarks and tests run against honest durability.
# - Idempotent: if the cluster in <datadir> already runs, prints its pid and exits.
# Stop it with infra/scripts/stop-postgres.sh <datadir>.
set -euo pipefail
# runuser, useradd and apt-get live in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <datadir> <port>" >&2
  exit 2
fi
datadir="$1"
port="$2"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/postgres-bin.sh
source "$here/lib/postgres-bin.sh"
if ! bin_dir="$(postgres_bin_dir)"; then
  echo "start-postgres: PostgreSQL server binaries not found; run infra/scripts/install-postgres.sh" >&2
  exit 1
fi

# --- the user the server runs as -------------------------------------------------------------------
run_user=""
if [[ "$(id -u)" -eq 0 ]]; then
  run_user="bimptest"
  if ! id -u "$run_user" >/dev/null 2>&1; then
    # A system user without home or login shell; `|| true` + re-check survives a concurrent creation.
    useradd --system --no-create-home --shell /usr/sbin/nologin "$run_user" 2>/dev/null || true
    id -u "$run_user" >/dev/null
  fi
fi

# Runs a command as the cluster's user, from a directory that user can read.
as_pg_user() {
  if [[ -n "$run_user" ]]; then
    (cd "$datadir" && runuser -u "$run_user" -- "$@")
  else
    (cd "$datadir" && "$@")
  fi
}

mkdir -p "$datadir"
datadir="$(cd "$datadir" && pwd)" # absolute: the socket directory setting needs it
if [[ -n "$run_user" ]]; then chown "$run_user": "$datadir"; fi
chmod 700 "$datadir"
if [[ -n "$run_user" ]] && ! runuser -u "$run_user" -- test -w "$datadir"; then
  echo "start-postgres: user $run_user cannot reach $datadir (a parent directory is closed to it); use a directory under /tmp" >&2
  exit 1
fi

# --- already running? ------------------------------------------------------------------------------
if [[ -f "$datadir/postmaster.pid" ]] && as_pg_user "$bin_dir/pg_ctl" status -D "$datadir" >/dev/null 2>&1; then
  head -n 1 "$datadir/postmaster.pid"
  exit 0
fi

# --- create the cluster ----------------------------------------------------------------------------
if [[ ! -f "$datadir/PG_VERSION" ]]; then
  # --no-sync only skips flushing the freshly created files at init time (a throwaway cluster);
  # the running server still fsyncs every commit.
  # (initdb wants an empty directory: its output is kept in memory and shown only on failure.)
  if ! initdb_output="$(as_pg_user "$bin_dir/initdb" -D "$datadir" -U postgres --auth=trust -E UTF8 \
    --locale=C.UTF-8 --no-sync --no-instructions 2>&1)"; then
    echo "$initdb_output" >&2
    exit 1
  fi

  # Loopback only: trust is safe because nothing outside this machine can connect.
  cat >"$datadir/pg_hba.conf" <<HBA
# TYPE  DATABASE  USER  ADDRESS        METHOD
local   all       all                  trust
host    all       all   127.0.0.1/32   trust
HBA

  # Later settings win over initdb's defaults above them.
  cat >>"$datadir/postgresql.conf" <<CONF

# --- bimprofile test cluster (infra/scripts/start-postgres.sh) ---
listen_addresses = '127.0.0.1'
unix_socket_directories = '$datadir'
max_connections = 200             # several services and test workers, each with a pool
shared_buffers = 256MB
work_mem = 8MB
maintenance_work_mem = 64MB
effective_cache_size = 1GB
max_worker_processes = 4          # a 2-core box
max_parallel_workers = 2
max_parallel_workers_per_gather = 1
fsync = on                        # measured honestly: commits are durable
synchronous_commit = on
max_wal_size = 1GB
log_min_messages = warning
log_line_prefix = '%m [%p] %q%u@%d '
CONF
fi
# The port may differ from the one the cluster was first started with.
port_conf="$datadir/postgresql.conf"
sed -i '/^port = .*# start-postgres.sh$/d' "$port_conf"
echo "port = $port  # start-postgres.sh" >>"$port_conf"
if [[ -n "$run_user" ]]; then chown "$run_user": "$port_conf"; fi

# --- start -----------------------------------------------------------------------------------------
if ! as_pg_user "$bin_dir/pg_ctl" start -D "$datadir" -l "$datadir/server.log" -w -t 60 -s >/dev/null; then
  echo "start-postgres: server did not start; last lines of $datadir/server.log:" >&2
  tail -n 20 "$datadir/server.log" >&2 || true
  exit 1
fi
head -n 1 "$datadir/postmaster.pid"
