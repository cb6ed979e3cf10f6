/**
 * @module The relay as its own process: publishes the log to Kafka (relay/kafka-relay.ts) until SIGTERM or
 * SIGINT, then lets the batch in flight finish and exits.
 *
 *   node --import tsx projector/src/relay-cli.ts
 *
 * environment:
 *   DATABASE_URL      PostgreSQL holding the log (required: the embedded PGlite serves one process only)
 *   KAFKA_BROKERS     host:port of the brokers, comma-separated (required)
 *   KAFKA_PARTITIONS  partitions of the topic when the relay creates it (default 3; fixed afterwards)
 *   APP_URL           the public base URL: the events' `dataschema` URLs start with it
 *   RELAY_BATCH_SIZE  events per published batch (default 5000)
 *   OPS_PORT          serve /health, /ready and /metrics on HOST:OPS_PORT (HOST default 127.0.0.1)
 *   LOG_LEVEL         debug | info | warn | error
 */
import { EVENTS_TOPIC } from "@bimprofile/contracts/integration/cloud-event"
import { readConfig } from "@bimprofile/infra/config"
import { openDatabase } from "@bimprofile/infra/database"
import { createEventPublisher } from "@bimprofile/infra/kafka/event-publisher"
import { readKafkaBrokers } from "@bimprofile/infra/kafka/kafka-client"
import { createLogger } from "@bimprofile/infra/logger"
import { onShutdown } from "@bimprofile/infra/ops/graceful-shutdown"
import { lagGauges } from "@bimprofile/infra/ops/lag-gauges"
import { metricsRegistry } from "@bimprofile/infra/ops/metrics"
import { type OpsServer, readOpsAddress, startOpsServer } from "@bimprofile/infra/ops/ops-server"
import { databaseAnswers, Readiness } from "@bimprofile/infra/ops/readiness"
import { startTracing } from "@bimprofile/infra/ops/tracing"
import { DEFAULT_RELAY_BATCH, KafkaRelay, RELAY_CHECKPOINT } from "./relay/kafka-relay"

const positiveInt = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) {
    process.stderr.write(`relay: ${name} must be a positive integer, not "${process.env[name]}"\n`)
    process.exit(2)
  }
  return value
}

const config = readConfig()
const log = createLogger("relay", config.logLevel)
const tracing = startTracing("relay")
const brokers = readKafkaBrokers()
if (!config.databaseUrl || !brokers) {
  log.error("DATABASE_URL and KAFKA_BROKERS are required: the relay reads the log in PostgreSQL and publishes it to Kafka")
  process.exit(2)
}
const db = await openDatabase({ kind: "pg", url: config.databaseUrl, poolSize: 2 })
const publisher = createEventPublisher({ brokers, clientId: "bimprofile-relay", log, topic: EVENTS_TOPIC, partitions: positiveInt("KAFKA_PARTITIONS", 3) })
const relay = new KafkaRelay({
  sql: db.sql,
  store: db.store,
  bus: db.bus,
  publisher,
  log,
  schemaBase: config.identity.appUrl,
  batchSize: positiveInt("RELAY_BATCH_SIZE", DEFAULT_RELAY_BATCH),
})
const readiness = new Readiness(databaseAnswers(db.sql))
lagGauges({ registry: metricsRegistry, sql: db.sql, store: db.store, checkpointName: RELAY_CHECKPOINT, prefix: "bimp_relay" })
const address = readOpsAddress()
const ops: OpsServer | undefined = address ? await startOpsServer({ ...address, service: "relay", ready: readiness.ready, log }) : undefined
await relay.start()
readiness.started()
log.info("relay running", { topic: EVENTS_TOPIC, brokers, checkpoint: relay.checkpoint })
onShutdown(log, [
  () => readiness.stopping(),
  async () => {
    await relay.stop()
    log.info("relay stopped", { checkpoint: relay.checkpoint })
  },
  () => ops?.close(),
  () => db.close(),
  () => tracing.shutdown(),
])
