/**
 * @module The product as `npm start` runs it: the built client, then `node --import tsx
 * infra/launcher/src/main.ts` in a child process, on PGlite in a fresh DATA_DIR, listening on a free
 * loopback port. Stopped by its pid; its data directory is removed.
 */
import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "../../support/postgres"
import { ensureClientBuilt } from "./client-build"
import { repoRoot } from "./paths"

export type Product = {
  readonly baseUrl: string
  readonly admin: { readonly email: string; readonly password: string }
  /** The server's output so far (for failure messages). */
  log(): string
  stop(): Promise<void>
}

export const E2E_ADMIN = { email: "admin@bimprofile.test", password: "e2e-admin-Passwort-1" } as const

const waitForStatus = async (baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} before it answered:\n${output()}`)
    try {
      const response = await fetch(`${baseUrl}/status/info`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the product did not answer /status/info within ${timeoutMs / 1000} s:\n${output()}`)
}

export type ProductOptions = {
  readonly timeoutMs?: number
  /** More environment (SMTP_URL, OIDC_* …). APP_URL is the product's own address unless given. */
  readonly env?: Record<string, string>
}

export const startProduct = async ({ timeoutMs = 120_000, env: extraEnv = {} }: ProductOptions = {}): Promise<Product> => {
  await ensureClientBuilt()
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-e2e-"))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BIMP_ADMIN_EMAIL: E2E_ADMIN.email,
    BIMP_ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
    APP_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  }
  // PGlite in DATA_DIR, as `npm start` without a database URL; not the test run's NODE_ENV=test.
  delete env.DATABASE_URL
  delete env.NODE_ENV
  const child = spawn(process.execPath, ["--import", "tsx", "infra/launcher/src/main.ts"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on("data", keep)
  child.stderr!.on("data", keep)
  const baseUrl = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(child.pid, "SIGTERM")
      const killed = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000))])
      if (!killed && child.exitCode === null) {
        process.kill(child.pid, "SIGKILL")
        await exited
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForStatus(baseUrl, child, () => output, timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, admin: E2E_ADMIN, log: () => output, stop }
}
