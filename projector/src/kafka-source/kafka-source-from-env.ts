/**
 * @module `PROJECTOR_SOURCE`: where `projector run` reads the log — `table` (default, the event table) or
 * `kafka` (the topic, docs/kafka.md; needs KAFKA_BROKERS, consumer group KAFKA_GROUP).
 */
import { EVENTS_TOPIC } from "@bimprofile/contracts/integration/cloud-event"
import { createEventConsumer } from "@bimprofile/infra/kafka/event-consumer"
import { readKafkaBrokers } from "@bimprofile/infra/kafka/kafka-client"
import type { Logger } from "@bimprofile/infra/logger"
import { CliError } from "../cli/open-configured-database"
import { KafkaLogSource } from "./kafka-log-source"

export const DEFAULT_PROJECTOR_GROUP = "bimprofile-projector"

/** The Kafka source the environment asks for, or undefined for the event table. */
export const kafkaSourceFromEnv = (log: Logger, env: NodeJS.ProcessEnv = process.env): KafkaLogSource | undefined => {
  const source = env.PROJECTOR_SOURCE || "table"
  if (source === "table") return undefined
  if (source !== "kafka") throw new CliError(`PROJECTOR_SOURCE must be "table" or "kafka", not "${source}"`)
  const brokers = readKafkaBrokers(env.KAFKA_BROKERS)
  if (!brokers) throw new CliError("PROJECTOR_SOURCE=kafka needs KAFKA_BROKERS (host:port, comma-separated)")
  const groupId = env.KAFKA_GROUP || DEFAULT_PROJECTOR_GROUP
  const consumer = createEventConsumer({ brokers, clientId: "bimprofile-projector", groupId, topic: EVENTS_TOPIC, fromBeginning: true, log })
  return new KafkaLogSource({ consumer, log })
}
