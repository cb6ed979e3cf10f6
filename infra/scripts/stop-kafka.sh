#!/usr/bin/env bash
# Stops the broker that infra/scripts/start-kafka.sh started in <datadir> (SIGTERM: it flushes and closes
# its logs; SIGKILL after 30 s). Quiet when none runs.
set -euo pipefail
if [[ $# -ne 1 ]]; then
  echo "usage: $0 <datadir>" >&2
  exit 2
fi
pidfile="$1/kafka.pid"
[[ -f "$pidfile" ]] || exit 0
pid="$(cat "$pidfile")"
if kill -0 "$pid" 2>/dev/null; then
  kill "$pid"
  for _ in $(seq 1 120); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
  done
  kill -9 "$pid" 2>/dev/null || true
fi
rm -f "$pidfile"
