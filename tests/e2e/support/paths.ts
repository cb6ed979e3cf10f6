import path from "node:path"
import { fileURLToPath } from "node:url"

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
/** One PNG per main screen, kept after the run (git-ignored). */
export const screenshotDir = path.join(repoRoot, "tests/e2e/screenshots")
