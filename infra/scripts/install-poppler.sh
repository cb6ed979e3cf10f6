#!/usr/bin/env bash
# Makes sure Debian's poppler-utils (pdftotext, pdftoppm) are installed, for the report tests
# (tests/system/reports.test.ts reads the PDFs' text and renders their first page).
#
# Idempotent: when pdftotext and pdftoppm exist it only says so. Otherwise it installs Debian's
# `poppler-utils` package non-interactively (needs root, which the test box has), with one `apt-get update`.
#
# Usage: infra/scripts/install-poppler.sh
set -euo pipefail
# apt-get lives in sbin, which a minimal PATH (env -i, cron, CI) may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

if command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1; then
  echo "poppler: using $(command -v pdftotext), $(command -v pdftoppm)"
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "poppler: pdftotext or pdftoppm not found and not running as root; install the 'poppler-utils' package" >&2
  exit 1
fi

echo "poppler: installing Debian package 'poppler-utils'..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends poppler-utils >/dev/null

if ! command -v pdftotext >/dev/null 2>&1; then
  echo "poppler: installed the package but pdftotext is still missing" >&2
  exit 1
fi
echo "poppler: using $(command -v pdftotext) ($(pdftotext -v 2>&1 | head -1))"
