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
  /** The environment the services run with (DATABASE_URL, DATA_DIR, the administrator). */
  readonly env: Readonly<Record<string, string>>
  stop(): Promise<void>
}

export type DistributedOptions = {
  /** Also run the projector following the log. */
  readonly projector?: boolean
  /** Also run the relay publishing the log to these Kafka brokers (tests/support/kafka.ts). */
  readonly relayTo?: string
  /** More environment for the command and query services (LOG_LEVEL=debug for their request lines …). */
  readonly serviceEnv?: Record<string, string>
}

export const startDistributedServices = async (prefix: string, { projector = false, relayTo, serviceEnv = {} }: DistributedOptions = {}): Promise<DistributedServices> => {
  const database = await createTestDatabase(await testPgUrl(), prefix)
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`))
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, BIMP_ADMIN_EMAIL: ADMIN.email, BIMP_ADMIN_PASSWORD: ADMIN.password }
  const commands = await startServiceProcess("command-service/src/server.ts", { ...env, ...serviceEnv })
  await runToEnd("projector/src/cli.ts", ["rebuild"], env)
  const follower: ChildProcess | undefined = projector
    ? spawn(process.execPath, ["--import", "tsx", "projector/src/cli.ts", "run"], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PROJECTOR_IDLE_POLL_MS: "100", LOG_LEVEL: "error" },
        stdio: "ignore",
      })
    : undefined
  const relay: ChildProcess | undefined = relayTo
    ? spawn(process.execPath, ["--import", "tsx", "projector/src/relay-cli.ts"], {
        cwd: repoRoot,
        env: { ...process.env, ...env, KAFKA_BROKERS: relayTo, LOG_LEVEL: "error" },
        stdio: "ignore",
      })
    : undefined
  const queries = await startServiceProcess("query-service/src/server.ts", { ...env, ...serviceEnv })
  const gone = (child: ChildProcess | undefined) => (child && child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined)
  return {
    commands,
    queries,
    env,
    async stop() {
      const followerGone = gone(follower)
      const relayGone = gone(relay)
      follower?.kill("SIGTERM")
      relay?.kill("SIGTERM")
      await Promise.all([commands.stop(), queries.stop(), followerGone, relayGone])
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
