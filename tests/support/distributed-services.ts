/**
 * @module Distributed mode for system tests: the command service and the query service as processes of their own
 * on a fresh database of the run's PostgreSQL cluster — the command service first (it migrates the database,
 * creates the administrator and seeds the reference project), the read models rebuilt, then the query service —
 * and, when asked, the projector following the log (`projector run`) so that reads see later writes.
 */
import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createTestDatabase, testPgUrl } from "./postgres"
import { runToEnd, type ServiceProcess, startServiceProcess } from "./service-process"
import { ADMIN } from "./stack"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

export type DistributedServices = {
  readonly commands: ServiceProcess
  readonly queries: ServiceProcess
  stop(): Promise<void>
}

export const startDistributedServices = async (prefix: string, { projector = false }: { projector?: boolean } = {}): Promise<DistributedServices> => {
  const database = await createTestDatabase(await testPgUrl(), prefix)
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`))
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, BIMP_ADMIN_EMAIL: ADMIN.email, BIMP_ADMIN_PASSWORD: ADMIN.password }
  const commands = await startServiceProcess("command-service/src/server.ts", env)
  await runToEnd("projector/src/cli.ts", ["rebuild"], env)
  const follower: ChildProcess | undefined = projector
    ? spawn(process.execPath, ["--import", "tsx", "projector/src/cli.ts", "run"], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PROJECTOR_IDLE_POLL_MS: "100", LOG_LEVEL: "error" },
        stdio: "ignore",
      })
    : undefined
  const queries = await startServiceProcess("query-service/src/server.ts", env)
  return {
    commands,
    queries,
    async stop() {
      const followerGone = follower && follower.exitCode === null ? new Promise((resolve) => follower.once("exit", resolve)) : undefined
      follower?.kill("SIGTERM")
      await Promise.all([commands.stop(), queries.stop(), followerGone])
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
