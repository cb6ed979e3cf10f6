/**
 * @module Publishes messages to a topic so that a resolved `publish` means the broker has them: an idempotent
 * producer (retries inside one producer session never duplicate), `acks = all`, one request in flight (kafkajs
 * keeps order and sequence numbers right only so — research/eventsourcing.md §3). The relay advances its
 * checkpoint after `publish` resolves, never before.
 */
import { Partitioners, type Producer } from "kafkajs"
import { createKafka, type KafkaSettings } from "./kafka-client"

export type OutgoingMessage = {
  /** The partitioning key (the stream id: per-stream order). */
  readonly key: string
  readonly value: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface EventPublisher {
  /** Creates the topic with its partition count when it does not exist (the count never changes later). */
  ensureTopic(): Promise<void>
  /** Resolves once the broker acknowledged every message (acks = all); rejects otherwise, nothing assumed sent. */
  publish(messages: readonly OutgoingMessage[]): Promise<void>
  close(): Promise<void>
}

export type PublisherSettings = KafkaSettings & {
  readonly topic: string
  /** Partitions of a topic created here. Fixed for the topic's life: more would remap keys and break order. */
  readonly partitions: number
}

/**
 * The largest record batch the topic takes (its `max.message.bytes`, set when the publisher creates it; the
 * broker's default is 1 MiB). Consumers fetch up to 8 MiB per partition (event-consumer.ts), so they never stall.
 */
export const TOPIC_MAX_BATCH_BYTES = 8 * 1024 * 1024

/**
 * A produce request's messages, in bytes. The request holds one record batch per partition; even if every message
 * had the same key, that batch stays under the topic's limit. Big requests matter: with one request in flight
 * (idempotence), a backlog goes out at one broker round trip per request.
 */
const MAX_REQUEST_BYTES = 4 * 1024 * 1024

/** Consecutive runs of messages of at most `maxBytes` each (a larger single message alone), in order. */
export const chunksOf = (messages: readonly OutgoingMessage[], maxBytes: number): OutgoingMessage[][] => {
  const chunks: OutgoingMessage[][] = []
  let current: OutgoingMessage[] = []
  let bytes = 0
  for (const message of messages) {
    const size = Buffer.byteLength(message.key) + Buffer.byteLength(message.value) + 64
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current)
      current = []
      bytes = 0
    }
    current.push(message)
    bytes += size
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

export const createEventPublisher = (settings: PublisherSettings): EventPublisher => {
  const kafka = createKafka(settings)
  let producer: Producer | undefined
  const connected = async () => {
    if (producer) return producer
    const created = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner })
    await created.connect()
    producer = created
    return created
  }
  return {
    async ensureTopic() {
      const admin = kafka.admin()
      await admin.connect()
      try {
        const topics = await admin.listTopics()
        if (!topics.includes(settings.topic)) {
          await admin.createTopics({
            waitForLeaders: true,
            topics: [
              {
                topic: settings.topic,
                numPartitions: settings.partitions,
                replicationFactor: 1,
                configEntries: [{ name: "max.message.bytes", value: String(TOPIC_MAX_BATCH_BYTES) }],
              },
            ],
          })
        }
      } finally {
        await admin.disconnect()
      }
    },
    async publish(messages) {
      if (messages.length === 0) return
      const target = await connected()
      try {
        for (const chunk of chunksOf(messages, MAX_REQUEST_BYTES)) {
          await target.send({
            topic: settings.topic,
            acks: -1,
            messages: chunk.map((message) => ({ key: message.key, value: message.value, ...(message.headers ? { headers: { ...message.headers } } : {}) })),
          })
        }
      } catch (error) {
        // A failed send may leave the producer's sequence state unusable: start a fresh session next time.
        producer = undefined
        await target.disconnect().catch(() => {})
        throw error
      }
    },
    async close() {
      await producer?.disconnect()
      producer = undefined
    },
  }
}
