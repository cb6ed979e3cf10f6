/**
 * Fault: PostgreSQL and then the Kafka broker are restarted while commands keep coming.
 *
 * A cluster of the test's own (not the run's shared one) is stopped and started again in place (same data
 * directory and port, infra/scripts/stop-postgres.sh / start-postgres.sh) under a load of 1,000 concurrent
 * commands on two command services; later the broker is stopped and started again on its data. Then:
 * - during the database outage a command (and a read) gets a clear 503 (SERVICE_UNAVAILABLE, Retry-After), which the load
 *   retries as the client does (spec §8); no call is answered 500;
 * - the services, the projector and the relay reconnect by themselves: new commands succeed on both command
 *   services and the query service answers without a restart, the projector's and the relay's checkpoints reach the head;
 * - nothing acknowledged is lost (each acknowledged command's events in the log exactly once, by correlation
 *   id; every stream's versions 1…n), and the read models equal a rebuild from scratch;
 * - the relay resumed where the broker acknowledged: a consumer reading the topic from the beginning after
 *   both restarts finds every event of the log, each applied once in stream order.
 */
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { RELAY_CHECKPOINT } from "@bimprofile/projector/relay/kafka-relay"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { readCheckpoint } from "@bimprofile/projector/storage/read-model-store"
import { readModelChecksum } from "@bimprofile/projector/testing/read-model-checksum"
import { execFile } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startKafka, type RunningKafka } from "../support/kafka"
import { createTestDatabase, type RunningPostgres, startPostgres, type TestDatabase } from "../support/postgres"
import { ADMIN, ApiClient } from "../support/stack"
import { type CommandRecord, runCommandLoad, tally } from "./support/command-load"
import { FaultProcesses } from "./support/fault-processes"
import { type DedupeConsumer, startDedupeConsumer } from "./support/kafka-readers"
import { ledgerViolations, readLog, streamVersionGaps } from "./support/ledger-checks"
import { createLoadProjects, until } from "./support/load-projects"

const COMMANDS = 1_000
const run = promisify(execFile)
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../infra/scripts")

