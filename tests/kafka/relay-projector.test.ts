/**
 * The relay publishes the log to a real Kafka broker, and a projector that reads the topic instead of the event
 * table builds the same read models.
 *
 * A generated history (projects with structure, catalogue, lists, requirements, documents: 6,000 events) goes
 * into database A through the real event store. The relay (its own checkpoint, idempotent producer, acks=all)
 * publishes it to `bimprofile.events.v1` on a KRaft broker of infra/scripts/start-kafka.sh; a consumer reads the
 * topic from the start: every event once, as a CloudEvents 1.0 message keyed by its stream, in stream order.
 * Then a projector with the Kafka source fills database B, which holds no event at all, and its read models
 * equal a rebuild of database A's log — also after the relay crashed between the broker's acknowledgement and
 * its checkpoint and published a batch twice.
 */
import { EVENTS_TOPIC, fromCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { createEventConsumer } from "@bimprofile/infra/kafka/event-consumer"
import { createEventPublisher, type EventPublisher } from "@bimprofile/infra/kafka/event-publisher"
import type { Logger } from "@bimprofile/infra/logger"
import { KafkaLogSource } from "@bimprofile/projector/kafka-source/kafka-log-source"
import { RELAY_CHECKPOINT, KafkaRelay } from "@bimprofile/projector/relay/kafka-relay"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { ProjectorRunner } from "@bimprofile/projector/runner/run-projector"
import { readCheckpoint } from "@bimprofile/projector/storage/read-model-store"
import { appendGeneratedCommands } from "@bimprofile/projector/testing/append-generated-commands"
import { generateProjectHistories } from "@bimprofile/projector/testing/generate-project-histories"
import { readModelChecksum } from "@bimprofile/projector/testing/read-model-checksum"
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startKafka, type RunningKafka } from "../support/kafka"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../support/postgres"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const EVENTS = 6_000
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

