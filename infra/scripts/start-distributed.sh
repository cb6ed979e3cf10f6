#!/usr/bin/env bash
# Distributed mode on one machine, for development: a throwaway PostgreSQL cluster, then the command
# service (:8082), query service (:8081) and projector as separate processes on loopback. Put nginx with
# infra/deploy/nginx/bimprofile.conf in front for one origin. Stop with Ctrl-C (all children stop).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
data="${BIMP_PG_DIR:-$root/data/postgres}"
port="${BIMP_PG_PORT:-55432}"
bash "$here/install-postgres.sh"
mkdir -p "$data"
bash "$here/start-postgres.sh" "$data" "$port" >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" HOST=127.0.0.1
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait || true; bash "$here/stop-postgres.sh" "$data" || true; }
trap cleanup EXIT INT TERM
cd "$root"
PORT=8082 node --import tsx command-service/src/server.ts & pids+=($!)
sleep 3 # the command service migrates and seeds first
PORT=8081 node --import tsx query-service/src/server.ts & pids+=($!)
node --import tsx projector/src/cli.ts run & pids+=($!)
echo "command service :8082, query service :8081, projector running; DATABASE_URL=$DATABASE_URL"
wait
