#!/usr/bin/env bash
# Everything `npm test` (and `npm run bench`) needs on the machine before the tests run.
# Each step is idempotent and quiet when its tool is already installed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# 1. PostgreSQL server binaries: the test run starts its own throwaway cluster
#    (tests/support/global-setup.ts -> infra/scripts/start-postgres.sh).
bash "$here/install-postgres.sh"

# 2. Chromium for the end-to-end journeys (tests/e2e, playwright-core drives Debian's /usr/bin/chromium).
bash "$here/install-chromium.sh"

# 3. Python tools in .venv-tools/: schemathesis for tests/system/schemathesis.test.ts, ifctester for IDS checks.
bash "$here/install-python-tools.sh"

# 4. poppler-utils (pdftotext, pdftoppm) to read the PDF reports in tests/system/reports.test.ts.
bash "$here/install-poppler.sh"

# 5. The Apache Kafka broker jars (Maven Central) and Java for the relay, Kafka-source and fault tests, which
#    start their own KRaft broker (tests/support/kafka.ts -> infra/scripts/start-kafka.sh).
bash "$here/install-kafka.sh" >/dev/null

# 6. nginx, in front of the services in distributed mode (tests/distributed -> npm run start:distributed).
bash "$here/install-nginx.sh"
