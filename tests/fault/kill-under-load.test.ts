/**
 * Fault: kill -9 of the projector, the relay and a command service while 1,200 commands are in flight.
 *
 * Two command services, the projector (reading the table) and the relay run as processes on a fresh database;
 * a KRaft broker takes the topic, and a second projector (`PROJECTOR_SOURCE=kafka`) fills a second database from it. A load of concurrent commands (milestones, processes, activities created,
 * renamed, deleted in eight projects; 24 in flight, alternating between the services, retried as the client
 * retries) runs while the projector, then the relay, then one command service are killed with SIGKILL and
 * started again — and then the Kafka-fed projector too. Afterwards:
 * - every acknowledged command's events are in the log exactly once (found by its correlation id, its answer's
 *   position being its last event), a refused one not at all, one whose answer was lost at most once; every
 *   stream's versions run 1…n;
 * - the read models equal a rebuild from scratch;
 * - a downstream consumer deduping on (stream, version) was delivered every event at least once and applied
 *   each once, in order;
 * - the projector reading the topic into the second database (which holds no event) builds the same read models.
 */
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { RELAY_CHECKPOINT } from "@bimprofile/projector/relay/kafka-relay"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { readCheckpoint } from "@bimprofile/projector/storage/read-model-store"
import { readModelChecksum } from "@bimprofile/projector/testing/read-model-checksum"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startKafka, type RunningKafka } from "../support/kafka"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../support/postgres"
import { ADMIN, ApiClient } from "../support/stack"
import { type CommandRecord, runCommandLoad, tally } from "./support/command-load"
import { type FaultProcess, FaultProcesses } from "./support/fault-processes"
import { type DedupeConsumer, startDedupeConsumer } from "./support/kafka-readers"
import { ledgerViolations, readLog, streamVersionGaps } from "./support/ledger-checks"
import { createLoadProjects, until } from "./support/load-projects"

const COMMANDS = 1_200

