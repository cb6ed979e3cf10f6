/** @module The client nginx serves (client/dist): built first when missing, as `npm start` builds it. */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

export const ensureClientBuilt = (repoRoot: string, say: (line: string) => void): void => {
  if (fs.existsSync(path.join(repoRoot, "client/dist/index.html"))) return
  say("building the client (client/dist is missing)…")
  const build = spawnSync("npm", ["run", "build", "-w", "@bimprofile/client"], { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] })
  if (build.status !== 0) throw new Error("the client build failed (npm run build -w @bimprofile/client)")
}
