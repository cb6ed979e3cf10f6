/**
 * @module Measurements "relay" and "kafka-rebuild" (`npm run bench:distributed`): the relay publishing a log of
 * 100,000 generated events (projects with structure, catalogue, lists, requirements, documents) to a real KRaft
 * broker, and a projector reading that topic into an empty database — each beside the same run's baselines it
 * depends on: the event store's own read rate (the relay cannot publish faster than it reads), kafkajs producing
 * the same messages already serialised (the broker and client ceiling), and the projector rebuilding from the
 * event table.
 *
 *   node --import tsx tests/bench/measure-relay.ts   # alone: starts PostgreSQL and Kafka, measures, stops them
 */
import { EVENTS_TOPIC, toCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { createEventConsumer } from "@bimprofile/infra/kafka/event-consumer"
import { createEventPublisher, type OutgoingMessage } from "@bimprofile/infra/kafka/event-publisher"
import type { Logger } from "@bimprofile/infra/logger"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { KafkaLogSource } from "@bimprofile/projector/kafka-source/kafka-log-source"
import { KafkaRelay } from "@bimprofile/projector/relay/kafka-relay"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { ProjectorRunner } from "@bimprofile/projector/runner/run-projector"
import { readCheckpoint } from "@bimprofile/projector/storage/read-model-store"
import { appendGeneratedCommands } from "@bimprofile/projector/testing/append-generated-commands"
import { generateProjectHistories } from "@bimprofile/projector/testing/generate-project-histories"
import { readModelChecksum } from "@bimprofile/projector/testing/read-model-checksum"
import { pathToFileURL } from "node:url"
import { startKafka } from "../support/kafka"
import { createTestDatabase, startPostgres } from "../support/postgres"
import { formatTable, type Row, verdict } from "./support/report"
import { formatInt, round } from "./support/stats"

export const TARGET_RELAY = { perSecond: 20_000 }
const EVENTS = 100_000
/** Events per projector transaction, for both sources. */
const BATCH = 5_000
const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

export type RelayMeasurement = {
  readonly events: number
  /** The relay from checkpoint 0 to the head: read, map, publish with acks=all, checkpoint. */
  readonly relayPerSecond: number
  /** Baseline: the event store's full read of the same log in the relay's pages. */
  readonly storeReadPerSecond: number
  /** Baseline: the same messages, serialised beforehand, produced by the same publisher. */
  readonly producePerSecond: number
  /** The projector reading the topic into an empty database. */
  readonly kafkaRebuildPerSecond: number
  /** Baseline: the same runner reading the event table from 0 into empty read models. */
  readonly tablePerSecond: number
  /** Beside it: `npm run rebuild`'s bulk replay of the table. */
  readonly tableRebuildPerSecond: number
  readonly equalReadModels: boolean
}

const perSecond = (events: number, started: number) => events / ((performance.now() - started) / 1000)

export const measureRelay = async (postgresUrl: string, brokers: string, progress: (message: string) => void = () => {}): Promise<RelayMeasurement> => {
  const sourceDb = await createTestDatabase(postgresUrl, "bimp_bench_relay")
  const targetDb = await createTestDatabase(postgresUrl, "bimp_bench_kafka_rebuild")
  const a = await openDatabase({ kind: "pg", url: sourceDb.url, poolSize: 4 })
  const b = await openDatabase({ kind: "pg", url: targetDb.url, poolSize: 4 })
  try {
    progress(`writing ${formatInt(EVENTS)} generated events`)
    const head = await appendGeneratedCommands(a.store, generateProjectHistories({ projects: 400, events: EVENTS, seed: 12 }))
    await a.sql.query("VACUUM ANALYZE events")

    progress("baseline: reading the log")
    let started = performance.now()
    const messages: OutgoingMessage[] = []
    let previous = 0
    for (let after = 0; ; ) {
      const page = await a.store.readAll(after, 2_000)
      if (page.length === 0) break
      for (const event of page) {
        messages.push({ key: event.streamId, value: JSON.stringify(toCloudEvent(event, previous, "http://bench")) })
        previous = event.globalPosition
      }
      after = page.at(-1)!.globalPosition
    }
    const storeReadPerSecond = perSecond(head, started)

    progress("baseline: producing the serialised messages to a scratch topic")
    const scratch = createEventPublisher({ brokers: [brokers], clientId: "bench-produce", log: quiet, topic: "bench.produce", partitions: 3 })
    await scratch.ensureTopic()
    started = performance.now()
    for (let i = 0; i < messages.length; i += 2_000) await scratch.publish(messages.slice(i, i + 2_000))
    const producePerSecond = perSecond(messages.length, started)
    await scratch.close()

    progress("the relay from 0 to the head")
    const publisher = createEventPublisher({ brokers: [brokers], clientId: "bench-relay", log: quiet, topic: EVENTS_TOPIC, partitions: 3 })
    const relay = new KafkaRelay({ sql: a.sql, store: a.store, bus: a.bus, publisher, log: quiet, schemaBase: "http://bench" })
    await publisher.ensureTopic()
    started = performance.now()
    await relay.catchUp()
    const relayPerSecond = perSecond(head, started)
    await publisher.close()

    progress("baseline: the projector reading the event table from 0 (the same runner and batch size)")
    const fromTable = new ProjectorRunner({ sql: a.sql, store: a.store, bus: a.bus, log: quiet, batchSize: BATCH })
    started = performance.now()
    await fromTable.catchUp()
    const tablePerSecond = perSecond(head, started)

    progress("beside it: npm run rebuild's bulk replay of the table")
    started = performance.now()
    await rebuildProjection({ sql: a.sql, store: a.store })
    const tableRebuildPerSecond = perSecond(head, started)

    progress("the projector reading the topic into an empty database")
    const kafkaRebuildPerSecond = await projectFromKafka(b, brokers, head)
    const equalReadModels = (await readModelChecksum(a.sql)).checksum === (await readModelChecksum(b.sql)).checksum
    return { events: head, relayPerSecond, storeReadPerSecond, producePerSecond, kafkaRebuildPerSecond, tablePerSecond, tableRebuildPerSecond, equalReadModels }
  } finally {
    await a.close()
    await b.close()
    await sourceDb.drop().catch(() => {})
    await targetDb.drop().catch(() => {})
  }
}

const projectFromKafka = async (db: Database, brokers: string, head: number): Promise<number> => {
  const consumer = createEventConsumer({ brokers: [brokers], clientId: "bench-projector", log: quiet, topic: EVENTS_TOPIC, groupId: "bench-projector", fromBeginning: true })
  const source = new KafkaLogSource({ consumer, log: quiet })
  const runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet, batchSize: BATCH, idlePollMs: 20, source })
  const started = performance.now()
  await source.start(0)
  await runner.start()
  try {
    while (((await readCheckpoint(db.sql, READ_MODELS_CHECKPOINT))?.position ?? 0) < head) await new Promise((resolve) => setTimeout(resolve, 20))
    return perSecond(head, started)
  } finally {
    await runner.stop()
    await source.stop()
  }
}

