#!/usr/bin/env bash
# Makes sure the PostgreSQL server binaries (initdb, pg_ctl, postgres) are installed.
#
# Idempotent: when they are already there it only prints the directory it uses. Otherwise it installs
# Debian's `postgresql` package non-interactively (needs root, which the test box has). The package's
# own cluster is not used: tests start throwaway clusters with start-postgres.sh.
#
# Usage: infra/scripts/install-postgres.sh
set -euo pipefail
# runuser, useradd and apt-get live in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/postgres-bin.sh
source "$here/lib/postgres-bin.sh"

if bin_dir="$(postgres_bin_dir)"; then
  echo "postgres: using $bin_dir"
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "postgres: server binaries not found and not running as root; install the 'postgresql' package" >&2
  exit 1
fi

echo "postgres: installing Debian package 'postgresql'..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null

# Debian starts the packaged cluster when a service manager is present; we do not need it.
if command -v pg_ctlcluster >/dev/null 2>&1; then
  for conf in /etc/postgresql/*/main; do
    [[ -d "$conf" ]] || continue
    version="$(basename "$(dirname "$conf")")"
    pg_ctlcluster "$version" main stop >/dev/null 2>&1 || true
  done
fi

if ! bin_dir="$(postgres_bin_dir)"; then
  echo "postgres: installed the package but still cannot find initdb/pg_ctl/postgres" >&2
  exit 1
fi
echo "postgres: using $bin_dir"
