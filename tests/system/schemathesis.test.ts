/**
 * Schemathesis (from PyPI, in .venv-tools/ made by infra/scripts/install-python-tools.sh) calls every
 * operation of GET /1.2/openapi.json with data generated from the document, valid and invalid, and checks
 * each answer against the document: no 500, only documented statuses, content types and shapes, valid data
 * accepted and invalid data refused, 405 for undocumented methods. Zero failures means the document says
 * exactly what the server does. It runs on a throwaway PostgreSQL database of its own, since it writes.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"
import { useTestStack } from "../support/use-test-stack"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const SCHEMATHESIS = path.join(root, ".venv-tools/bin/schemathesis")
const HOOKS = path.join(root, "tests/system/schemathesis/hooks.py")
/** The whole run's budget: fuzzing repeats until it is spent (the machine has two cores). */
const MAX_SECONDS = 120

const running = useTestStack({ engine: "pg" })

const schemathesis = (args: readonly string[], cwd: string): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve, reject) => {
    // Asynchronous: the app under test answers from this very process.
    const child = spawn(SCHEMATHESIS, args, { cwd, env: { ...process.env, SCHEMATHESIS_HOOKS: HOOKS, NO_COLOR: "1" } })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, output }))
  })

it("finds no request or answer that differs from the OpenAPI document", async () => {
  expect(existsSync(SCHEMATHESIS), `${SCHEMATHESIS} is missing: run infra/scripts/install-python-tools.sh`).toBe(true)
  const cwd = mkdtempSync(path.join(tmpdir(), "bimp-schemathesis-"))
  try {
    const { code, output } = await schemathesis(
      [
        "run",
        `${running.baseUrl}/1.2/openapi.json`,
        "--header", `Authorization: Bearer ${running.api.token}`,
        // All checks; positive_data_acceptance in the variant of hooks.py, which lets refusals that depend on
        // stored data pass (an id that does not exist, an unknown mailed token), not a shape the document allows.
        "--checks", "all",
        // negative_data_rejection too, in the variant of hooks.py that knows a text file's body cannot be of a wrong type.
        "--exclude-checks", "positive_data_acceptance,negative_data_rejection",
        // The token's own session and account: logging out or erasing the admin would end the run's authority.
        "--exclude-name", "GET /1.2/auth/logout",
        "--exclude-name", "DELETE /1.2/user/users/{id}",
        // The server refuses NUL characters and lone surrogates in every text of a body (the document's
        // description says so): keys and values of free additional properties cannot carry that in a schema.
        "--generation-allow-x00", "false",
        "--generation-codec", "utf-8",
        "--generation-database", "none",
        "--seed", "20261125",
        "--max-examples", "8",
        "--max-time", String(MAX_SECONDS),
        // One worker: Python 3.11's ast.parse, which hypothesis uses to describe strategies, is not thread-safe.
        "--workers", "1",
        "--request-timeout", "10",
        "--no-color",
      ],
      cwd,
    )
    // One line of counts when it passes; the findings in full when there are any. The pass line is reworded:
    // schemathesis ends with a pytest-style "=== N warnings in Ts ===" banner, which log readers that look for
    // pytest's summary take for a run of zero tests.
    if (code === 0) console.log(`schemathesis: ${/Test cases:\s*(.+)/.exec(output)?.[1]?.trim() ?? "passed"}`)
    else console.log(output)
    expect(code, `schemathesis found differences (output above):\n${output.slice(-20_000)}`).toBe(0)
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
}, (MAX_SECONDS + 120) * 1000)
