/**
 * @module The one place that knows the Kafka client library (kafkajs, unmaintained since 2023): the relay and
 * the consumers use `event-publisher.ts` and `event-consumer.ts`, which take these settings, so another client
 * can replace kafkajs here without touching them.
 */
import { Kafka, logLevel, type LogEntry } from "kafkajs"
import type { Logger } from "../logger"

export type KafkaSettings = {
  /** `host:port` of the bootstrap brokers (`KAFKA_BROKERS`, comma-separated). */
  readonly brokers: readonly string[]
  readonly clientId: string
  readonly log: Logger
}

/** `KAFKA_BROKERS=127.0.0.1:9092,127.0.0.1:9093` → the list; undefined when unset or empty. */
export const readKafkaBrokers = (value: string | undefined = process.env.KAFKA_BROKERS): string[] | undefined => {
  const brokers = (value ?? "").split(",").map((broker) => broker.trim()).filter((broker) => broker !== "")
  return brokers.length > 0 ? brokers : undefined
}

/** kafkajs's own log lines go to ours: warnings and errors only (its info lines describe every rebalance). */
const logCreatorOf = (log: Logger) => () => (entry: LogEntry) => {
  const { message, ...fields } = entry.log
  const line = `kafka: ${message}`
  if (entry.level === logLevel.ERROR) log.error(line, { ...fields, namespace: entry.namespace })
  else if (entry.level === logLevel.WARN) log.warn(line, { ...fields, namespace: entry.namespace })
}

export const createKafka = ({ brokers, clientId, log }: KafkaSettings): Kafka =>
  new Kafka({
    clientId,
    brokers: [...brokers],
    logLevel: logLevel.WARN,
    logCreator: logCreatorOf(log),
    connectionTimeout: 3_000,
    // A broker that is restarting answers again within seconds: keep trying for about a minute, then the
    // caller's loop (relay, consumer) starts over and logs it.
    retry: { initialRetryTime: 200, maxRetryTime: 5_000, retries: 12 },
  })
