/**
 * @module Reads a topic in a consumer group. The handler gets each fetched batch of one partition; offsets are
 * committed only when the caller says its work is durable (`commit`), so a crash re-delivers and consumers
 * dedupe (at-least-once, DESIGN.md §5).
 */
import type { Consumer } from "kafkajs"
import { createKafka, type KafkaSettings } from "./kafka-client"

export type IncomingMessage = {
  readonly partition: number
  /** The message's offset in its partition. */
  readonly offset: string
  readonly key: string | null
  readonly value: string | null
}

export type ConsumerSettings = KafkaSettings & {
  readonly topic: string
  readonly groupId: string
  /** Where a group without committed offsets starts: the topic's first message, else only new ones. */
  readonly fromBeginning: boolean
}

export interface EventConsumer {
  /** Starts consuming; the handler must not wait for messages of other partitions (buffer them instead). */
  start(handler: (messages: readonly IncomingMessage[]) => Promise<void>): Promise<void>
  /** Commits the next offset to read per partition: every message before it is durably handled. */
  commit(nextOffsets: ReadonlyMap<number, string>): Promise<void>
  /** Reads every partition from its first message again. */
  rewind(): Promise<void>
  pause(partitions: readonly number[]): void
  resume(partitions: readonly number[]): void
  stop(): Promise<void>
}

export const createEventConsumer = (settings: ConsumerSettings): EventConsumer => {
  const kafka = createKafka(settings)
  const consumer: Consumer = kafka.consumer({
    groupId: settings.groupId,
    retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 200, maxRetryTime: 5_000 },
    // Room for a whole record batch of the relay (event-publisher.ts keeps them under 1 MiB): kafkajs cannot
    // read past a batch larger than this and would stall on that partition.
    maxBytesPerPartition: 8 * 1024 * 1024,
    maxBytes: 32 * 1024 * 1024,
    // A fetch returns as soon as anything is there; when idle, wake every half second.
    maxWaitTimeInMs: 500,
  })
  const topic = settings.topic
  return {
    async start(handler) {
      await consumer.connect()
      await consumer.subscribe({ topic, fromBeginning: settings.fromBeginning })
      await consumer.run({
        autoCommit: false,
        eachBatch: async ({ batch }) => {
          await handler(
            batch.messages.map((message) => ({
              partition: batch.partition,
              offset: message.offset,
              key: message.key?.toString("utf8") ?? null,
              value: message.value?.toString("utf8") ?? null,
            })),
          )
        },
      })
    },
    async commit(nextOffsets) {
      if (nextOffsets.size === 0) return
      await consumer.commitOffsets([...nextOffsets].map(([partition, offset]) => ({ topic, partition, offset })))
    },
    async rewind() {
      const admin = kafka.admin()
      await admin.connect()
      try {
        for (const { partition, low } of await admin.fetchTopicOffsets(topic)) consumer.seek({ topic, partition, offset: low })
      } finally {
        await admin.disconnect()
      }
    },
    pause(partitions) {
      if (partitions.length > 0) consumer.pause([{ topic, partitions: [...partitions] }])
    },
    resume(partitions) {
      if (partitions.length > 0) consumer.resume([{ topic, partitions: [...partitions] }])
    },
    async stop() {
      await consumer.disconnect()
    },
  }
}