export const rowsOfRelay = (result: RelayMeasurement): Row[] => [
  {
    id: "rly",
    measurement: `Relay: ${formatInt(result.events)} events from PostgreSQL to Kafka (CloudEvents, key = stream, idempotent producer, acks=all, checkpoint after the ack)`,
    result:
      `${formatInt(result.relayPerSecond)} events/s; same run: reading the log ${formatInt(result.storeReadPerSecond)}/s, ` +
      `producing the serialised messages ${formatInt(result.producePerSecond)}/s (relay = ${(result.relayPerSecond / result.producePerSecond).toFixed(2)}× the produce ceiling)`,
    target: `≥ ${formatInt(TARGET_RELAY.perSecond)} events/s`,
    verdict: verdict(result.relayPerSecond >= TARGET_RELAY.perSecond),
    reference: "—",
    figures: Object.fromEntries(Object.entries(result).map(([k, v]) => [k, typeof v === "number" ? round(v, 1) : v])),
  },
  {
    id: "kfr",
    measurement: `Projector rebuild from Kafka: the ${formatInt(result.events)}-event topic into an empty database (read models equal the table's: ${result.equalReadModels ? "yes" : "NO"})`,
    result:
      `${formatInt(result.kafkaRebuildPerSecond)} events/s; same run: the same projector reading the event table ${formatInt(result.tablePerSecond)}/s ` +
      `(ratio ${(result.kafkaRebuildPerSecond / result.tablePerSecond).toFixed(2)}), npm run rebuild's bulk replay ${formatInt(result.tableRebuildPerSecond)}/s`,
    target: "info (equal read models)",
    verdict: result.equalReadModels ? "info" : "FAIL",
    reference: "—",
  },
]

const main = async () => {
  const [postgres, kafka] = await Promise.all([startPostgres(), startKafka()])
  try {
    const result = await measureRelay(postgres.url, kafka.brokers, (message) => process.stderr.write(`${message}\n`))
    console.log(formatTable(rowsOfRelay(result)))
  } finally {
    await Promise.all([postgres.stop(), kafka.stop()])
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