describe("PostgreSQL and the Kafka broker restarted under load", () => {
  let postgres: RunningPostgres
  let kafka: RunningKafka
  let database: TestDatabase
  let db: Database
  let dataDir: string
  let processes: FaultProcesses
  const consumers: DedupeConsumer[] = []

  beforeAll(async () => {
    ;[postgres, kafka] = await Promise.all([startPostgres(), startKafka()])
    database = await createTestDatabase(postgres.url, "bimp_fault_restart")
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bimp-fault-restart-"))
    processes = new FaultProcesses({ DATABASE_URL: database.url, DATA_DIR: dataDir, BIMP_ADMIN_EMAIL: ADMIN.email, BIMP_ADMIN_PASSWORD: ADMIN.password })
  }, 120_000)

  afterAll(async () => {
    for (const consumer of consumers) await consumer.stop().catch(() => {})
    await processes?.stopAll()
    await db?.close()
    await Promise.all([postgres?.stop(), kafka?.stop()])
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  /** Stops the cluster (fast shutdown: sessions are cut) and starts it again on the same data and port. */
  const restartPostgres = async (downMs: number, whileDown: () => Promise<void>) => {
    await run("bash", [path.join(scripts, "stop-postgres.sh"), postgres.dataDir])
    const down = Date.now()
    await whileDown()
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, downMs - (Date.now() - down))))
    await run("bash", [path.join(scripts, "start-postgres.sh"), postgres.dataDir, new URL(postgres.url).port])
  }

  it("answers 503 while the database is away, reconnects by itself and loses nothing acknowledged", { timeout: 170_000 }, async () => {
    const first = await processes.commandService("command-1")
    db = await openDatabase({ kind: "pg", url: database.url, poolSize: 4 })
    const second = await processes.commandService("command-2")
    const projector = await processes.projector("projector")
    const relay = await processes.relay("relay", kafka.brokers)
    const queries = await processes.queryService("query")
    const api = await ApiClient.login(first.baseUrl!, ADMIN.email, ADMIN.password)
    const projects = await createLoadProjects(api, db.sql, 6)
    await until("the relay's first checkpoint", async () => ((await readCheckpoint(db.sql, RELAY_CHECKPOINT))?.position ?? 0) > 0, 60_000, relay.output)
    consumers.push(await startDedupeConsumer(kafka.brokers, "fault-during"))

    const outage: { status: number; retryAfter: string | null; body: unknown }[] = []
    const restarts: string[] = []
    const ledger: CommandRecord[] = await runCommandLoad({
      targets: () => [first.baseUrl!, second.baseUrl!],
      token: api.token!,
      projects,
      commands: COMMANDS,
      concurrency: 16,
      onFinished: async (_, finished) => {
        if (finished === 200) {
          await restartPostgres(1_500, async () => {
            // What a client gets while the database is away, from each service.
            for (const service of [first, second]) {
              const answer = await new ApiClient(service.baseUrl!, api.token)
                .post("/1.2/profile/milestones", { mst_pha_id: projects[0]!.phaseIds[0], mst_name: "Während des Ausfalls" })
                .catch((error: unknown) => ({ status: 0, headers: new Headers(), body: `${String(error)}; ${service.name} alive: ${service.alive()}\n${service.output()}` }))
              outage.push({ status: answer.status, retryAfter: answer.headers.get("retry-after"), body: answer.body })
            }
            const read = await new ApiClient(queries.baseUrl!, api.token).get("/1.2/profile/projects")
            outage.push({ status: read.status, retryAfter: read.headers.get("retry-after"), body: read.body })
          })
          restarts.push(`PostgreSQL after ${finished} commands`)
        }
        if (finished === 600) {
          await kafka.halt()
          await new Promise((resolve) => setTimeout(resolve, 2_000))
          await kafka.resume()
          restarts.push(`Kafka after ${finished} commands`)
        }
      },
    })
    const counts = tally(ledger)
    console.log(`[restart-under-load] restarted: ${restarts.join("; ")}\n[restart-under-load] commands: ${JSON.stringify(counts)}\n[restart-under-load] during the outage: ${JSON.stringify(outage)}`)
    expect(restarts).toHaveLength(2)

    // A clear 503 while the database was away — never a 500, never a hang.
    expect(outage).toHaveLength(3)
    for (const answer of outage) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503)
      expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      expect(answer.body).toMatchObject({ internal_code: "SERVICE_UNAVAILABLE", details: null })
    }
    expect(counts.failed, JSON.stringify(ledger.filter((r) => r.outcome === "failed").slice(0, 3))).toBe(0)
    expect(counts.retries503).toBeGreaterThan(0)
    expect(counts.acked).toBeGreaterThan(COMMANDS * 0.9)

    // Reconnected by themselves: both command services take new commands, the query service answers.
    for (const service of [first, second]) {
      const answer = await new ApiClient(service.baseUrl!, api.token).post("/1.2/profile/milestones", { mst_pha_id: projects[1]!.phaseIds[0], mst_name: `Nach dem Neustart ${service.name}` })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    }
    const read = await new ApiClient(queries.baseUrl!, api.token).get("/1.2/profile/projects")
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    const head = await db.store.headPosition()
    const checkpointOf = async (name: string) => (await readCheckpoint(db.sql, name))?.position ?? 0
    await until("the projector at the head", async () => (await checkpointOf(READ_MODELS_CHECKPOINT)) === head, 60_000, projector.output)
    await until("the relay at the head", async () => (await checkpointOf(RELAY_CHECKPOINT)) === head, 60_000, relay.output)

    // Nothing acknowledged lost, nothing twice.
    const log = await readLog(db.sql)
    expect(streamVersionGaps(log)).toEqual([])
    expect(ledgerViolations(log, ledger)).toEqual([])

    // The topic holds every event: a consumer through both restarts and one reading it afresh afterwards.
    consumers.push(await startDedupeConsumer(kafka.brokers, "fault-after"))
    const lastVersions = new Map<string, number>()
    for (const event of log) lastVersions.set(event.streamId, event.version)
    for (const consumer of consumers) {
      await until("a consumer to apply the whole log", () => consumer.stats.applied >= log.length, 60_000, () => JSON.stringify(consumer.stats))
      expect(consumer.stats.gaps).toEqual([])
      expect(new Map(consumer.applied)).toEqual(lastVersions)
    }
    console.log(`[restart-under-load] consumers: ${consumers.map((c) => JSON.stringify({ ...c.stats, gaps: c.stats.gaps.length })).join(" ")}, log ${log.length} events`)

    // The read models equal a rebuild from scratch.
    await projector.stop()
    const projected = await readModelChecksum(db.sql)
    await rebuildProjection({ sql: db.sql, store: db.store })
    expect(await readModelChecksum(db.sql)).toEqual(projected)
  })
})
