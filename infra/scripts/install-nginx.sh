#!/usr/bin/env bash
# Makes sure Debian's nginx is installed, for distributed mode (`npm run start:distributed`, which runs
# it in the foreground under DATA_DIR) and its tests (tests/distributed).
#
# Idempotent: when an nginx binary exists it only says which. Otherwise it installs Debian's `nginx`
# package non-interactively — directly as root, with sudo otherwise — with one `apt-get update`. The
# package's own site (a daemon on port 80 when a service manager is present) is stopped: the launcher
# runs its own nginx with its own prefix, config and pid file.
#
# Usage: infra/scripts/install-nginx.sh
set -euo pipefail
# nginx and apt-get live in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

if command -v nginx >/dev/null 2>&1; then
  echo "nginx: using $(command -v nginx) ($(nginx -v 2>&1 | sed 's/^nginx version: //'))"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo --non-interactive)
else
  echo "nginx: not found, not running as root and no sudo; install the 'nginx' package" >&2
  exit 1
fi

echo "nginx: installing Debian package 'nginx'..."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null

# Debian starts the packaged site when a service manager is present; we do not need it.
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx 2>/dev/null; then
  "${as_root[@]}" systemctl stop nginx || true
  "${as_root[@]}" systemctl disable nginx >/dev/null 2>&1 || true
fi

if ! command -v nginx >/dev/null 2>&1; then
  echo "nginx: installed the package but the nginx binary is still missing" >&2
  exit 1
fi
echo "nginx: using $(command -v nginx) ($(nginx -v 2>&1 | sed 's/^nginx version: //'))"
