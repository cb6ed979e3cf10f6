/**
 * @module Fans the projector's `bimp_projected` notices out to the live streams of this process, as
 * batches of notifications, once per notice, in position order. Notices only arrive after the projector
 * committed, so a listener that reads on a notification sees it.
 *
 * A notice can be lost (a LISTEN connection that reconnects) or overtaken (two projector instances): each
 * names the checkpoint it started from, and when that is not where the previous one ended, the missed
 * range is read from the log. While anyone listens the checkpoint is also polled now and then, so a lost
 * last notice only delays its notifications.
 */
import { LIVE_KINDS, type LiveKind } from "@bimprofile/contracts/live/live-notification"
import { type NoticeTrace, parseProjectedNotice, type ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { Logger } from "@bimprofile/infra/logger"
import { type EventTrace, inEventsSpan } from "@bimprofile/infra/ops/event-spans"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { changesBetween, everythingChanged, readCheckpoint } from "./live-changes"
import type { AddressedNotification } from "./live-filter"

/** The notifications of one step of the read models, up to `position`. */
export type LiveBatch = { readonly position: number; readonly notifications: readonly AddressedNotification[] }

/** What a live stream needs: where the read models are, their steps from now on, and the past from the log. */
export interface LiveSource {
  /** The position of the last batch handed to listeners. */
  readonly position: number
  /** Resolves once every notice received so far was handed out (or skipped). */
  settled(): Promise<void>
  /** `listener` gets each later batch; `onClose` is called when the source shuts down. Returns unsubscribe. */
  subscribe(listener: (batch: LiveBatch) => void, onClose: () => void): () => void
  changesBetween(after: number, upTo: number): Promise<AddressedNotification[]>
}

export type LiveHubOptions = {
  readonly sql: SqlQuery
  /** Where missed ranges are read from. */
  readonly store: Pick<EventStore, "readAllLean">
  readonly bus: NotificationBus
  /** The projection whose checkpoint tells how far the read models are. */
  readonly checkpointName: string
  readonly log?: Logger | undefined
  /** How often the checkpoint is read while someone listens, in case a notice was lost. */
  readonly pollMs?: number
}

type Subscriber = { readonly listener: (batch: LiveBatch) => void; readonly onClose: () => void }

export class LiveHub implements LiveSource {
  private current = 0
  private queue: Promise<void> = Promise.resolve()
  private readonly subscribers = new Set<Subscriber>()
  private unsubscribe: (() => void) | undefined
  private poller: ReturnType<typeof setInterval> | undefined
  private closed = false

  constructor(private readonly options: LiveHubOptions) {}

  /** Listens to the notices first, then takes the checkpoint: no notice falls between the two. */
  async start(): Promise<void> {
    this.unsubscribe = this.options.bus.subscribe("bimp_projected", (payload) => void this.enqueue(() => this.onNotice(payload)))
    const started = this.queue.then(async () => {
      this.current = Math.max(this.current, await readCheckpoint(this.options.sql, this.options.checkpointName))
    })
    this.queue = started.catch(() => {})
    await started
  }

  get position() {
    return this.current
  }

  get listenerCount() {
    return this.subscribers.size
  }

  settled(): Promise<void> {
    return this.queue
  }

  subscribe(listener: (batch: LiveBatch) => void, onClose: () => void): () => void {
    if (this.closed) {
      onClose()
      return () => {}
    }
    const subscriber = { listener, onClose }
    this.subscribers.add(subscriber)
    this.poll()
    return () => {
      this.subscribers.delete(subscriber)
      this.poll()
    }
  }

  changesBetween(after: number, upTo: number): Promise<AddressedNotification[]> {
    return changesBetween(this.options.store, after, upTo)
  }

  /** Stops listening and ends every stream. */
  close() {
    this.closed = true
    this.unsubscribe?.()
    for (const subscriber of [...this.subscribers]) subscriber.onClose()
    this.subscribers.clear()
    this.poll()
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: unknown) => this.options.log?.error("live updates: notice failed", { error: String(error) }))
    return this.queue
  }

  private async onNotice(payload: string) {
    const notice = parseProjectedNotice(payload)
    if (!notice) return this.catchUp()
    if (notice.position <= this.current) return
    const after = this.current
    let notifications: AddressedNotification[] = []
    if (this.subscribers.size > 0) {
      // Where this notice starts is not where the last one ended: read what lies between from the log.
      if (notice.from !== after) notifications = await this.read(after, notice.from < after ? notice.position : notice.from)
      if (notice.from >= after) notifications.push(...notificationsOf(notice))
    }
    this.advance(notice.position, notifications, notice.trace)
  }

  /** Reads the checkpoint; when it is ahead (a notice was lost), hands out what changed from the log. */
  private async catchUp() {
    const checkpoint = await readCheckpoint(this.options.sql, this.options.checkpointName)
    if (checkpoint <= this.current) return
    this.advance(checkpoint, this.subscribers.size > 0 ? await this.read(this.current, checkpoint) : [])
  }

  private async read(after: number, upTo: number): Promise<AddressedNotification[]> {
    try {
      return await this.changesBetween(after, upTo)
    } catch (error) {
      this.options.log?.warn("live updates: could not read the missed changes", { error: String(error), after, upTo })
      return [everythingChanged(upTo)]
    }
  }

  /** `trace`: the projector's batch, whose trace the span of this notification continues (docs/operations.md "Traces"). */
  private advance(position: number, notifications: readonly AddressedNotification[], trace?: NoticeTrace) {
    this.current = position
    if (notifications.length === 0) return
    const batch: LiveBatch = { position, notifications }
    const notify = async () => {
      for (const { listener } of this.subscribers) {
        try {
          listener(batch)
        } catch (error) {
          this.options.log?.error("live updates: listener failed", { error: String(error) })
        }
      }
    }
    if (!trace) return void notify()
    const attributes = { "bimp.position": position, "bimp.live.subscribers": this.subscribers.size, "bimp.live.notifications": notifications.length }
    // Runs `notify` at once (nothing before it awaits), so batches still reach the streams in position order.
    void inEventsSpan("live notify", () => callsOfNotice(trace), { attributes }, notify)
  }

  /** Polls the checkpoint while anyone listens. */
  private poll() {
    const wanted = !this.closed && this.subscribers.size > 0
    if (wanted && !this.poller) {
      this.poller = setInterval(() => void this.enqueue(() => this.catchUp()), this.options.pollMs ?? 5_000)
      this.poller.unref?.()
    } else if (!wanted && this.poller) {
      clearInterval(this.poller)
      this.poller = undefined
    }
  }
}

/** The projector's batch span, then the calls it names (their correlation ids). */
const callsOfNotice = (trace: NoticeTrace): EventTrace[] => [
  { traceparent: trace.traceparent },
  ...(trace.correlationIds ?? []).map((correlationId) => ({ correlationId })),
]

const isKind = (kind: string): kind is LiveKind => (LIVE_KINDS as readonly string[]).includes(kind)

const notificationsOf = (notice: ProjectedNotice): AddressedNotification[] =>
  notice.projects === null
    ? [everythingChanged(notice.position)]
    : notice.projects.map((project) => ({
        position: notice.position,
        project_id: project.id,
        kinds: project.kinds.filter(isKind),
        ...(project.formerReaders && { formerReaders: project.formerReaders }),
      }))
