/** @module The machine's tools the set needs — PostgreSQL's server binaries, nginx — installed by their scripts when missing. */
import { spawnSync } from "node:child_process"
import path from "node:path"

/** Runs infra/scripts/<script> (idempotent, quick when the tool is there); its output is shown only when it fails. */
export const ensureTool = (repoRoot: string, script: string): void => {
  const run = spawnSync("bash", [path.join(repoRoot, "infra/scripts", script)], { encoding: "utf8" })
  if (run.status !== 0) throw new Error(`infra/scripts/${script} failed:\n${(run.stderr || run.stdout).trim()}`)
}
