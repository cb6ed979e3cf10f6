/**
 * @module The built client the product serves, as `npm start` builds it (the client's own Vite, in
 * client/): built once, and again only when a source is newer than client/dist. Concurrent spec files
 * (vitest forks) take a lock directory so one builds while the others wait.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { repoRoot } from "./paths"

const clientDir = path.join(repoRoot, "client")
const manifest = path.join(clientDir, "dist/.vite/manifest.json")
const lockDir = path.join(repoRoot, ".tmp/e2e-client-build.lock")

/** The newest modification time under a folder (or of a file). */
const newest = (target: string): number => {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)))
  return latest
}

export const clientIsBuilt = (): boolean => {
  const built = fs.statSync(manifest, { throwIfNoEntry: false })?.mtimeMs ?? 0
  // The sources, index.html and the build's own modules (vite.config.ts and its plugins, top-level *.ts).
  const buildModules = fs.readdirSync(clientDir).filter((file) => file.endsWith(".ts"))
  const sources = Math.max(...["src", "index.html", ...buildModules].map((source) => newest(path.join(clientDir, source))))
  return built > sources
}

const runViteBuild = () =>
  new Promise<void>((resolve, reject) => {
    // The client's own Vite (client/node_modules), exactly what `npm run build -w @bimprofile/client` runs.
    const vitePackage = createRequire(path.join(clientDir, "package.json")).resolve("vite/package.json")
    const bin = path.join(path.dirname(vitePackage), "bin/vite.js")
    // Not vitest's NODE_ENV=test: with it, Vite bundles React's development build.
    const { NODE_ENV: _nodeEnv, ...env } = process.env
    const child = spawn(process.execPath, [bin, "build", "--logLevel", "warn"], { cwd: clientDir, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("error", reject)
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code}):\n${output.slice(-4000)}`))))
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Builds client/dist unless it is newer than every client source. */
export const ensureClientBuilt = async (timeoutMs = 180_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  fs.mkdirSync(path.dirname(lockDir), { recursive: true })
  for (;;) {
    if (clientIsBuilt()) return
    try {
      fs.mkdirSync(lockDir)
    } catch {
      // Another spec file builds; a lock older than the timeout is left over from a killed run.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > timeoutMs) fs.rmSync(lockDir, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error("timed out waiting for another process to build the client")
      await sleep(500)
      continue
    }
    try {
      if (!clientIsBuilt()) await runViteBuild()
      return
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true })
    }
  }
}
