#!/usr/bin/env bash
# Stops a cluster started by start-postgres.sh (fast shutdown: open sessions are disconnected).
# Does nothing when it is not running. Leaves the data directory in place.
#
#   infra/scripts/stop-postgres.sh <datadir>
set -euo pipefail
# runuser, useradd and apt-get live in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

if [[ $# -ne 1 ]]; then
  echo "usage: $0 <datadir>" >&2
  exit 2
fi
datadir="$1"
pid_file="$datadir/postmaster.pid"
[[ -f "$pid_file" ]] || exit 0
pid="$(head -n 1 "$pid_file")"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/postgres-bin.sh
source "$here/lib/postgres-bin.sh"

# pg_ctl refuses to run as root: run it as the owner of the data directory.
owner="$(stat -c %U "$datadir")"
if bin_dir="$(postgres_bin_dir)"; then
  if [[ "$(id -u)" -eq 0 && "$owner" != "root" ]]; then
    (cd "$datadir" && runuser -u "$owner" -- "$bin_dir/pg_ctl" stop -D "$datadir" -m fast -w -t 30 -s) && exit 0
  else
    "$bin_dir/pg_ctl" stop -D "$datadir" -m fast -w -t 30 -s && exit 0
  fi
fi

# pg_ctl failed or is missing: stop the postmaster by its pid (SIGINT = fast shutdown), then wait.
if kill -0 "$pid" 2>/dev/null; then
  kill -INT "$pid" 2>/dev/null || true
  for _ in $(seq 1 300); do
    kill -0 "$pid" 2>/dev/null || exit 0
    sleep 0.1
  done
  echo "stop-postgres: postmaster $pid did not stop after fast shutdown; sending SIGQUIT" >&2
  kill -QUIT "$pid" 2>/dev/null || true
fi
