# shellcheck shell=bash
# Sourced by the PostgreSQL scripts: finds the directory holding initdb, pg_ctl and postgres.
#
# Debian keeps the server binaries in /usr/lib/postgresql/<major>/bin and puts only the client
# wrappers on PATH, so PATH alone is not enough. Prefers PATH when it has all three (a developer's
# own build), else the newest Debian major version. Prints nothing and returns 1 when none is found.

postgres_bin_dir() {
  local tool dir candidate
  if tool="$(command -v initdb 2>/dev/null)"; then
    dir="$(dirname "$(readlink -f "$tool")")"
    if [[ -x "$dir/pg_ctl" && -x "$dir/postgres" ]]; then
      echo "$dir"
      return 0
    fi
  fi
  # Newest major first (version sort, reversed).
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$candidate/initdb" && -x "$candidate/pg_ctl" && -x "$candidate/postgres" ]]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}
