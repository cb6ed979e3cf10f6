#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed at /usr/bin/chromium, for the end-to-end journeys
# (tests/e2e, driven by playwright-core, which brings no browser of its own).
#
# Idempotent: when /usr/bin/chromium exists it only says so. Otherwise it installs Debian's `chromium`
# package non-interactively (needs root, which the test box has), with one `apt-get update`.
#
# Usage: infra/scripts/install-chromium.sh
set -euo pipefail
# apt-get lives in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

CHROMIUM=/usr/bin/chromium

if [[ -x "$CHROMIUM" ]]; then
  echo "chromium: using $CHROMIUM"
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "chromium: $CHROMIUM not found and not running as root; install the 'chromium' package" >&2
  exit 1
fi

echo "chromium: installing Debian package 'chromium'..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null

if [[ ! -x "$CHROMIUM" ]]; then
  echo "chromium: installed the package but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "chromium: using $CHROMIUM ($("$CHROMIUM" --version 2>/dev/null || echo "version unknown"))"
