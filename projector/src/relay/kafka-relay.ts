/**
 * @module The relay: publishes every event of the log, in global order, to Kafka — the event table is the
 * outbox (DESIGN.md §5, docs/kafka.md). It is one more processor of the global log with a checkpoint of its own
 * (`kafka-relay` in projector_checkpoints), which advances only after the broker acknowledged the batch: a crash
 * between the acknowledgement and the checkpoint re-publishes that batch (at-least-once; consumers dedupe on
 * stream and version).
 *
 * One relay is active at a time, so that a stream's events reach its partition in order: each batch runs in a
 * transaction that first takes a transaction-level advisory lock; a second relay finds it taken and waits as a
 * standby, ready to take over the moment the first one dies (its transaction, and the lock, end with it).
 */
import { CLOUD_EVENT_CONTENT_TYPE, EVENTS_TOPIC, toCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import type { EventStore, StoredEvent } from "@bimprofile/infra/event-store/event-store"
import type { EventPublisher, OutgoingMessage } from "@bimprofile/infra/kafka/event-publisher"
import type { Logger } from "@bimprofile/infra/logger"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import { type EventSpanOptions, type EventsSpan, inEventsSpan, traceOfMetadata, traceparentOfSpan } from "@bimprofile/infra/ops/event-spans"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { Idle } from "../runner/idle"
import { advanceCheckpoint, readCheckpoint } from "../storage/read-model-store"

export const RELAY_CHECKPOINT = "kafka-relay"
/** The checkpoint's version: the envelope's (a new envelope would be a new topic, `bimprofile.events.v2`). */
const RELAY_VERSION = 1
/** Any constant unique among the product's advisory locks (the event store appends under 7262001). */
const RELAY_LOCK = 7262012
export const DEFAULT_RELAY_BATCH = 5_000

export type RelayOptions = {
  readonly sql: SqlClient
  readonly store: EventStore
  readonly bus: NotificationBus
  readonly publisher: EventPublisher
  readonly log: Logger
  /** The public base URL of the query service: `dataschema` URLs start with it. */
  readonly schemaBase: string
  readonly batchSize?: number
  readonly idlePollMs?: number
}

/** What one step did: published events, found nothing new, or saw another relay active. */
export type RelayStep = { readonly published: number; readonly standby: boolean }

/**
 * A span per published batch (docs/operations.md "Traces"): the child of the call when the batch holds one call's
 * events, else linked to each call.
 */
const publishSpan = (events: readonly StoredEvent[]): EventSpanOptions => ({
  kind: "producer",
  attributes: {
    "messaging.system": "kafka",
    "messaging.operation.type": "send",
    "messaging.destination.name": EVENTS_TOPIC,
    "messaging.batch.message_count": events.length,
    "bimp.position.first": events[0]?.globalPosition ?? 0,
    "bimp.position.last": events.at(-1)?.globalPosition ?? 0,
  },
})

/** A message's headers; `traceparent`: the trace it is published in (the call's, the envelope's too). */
const headersOf = (traceparent: string | undefined): Record<string, string> =>
  traceparent === undefined ? { "content-type": CLOUD_EVENT_CONTENT_TYPE } : { "content-type": CLOUD_EVENT_CONTENT_TYPE, traceparent }

/** When the relay traces, the messages' `traceparent` header names its publishing span (linked to the calls). */
const publishedIn = (span: EventsSpan, messages: OutgoingMessage[]): OutgoingMessage[] => {
  const traceparent = traceparentOfSpan(span)
  return traceparent === undefined ? messages : messages.map((message) => ({ ...message, headers: headersOf(traceparent) }))
}

export class KafkaRelay {
  private running = false
  private readonly idle = new Idle()
  private loopDone: Promise<void> | undefined
  private unsubscribe: (() => void) | undefined
  private position = 0
  private topicReady = false
  private previousStep: Promise<unknown> = Promise.resolve()
  private prefetched: { readonly after: number; readonly page: Promise<StoredEvent[]> } | undefined

  constructor(private readonly options: RelayOptions) {}

  /** The position of the last event the broker acknowledged (as this relay last saw it). */
  get checkpoint(): number {
    return this.position
  }

  async start(): Promise<void> {
    this.position = (await readCheckpoint(this.options.sql, RELAY_CHECKPOINT))?.position ?? 0
    this.running = true
    this.unsubscribe = this.options.bus.subscribe("bimp_appended", this.idle.wake)
    this.loopDone = this.loop()
  }

  /** Lets the batch in flight finish (published and checkpointed, or not at all), then stops. */
  async stop(): Promise<void> {
    this.running = false
    this.unsubscribe?.()
    this.idle.wake()
    await this.loopDone
    await this.options.publisher.close()
  }

  /** Publishes everything committed so far (tests, and the loop). */
  async catchUp(): Promise<number> {
    let total = 0
    for (;;) {
      const step = await this.step()
      if (step.published === 0) return total
      total += step.published
    }
  }

  private async loop(): Promise<void> {
    let failures = 0
    while (this.running) {
      let step: RelayStep = { published: 0, standby: false }
      try {
        step = await this.step()
        if (failures > 0) this.options.log.info("relay publishing again", { checkpoint: this.position })
        failures = 0
      } catch (error) {
        failures += 1
        // Broker or database away: nothing was checkpointed, the same batch goes out once they are back.
        if (failures === 1 || failures % 30 === 0) this.options.log.error("relay batch failed; retrying", { error: String(error), failures })
      }
      if (step.published > 0) continue
      if (!this.running) break
      await this.idle.for(failures > 0 ? Math.min(5_000, 250 * 2 ** Math.min(failures, 5)) : (this.options.idlePollMs ?? 1_000))
    }
  }

  /** One batch: lock, read after the checkpoint, publish, advance the checkpoint — in one transaction. */
  /**
   * One step at a time per relay: `catchUp` may run while the loop does, and a step of its own relay must be waited
   * for, not taken for another relay holding the lock.
   */
  step(): Promise<RelayStep> {
    const step = this.previousStep.then(() => this.stepAlone())
    this.previousStep = step.catch(() => {})
    return step
  }

  private async stepAlone(): Promise<RelayStep> {
    // In the loop, not in start(): a broker that is down when the relay starts is waited for like any outage.
    if (!this.topicReady) {
      await this.options.publisher.ensureTopic()
      this.topicReady = true
    }
    const { published, standby, checkpoint } = await this.publishBatch()
    if (checkpoint !== undefined) this.position = checkpoint
    return { published, standby }
  }

  private prefetch(after: number): void {
    const page = this.options.store.readAll(after, this.options.batchSize ?? DEFAULT_RELAY_BATCH)
    page.catch(() => {}) // a failed prefetch is read again when needed
    this.prefetched = { after, page }
  }

  /** The events after `from`: the prefetched page when it starts there, else a fresh read. */
  private readAfter(from: number): Promise<StoredEvent[]> {
    const prefetched = this.prefetched
    this.prefetched = undefined
    if (prefetched?.after === from) return prefetched.page.catch(() => this.options.store.readAll(from, this.options.batchSize ?? DEFAULT_RELAY_BATCH))
    return this.options.store.readAll(from, this.options.batchSize ?? DEFAULT_RELAY_BATCH)
  }

  private publishBatch(): Promise<RelayStep & { readonly checkpoint?: number }> {
    const { sql, publisher, schemaBase } = this.options
    const batchSize = this.options.batchSize ?? DEFAULT_RELAY_BATCH
    return sql.transaction(async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS locked", [RELAY_LOCK])
      if (!lock?.locked) return { published: 0, standby: true }
      const from = (await readCheckpoint(tx, RELAY_CHECKPOINT))?.position ?? 0
      const events = await this.readAfter(from)
      if (events.length === 0) return { published: 0, standby: false, checkpoint: from }
      let previous = from
      const messages: OutgoingMessage[] = events.map((event) => {
        const envelope = toCloudEvent(event, previous, schemaBase)
        previous = event.globalPosition
        return { key: event.streamId, value: JSON.stringify(envelope), headers: headersOf(envelope.traceparent) }
      })
      // While the broker takes this batch, the next one is read (a backlog goes out at the produce rate).
      if (events.length === batchSize) this.prefetch(previous)
      await inEventsSpan(`send ${EVENTS_TOPIC}`, () => events.map((event) => traceOfMetadata(event.metadata)), publishSpan(events), (span) =>
        publisher.publish(publishedIn(span, messages)),
      )
      // Under the lock nobody else moves it; the compare-and-set guards against a lock that was lost anyway.
      if (!(await advanceCheckpoint(tx, RELAY_CHECKPOINT, RELAY_VERSION, from, previous))) throw new Error("the relay checkpoint moved under the lock")
      return { published: events.length, standby: false, checkpoint: previous }
    })
  }
}
