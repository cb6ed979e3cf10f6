/**
 * @module A downstream system, as an example (README "Kafka for downstream systems"): it reads
 * `bimprofile.events.v1` from the beginning in a consumer group of its own and keeps the list of projects.
 *
 *   KAFKA_BROKERS=127.0.0.1:9092 node --import tsx tests/downstream/project-list-consumer.ts
 *
 * prints the list as JSON whenever it changed (at most once a second) and stops on Ctrl-C. Any Kafka client
 * does the same: read the topic, parse each value as a CloudEvent, skip what is not a project event, and apply
 * each (subject, bimpstreamversion) once.
 */
import { EVENTS_TOPIC, fromCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import { createEventConsumer, type EventConsumer } from "@bimprofile/infra/kafka/event-consumer"
import { readKafkaBrokers } from "@bimprofile/infra/kafka/kafka-client"
import { createLogger, type Logger } from "@bimprofile/infra/logger"
import { fileURLToPath } from "node:url"
import { ProjectList } from "./project-list"

export type ProjectListConsumer = { readonly list: ProjectList; readonly consumer: EventConsumer; stop(): Promise<void> }

export const startProjectListConsumer = async (brokers: readonly string[], groupId: string, log: Logger, onChange: () => void = () => {}): Promise<ProjectListConsumer> => {
  const list = new ProjectList()
  const consumer = createEventConsumer({ brokers, clientId: "downstream-example", groupId, topic: EVENTS_TOPIC, fromBeginning: true, log })
  await consumer.start(async (messages) => {
    let changed = false
    for (const message of messages) {
      const event = fromCloudEvent(JSON.parse(message.value ?? "null"))
      if (event.streamId.startsWith("project-")) changed = list.apply(event) || changed
    }
    // The model lives in memory and is rebuilt from the beginning on every start, so offsets need no care;
    // a consumer with a durable store commits them after its own commit.
    if (changed) onChange()
  })
  return { list, consumer, stop: () => consumer.stop() }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const brokers = readKafkaBrokers()
  if (!brokers) {
    process.stderr.write("KAFKA_BROKERS is required, e.g. KAFKA_BROKERS=127.0.0.1:9092\n")
    process.exit(2)
  }
  const log = createLogger("downstream-example", "warn")
  let dirty = false
  const running = await startProjectListConsumer(brokers, `downstream-example-${process.pid}`, log, () => (dirty = true))
  const timer = setInterval(() => {
    if (!dirty) return
    dirty = false
    process.stdout.write(`${JSON.stringify(running.list.list())}\n`)
  }, 1_000)
  process.once("SIGINT", () => {
    clearInterval(timer)
    void running.stop().then(() => process.exit(0))
  })
}
