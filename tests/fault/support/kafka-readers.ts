/**
 * @module The downstream reader of the fault tests, in the test process: a consumer that dedupes on
 * (stream, version) as docs/kafka.md asks — it counts what it was delivered and what it applied, and notes any
 * version it would have to skip (a gap).
 */
import { EVENTS_TOPIC, fromCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import { createEventConsumer } from "@bimprofile/infra/kafka/event-consumer"
import type { Logger } from "@bimprofile/infra/logger"

export const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

export type DedupeConsumer = {
  /** Per stream, the last version applied. */
  readonly applied: ReadonlyMap<string, number>
  readonly stats: { delivered: number; applied: number; duplicates: number; gaps: string[] }
  stop(): Promise<void>
}

/** Reads the topic from the beginning in a group of its own and applies each (stream, version) once. */
export const startDedupeConsumer = async (brokers: string, groupId: string): Promise<DedupeConsumer> => {
  const applied = new Map<string, number>()
  const stats = { delivered: 0, applied: 0, duplicates: 0, gaps: [] as string[] }
  const consumer = createEventConsumer({ brokers: [brokers], clientId: groupId, groupId, topic: EVENTS_TOPIC, fromBeginning: true, log: quiet })
  await consumer.start(async (messages) => {
    for (const message of messages) {
      const event = fromCloudEvent(JSON.parse(message.value ?? "null"))
      stats.delivered += 1
      const last = applied.get(event.streamId) ?? 0
      if (event.streamVersion <= last) {
        stats.duplicates += 1
        continue
      }
      // Per-stream order is the key's promise: the next version to apply is always last + 1.
      if (event.streamVersion !== last + 1) stats.gaps.push(`${event.streamId}: ${last} → ${event.streamVersion}`)
      applied.set(event.streamId, event.streamVersion)
      stats.applied += 1
    }
  })
  return { applied, stats, stop: () => consumer.stop() }
}
