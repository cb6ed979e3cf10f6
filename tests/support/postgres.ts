/**
 * @module Real PostgreSQL for tests: start a throwaway cluster (infra/scripts/start-postgres.sh), create
 * a fresh database per test file, and find the run's cluster from inside a test.
 *
 * One cluster serves the whole vitest run (tests/support/global-setup.ts starts it, or reuses
 * `TEST_PG_URL`); each test file that needs PostgreSQL creates its own database with
 * `createTestDatabase(testPgUrl())` so files running in parallel never see each other's rows.
 */
import { execFile, execFileSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs/promises"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import pg from "pg"

const run = promisify(execFile)
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../infra/scripts")

export type RunningPostgres = {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (superuser, trust auth, loopback only). */
  readonly url: string
  readonly dataDir: string
  readonly pid: number
  /** Fast shutdown, then removes the data directory. Safe to call twice. */
  stop(): Promise<void>
}

/** A loopback port nobody listens on right now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/**
 * Starts a new cluster in a temporary directory on a free port. The port can be taken by someone else
 * between choosing and binding it: then it tries again with another one.
 */
export const startPostgres = async (): Promise<RunningPostgres> => {
  let lastError: unknown
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort()
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bimp-pg-"))
    try {
      const { stdout } = await run("bash", [path.join(scripts, "start-postgres.sh"), dataDir, String(port)])
      const pid = Number(stdout.trim().split("\n").at(-1))
      return running(dataDir, port, pid)
    } catch (error) {
      lastError = error
      await stopCluster(dataDir).catch(() => {})
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }
  throw new Error(`could not start PostgreSQL: ${describe(lastError)}`)
}

const running = (dataDir: string, port: number, pid: number): RunningPostgres => {
  let stopped: Promise<void> | undefined
  // If the process exits without stop() (a crash, Ctrl-C before teardown), stop the cluster anyway:
  // "exit" handlers may only do synchronous work.
  const onExit = () => {
    try {
      execFileSync("bash", [path.join(scripts, "stop-postgres.sh"), dataDir], { stdio: "ignore" })
      execFileSync("rm", ["-rf", dataDir], { stdio: "ignore" })
    } catch {
      // nothing more we can do while exiting
    }
  }
  process.once("exit", onExit)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    pid,
    stop: () =>
      (stopped ??= (async () => {
        process.off("exit", onExit)
        await stopCluster(dataDir)
        await fs.rm(dataDir, { recursive: true, force: true })
      })()),
  }
}

const stopCluster = async (dataDir: string): Promise<void> => {
  await run("bash", [path.join(scripts, "stop-postgres.sh"), dataDir])
}

export type TestDatabase = {
  readonly url: string
  readonly name: string
  /** Drops the database, disconnecting whoever is still connected. */
  drop(): Promise<void>
}

/** Creates a new, uniquely named, empty database on the cluster at `baseUrl`. */
export const createTestDatabase = async (baseUrl: string, prefix = "bimp_test"): Promise<TestDatabase> => {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`
  await withAdmin(baseUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`))
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  let dropped: Promise<void> | undefined
  return {
    url: url.toString(),
    name,
    drop: () =>
      (dropped ??= withAdmin(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      ).then(() => undefined)),
  }
}

const withAdmin = async <T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`

const describe = (error: unknown): string => {
  if (error && typeof error === "object" && "stderr" in error && String(error.stderr).trim()) return String(error.stderr).trim()
  return error instanceof Error ? error.message : String(error)
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's PostgreSQL cluster (superuser URL), provided by tests/support/global-setup.ts. */
    testPgUrl: string
  }
}

/**
 * Inside a test: the URL of the run's cluster. Reads `TEST_PG_URL` (set by the caller, or inherited from
 * the global setup), else what the global setup provided.
 */
export const testPgUrl = async (): Promise<string> => {
  const fromEnv = process.env.TEST_PG_URL
  if (fromEnv) return fromEnv
  const { inject } = await import("vitest")
  const provided = inject("testPgUrl")
  if (!provided) throw new Error("no PostgreSQL for tests: is tests/support/global-setup.ts the vitest globalSetup?")
  return provided
}
