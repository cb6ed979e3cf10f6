#!/usr/bin/env bash
# Fetches the Apache Kafka broker (KRaft) jars from Maven Central into infra/.cache/kafka/<version>/libs,
# once: the dependency list is infra/kafka/pom.xml. Needs Maven and a Java 17+ runtime (installed from
# Debian when missing). Prints the libs directory. Idempotent and quiet when the jars are there.
set -euo pipefail
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
version="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$root/infra/kafka/pom.xml")"
libs="$root/infra/.cache/kafka/$version/libs"

apt_install() {
  local sudo=""
  if [[ "$(id -u)" -ne 0 ]]; then sudo="sudo -n"; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$@" >/dev/null 2>&1 ||
    { DEBIAN_FRONTEND=noninteractive $sudo apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$@" >/dev/null; }
}
# Kafka 4.x brokers need Java 17 or newer.
if ! command -v java >/dev/null 2>&1; then apt_install openjdk-17-jre-headless; fi
if [[ -f "$libs/kafka_2.13-$version.jar" && -f "$libs/.complete" ]]; then
  echo "$libs"
  exit 0
fi
if ! command -v mvn >/dev/null 2>&1; then apt_install maven; fi
tmp="$libs.partial.$$"
rm -rf "$tmp"
mkdir -p "$tmp"
# -q: only errors; the jars land in ~/.m2 first, so a second machine-local install is offline.
mvn -B -q -f "$root/infra/kafka/pom.xml" dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$tmp" >&2
touch "$tmp/.complete"
rm -rf "$libs"
mv "$tmp" "$libs"
echo "$libs"