describe("the relay to Kafka and the projector reading it", () => {
  let kafka: RunningKafka
  let source: TestDatabase
  let target: TestDatabase
  let a: Database
  let b: Database
  let head = 0

  beforeAll(async () => {
    ;[kafka, source, target] = await Promise.all([startKafka(), testPgUrl().then((url) => createTestDatabase(url, "bimp_relay_a")), testPgUrl().then((url) => createTestDatabase(url, "bimp_relay_b"))])
    a = await openDatabase({ kind: "pg", url: source.url, poolSize: 4 })
    b = await openDatabase({ kind: "pg", url: target.url, poolSize: 4 })
    head = await appendGeneratedCommands(a.store, generateProjectHistories({ projects: 30, events: EVENTS, seed: 12 }))
  })

  afterAll(async () => {
    await a?.close()
    await b?.close()
    await Promise.all([source?.drop(), target?.drop(), kafka?.stop()])
  })

  const publisher = (): EventPublisher => createEventPublisher({ brokers: [kafka.brokers], clientId: "test-relay", log: quiet, topic: EVENTS_TOPIC, partitions: 3 })
  const relay = (target: EventPublisher) => new KafkaRelay({ sql: a.sql, store: a.store, bus: a.bus, publisher: target, log: quiet, schemaBase: "http://bim.test", batchSize: 700 })

  it("publishes every event once, keyed by its stream, in stream order, and checkpoints the head", { timeout: 120_000 }, async () => {
    // The first batch reaches the broker, then the relay dies before its checkpoint: that batch goes out again.
    const crashing = publisher()
    let crashed = false
    const dying: EventPublisher = {
      ...crashing,
      ensureTopic: () => crashing.ensureTopic(),
      close: () => crashing.close(),
      publish: async (messages) => {
        await crashing.publish(messages)
        if (!crashed) {
          crashed = true
          throw new Error("relay killed after the broker acknowledged")
        }
      },
    }
    // Stepped by hand, not started: its loop would retry at once.
    await dying.ensureTopic()
    await expect(relay(dying).step()).rejects.toThrow(/relay killed/)
    await crashing.close()
    expect((await readCheckpoint(a.sql, RELAY_CHECKPOINT))?.position ?? 0).toBe(0)

    const second = relay(publisher())
    await second.start()
    await second.catchUp()
    await second.stop()
    expect((await readCheckpoint(a.sql, RELAY_CHECKPOINT))?.position).toBe(head)

    const messages = await readTopic(kafka.brokers, head + 700)
    const events = messages.map((message) => ({ ...fromCloudEvent(JSON.parse(message.value)), key: message.key, partition: message.partition }))
    // At least once: the first batch twice, everything else once.
    const positions = events.map((event) => event.globalPosition)
    expect(new Set(positions).size).toBe(head)
    expect(positions.length).toBe(head + 700)
    for (const event of events) expect(event.key).toBe(event.streamId)
    // Per stream in order, each stream within one partition.
    const byStream = new Map<string, { versions: number[]; partitions: Set<number> }>()
    for (const event of events) {
      const stream = byStream.get(event.streamId) ?? { versions: [], partitions: new Set() }
      stream.versions.push(event.streamVersion)
      stream.partitions.add(event.partition)
      byStream.set(event.streamId, stream)
    }
    for (const { versions, partitions } of byStream.values()) {
      expect(partitions.size).toBe(1)
      const firstDeliveries = versions.filter((version, i) => versions.indexOf(version) === i)
      expect(firstDeliveries).toEqual([...firstDeliveries].sort((x, y) => x - y))
    }
    // The chain of previous positions covers the whole log.
    const previous = new Map(events.map((event) => [event.globalPosition, event.prevPosition]))
    const stored = await a.store.readAll(0, head + 1)
    stored.forEach((event, i) => expect(previous.get(event.globalPosition)).toBe(i === 0 ? 0 : stored[i - 1]!.globalPosition))
  })

  it("feeds a projector on a database without events that builds the read models of the log", { timeout: 120_000 }, async () => {
    const consumer = createEventConsumer({ brokers: [kafka.brokers], clientId: "test-projector", log: quiet, topic: EVENTS_TOPIC, groupId: "test-projector", fromBeginning: true })
    const kafkaSource = new KafkaLogSource({ consumer, log: quiet })
    const runner = new ProjectorRunner({ sql: b.sql, store: b.store, bus: b.bus, log: quiet, batchSize: 500, idlePollMs: 50, source: kafkaSource })
    await kafkaSource.start(0)
    await runner.start()
    const deadline = Date.now() + 90_000
    while (((await readCheckpoint(b.sql, READ_MODELS_CHECKPOINT))?.position ?? 0) < head) {
      if (Date.now() > deadline) throw new Error("the Kafka-fed projector did not reach the head")
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await runner.stop()
    await kafkaSource.stop()
    expect(await b.store.headPosition()).toBe(0)

    await rebuildProjection({ sql: a.sql, store: a.store })
    const fromTable = await readModelChecksum(a.sql)
    expect(fromTable.rows).toBeGreaterThan(1_000)
    expect(await readModelChecksum(b.sql)).toEqual(fromTable)
  })

  it("runs as `projector run` with PROJECTOR_SOURCE=kafka, and refuses it without brokers", { timeout: 120_000 }, async () => {
    const third = await createTestDatabase(await testPgUrl(), "bimp_relay_c")
    const c = await openDatabase({ kind: "pg", url: third.url, poolSize: 2 })
    try {
      const refused = await runProjector({ DATABASE_URL: third.url, PROJECTOR_SOURCE: "kafka", KAFKA_BROKERS: "" })
      expect(await refused.exit).toBe(1)
      expect(refused.output()).toContain("PROJECTOR_SOURCE=kafka needs KAFKA_BROKERS")

      const projector = await runProjector({ DATABASE_URL: third.url, PROJECTOR_SOURCE: "kafka", KAFKA_BROKERS: kafka.brokers, KAFKA_GROUP: "test-cli" })
      const deadline = Date.now() + 90_000
      while (((await readCheckpoint(c.sql, READ_MODELS_CHECKPOINT))?.position ?? 0) < head) {
        if (Date.now() > deadline) throw new Error(`projector run did not reach the head:\n${projector.output()}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      projector.child.kill("SIGTERM")
      expect(await projector.exit, projector.output()).toBe(0)
      expect(await readModelChecksum(c.sql)).toEqual(await readModelChecksum(a.sql))
    } finally {
      await c.close()
      await third.drop()
    }
  })
})

/** `projector run` as its own process with `env`; its exit code and what it logged. */
const runProjector = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, ["--import", "tsx", "projector/src/cli.ts", "run"], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "info", PROJECTOR_IDLE_POLL_MS: "50", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let output = ""
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  return { child, exit, output: () => output }
}

/** Every message of the topic, from the start, read by a fresh consumer group. */
const readTopic = async (brokers: string, expected: number) => {
  const consumer = createEventConsumer({ brokers: [brokers], clientId: "test-reader", log: quiet, topic: EVENTS_TOPIC, groupId: `reader-${Date.now()}`, fromBeginning: true })
  const messages: { key: string; value: string; partition: number; offset: string }[] = []
  await consumer.start(async (batch) => {
    for (const message of batch) messages.push({ key: message.key ?? "", value: message.value ?? "", partition: message.partition, offset: message.offset })
  })
  const deadline = Date.now() + 60_000
  while (messages.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  await consumer.stop()
  // Messages of one partition in offset order (the order consumers see).
  return messages.sort((x, y) => x.partition - y.partition || Number(BigInt(x.offset) - BigInt(y.offset)))
}