describe("kill -9 of the projector, the relay and a command service under load", () => {
  let kafka: RunningKafka
  let source: TestDatabase
  let target: TestDatabase
  let a: Database
  let b: Database
  let dataDir: string
  let processes: FaultProcesses
  let consumer: DedupeConsumer | undefined

  beforeAll(async () => {
    const pgUrl = await testPgUrl()
    ;[kafka, source, target] = await Promise.all([startKafka(), createTestDatabase(pgUrl, "bimp_fault_kill_a"), createTestDatabase(pgUrl, "bimp_fault_kill_b")])
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bimp-fault-kill-"))
    processes = new FaultProcesses({ DATABASE_URL: source.url, DATA_DIR: dataDir, BIMP_ADMIN_EMAIL: ADMIN.email, BIMP_ADMIN_PASSWORD: ADMIN.password })
  }, 120_000)

  afterAll(async () => {
    await consumer?.stop().catch(() => {})
    await processes?.stopAll()
    await a?.close()
    await b?.close()
    await Promise.all([source?.drop(), target?.drop(), kafka?.stop()])
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it("keeps every acknowledged command exactly once, and every reader agrees with the log", { timeout: 170_000 }, async () => {
    // The first command service migrates and seeds; everything else starts on a ready database.
    const first = await processes.commandService("command-1")
    a = await openDatabase({ kind: "pg", url: source.url, poolSize: 4 })
    b = await openDatabase({ kind: "pg", url: target.url, poolSize: 4 })
    let second = await processes.commandService("command-2")
    let projector = await processes.projector("projector-1")
    let relay = await processes.relay("relay-1", kafka.brokers)
    const services: FaultProcess[] = [first, second]

    const api = await ApiClient.login(first.baseUrl!, ADMIN.email, ADMIN.password)
    const projects = await createLoadProjects(api, a.sql, 8)
    // The relay creates the topic (3 partitions); readers subscribe only after it exists.
    await until("the relay's first checkpoint", async () => ((await readCheckpoint(a.sql, RELAY_CHECKPOINT))?.position ?? 0) > 0, 60_000, relay.output)
    consumer = await startDedupeConsumer(kafka.brokers, "fault-downstream")
    let kafkaProjector = await processes.kafkaProjector("kafka-projector-1", kafka.brokers, target.url)

    const kills: string[] = []
    const ledger: CommandRecord[] = await runCommandLoad({
      targets: () => services.map((s) => s.baseUrl!),
      token: api.token!,
      projects,
      commands: COMMANDS,
      concurrency: 24,
      onFinished: async (_, finished) => {
        if (finished === 250) {
          await projector.kill9()
          kills.push(`projector (pid ${projector.pid}) after ${finished} commands`)
          projector = await processes.projector("projector-2")
        }
        if (finished === 500) {
          await relay.kill9()
          kills.push(`relay (pid ${relay.pid}) after ${finished} commands`)
          relay = await processes.relay("relay-2", kafka.brokers)
        }
        if (finished === 750) {
          // Killed while it stays in the rotation: calls meet a refused connection until its successor is up.
          await second.kill9()
          kills.push(`command service (pid ${second.pid}) after ${finished} commands`)
          const successor = await processes.commandService("command-2b")
          services.splice(services.indexOf(second), 1, successor)
          second = successor
        }
        if (finished === 900) {
          await kafkaProjector.kill9()
          kills.push(`Kafka-fed projector (pid ${kafkaProjector.pid}) after ${finished} commands`)
          kafkaProjector = await processes.kafkaProjector("kafka-projector-2", kafka.brokers, target.url)
        }
      },
    })
    const counts = tally(ledger)
    console.log(`[kill-under-load] killed: ${kills.join("; ")}\n[kill-under-load] commands: ${JSON.stringify(counts)}`)
    expect(kills).toHaveLength(4)
    expect(ledger).toHaveLength(COMMANDS)
    expect(counts.failed, JSON.stringify(ledger.filter((r) => r.outcome === "failed").slice(0, 3))).toBe(0)
    expect(counts.acked).toBeGreaterThan(COMMANDS * 0.9)

    const head = await a.store.headPosition()
    const checkpointOf = async (db: Database, name: string) => (await readCheckpoint(db.sql, name))?.position ?? 0
    await until("the projector at the head", async () => (await checkpointOf(a, READ_MODELS_CHECKPOINT)) === head, 60_000, projector.output)
    await until("the relay at the head", async () => (await checkpointOf(a, RELAY_CHECKPOINT)) === head, 60_000, relay.output)
    await until("the Kafka-fed projector at the head", async () => (await checkpointOf(b, READ_MODELS_CHECKPOINT)) === head, 60_000, kafkaProjector.output)

    // The log: each acknowledged command once, versions without gaps.
    const log = await readLog(a.sql)
    expect(streamVersionGaps(log)).toEqual([])
    expect(ledgerViolations(log, ledger)).toEqual([])

    // Downstream: every event delivered at least once, applied once and in stream order.
    await until("the downstream consumer to apply the whole log", () => consumer!.stats.applied >= log.length, 60_000, () => JSON.stringify(consumer!.stats))
    expect(consumer.stats.gaps).toEqual([])
    expect(consumer.stats.applied).toBe(log.length)
    const lastVersions = new Map<string, number>()
    for (const event of log) lastVersions.set(event.streamId, event.version)
    expect(new Map(consumer.applied)).toEqual(lastVersions)
    console.log(`[kill-under-load] downstream: ${JSON.stringify({ ...consumer.stats, gaps: consumer.stats.gaps.length })}, log ${log.length} events`)

    // Read models: the projector's equal a rebuild from scratch, and the Kafka-fed projector's equal both.
    await projector.stop()
    await kafkaProjector.stop()
    const projected = await readModelChecksum(a.sql)
    await rebuildProjection({ sql: a.sql, store: a.store })
    const rebuilt = await readModelChecksum(a.sql)
    expect(rebuilt.rows).toBeGreaterThan(1_000)
    expect(projected).toEqual(rebuilt)
    expect(await readModelChecksum(b.sql)).toEqual(rebuilt)
    expect(await b.store.headPosition()).toBe(0)
  })
})
