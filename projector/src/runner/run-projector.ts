/**
 * @module Runs every projection of the list (runner/projections.ts) over the global log: read a batch after
 * the checkpoint, let each projection stage its changes, write them all and the new checkpoint in ONE
 * transaction, then notify. Killed at any point, it resumes from the last committed checkpoint: no event
 * lost, none applied twice.
 */
import {
  type FormerReaders,
  MAX_NOTICE_BYTES,
  type NoticeTrace,
  projectedNoticePayload,
  READERS_MAY_SHRINK,
  readersOf,
} from "@bimprofile/contracts/live/projected-notice"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { Logger } from "@bimprofile/infra/logger"
import { callsOf, type EventsSpan, inEventsSpan, traceparentOfSpan } from "@bimprofile/infra/ops/event-spans"
import { tracingEnabled } from "@bimprofile/infra/ops/tracing"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { loadProjectAccessFacts } from "../storage/project-access-store"
import { type LogPage, type LogSource, readLog } from "../storage/read-log"
import { advanceCheckpoint, readCheckpoint } from "../storage/read-model-store"
import { checkpointOf, createProjections } from "./projections"
import { rebuildProjection } from "./rebuild"
import { Idle } from "./idle"
import type { RunnableProjection } from "./runnable-projection"

export type ProjectorOptions = {
  readonly sql: SqlClient
  readonly store: EventStore
  readonly bus: NotificationBus
  readonly log: Logger
  /** The projections to keep: the list of runner/projections.ts unless given (tests). */
  readonly projections?: readonly RunnableProjection[]
  readonly batchSize?: number
  readonly idlePollMs?: number
  /** Where the events come from: the event table unless given (Kafka: kafka-source/kafka-log-source.ts). */
  readonly source?: LogSource
}

export class ProjectorRunner {
  private position = 0
  private running = false
  private readonly idle = new Idle()
  private loopDone: Promise<void> | undefined
  private unsubscribe: (() => void) | undefined
  private previousBatch: Promise<unknown> = Promise.resolve()
  private readonly projections: readonly RunnableProjection[]
  private readonly checkpointName: string
  private readonly version: number
  private readonly source: LogSource

  constructor(private readonly options: ProjectorOptions) {
    this.projections = options.projections ?? createProjections()
    this.source = options.source ?? { read: (after, limit) => readLog(options.store, after, limit, tracingEnabled()) }
    ;({ name: this.checkpointName, version: this.version } = checkpointOf(this.projections))
  }

  get checkpoint() {
    return this.position
  }

  /** Rebuilds first when the stored checkpoint belongs to another version of the projections. */
  async start(): Promise<void> {
    const { sql, store, log } = this.options
    const stored = await readCheckpoint(sql, this.checkpointName)
    if (stored && stored.version !== this.version) {
      log.info("projection version changed: rebuilding", { from: stored.version, to: this.version })
      await rebuildProjection({ sql, store, projections: this.projections })
    }
    this.position = (await readCheckpoint(sql, this.checkpointName))?.position ?? 0
    this.running = true
    this.unsubscribe = this.source.onArrival?.(this.idle.wake) ?? this.options.bus.subscribe("bimp_appended", this.idle.wake)
    this.loopDone = this.loop()
  }

  async stop(): Promise<void> {
    this.running = false
    this.unsubscribe?.()
    this.idle.wake()
    await this.loopDone
  }

  /** Processes everything committed so far; resolves with the number of events read. */
  async catchUp(): Promise<number> {
    let total = 0
    for (;;) {
      const read = await this.processBatch()
      if (read === 0) return total
      total += read
    }
  }

  private async loop(): Promise<void> {
    while (this.running) {
      try {
        const read = await this.processBatch()
        if (read > 0) continue
      } catch (error) {
        this.options.log.error("projector batch failed; retrying", { error: String(error) })
        this.forget()
        this.position = (await readCheckpoint(this.options.sql, this.checkpointName).catch(() => undefined))?.position ?? this.position
      }
      if (!this.running) break
      await this.idle.for(this.options.idlePollMs ?? 1_000)
    }
  }

  /** One batch at a time per runner: `catchUp` may be called while the loop runs, and both share the cache. */
  private processBatch(): Promise<number> {
    const batch = this.previousBatch.then(() => this.processNextBatch())
    this.previousBatch = batch.catch(() => {})
    return batch
  }

  private async processNextBatch(): Promise<number> {
    const page = await this.source.read(this.position, this.options.batchSize ?? 1_000)
    if (page.read === 0) return 0
    // A span per batch: the child of the call its events come from, else linked to each (ops/event-spans.ts).
    const attributes = { "bimp.position.from": this.position, "bimp.position.to": page.lastPosition, "bimp.event_count": page.read }
    return inEventsSpan("projector batch", () => page.calls, { attributes }, (span) => this.project(page, span))
  }

  private async project(page: LogPage, span: EventsSpan): Promise<number> {
    const { sql, bus, log } = this.options
    const from = this.position
    const to = page.lastPosition
    const events = page.events.filter((event) => this.projections.some((projection) => projection.definition.handles.has(event.type)))
    let staged
    try {
      staged = await Promise.all(this.projections.map((projection) => projection.stage(sql, page)))
    } catch (error) {
      this.forget()
      throw error
    }
    const readersBefore = await this.readersBefore(events)
    try {
      await sql.transaction(async (tx) => {
        // Rows and checkpoint commit together, and both can be rebuilt from the log: a crash may lose the
        // last few milliseconds of projection, never their consistency, so this commit need not wait for
        // the WAL flush (it would double the projector's cost per command).
        await tx.query("SET LOCAL synchronous_commit = off")
        if (!(await advanceCheckpoint(tx, this.checkpointName, this.version, from, to))) throw new CheckpointMoved()
        for (const changes of staged) await changes.write(tx)
      })
    } catch (error) {
      // The batch's rows already hold its changes: forget them, they are reloaded from what was committed.
      this.forget()
      if (error instanceof CheckpointMoved) {
        this.position = (await readCheckpoint(sql, this.checkpointName))?.position ?? from
        log.debug("another projector committed first; continuing from its checkpoint", { from, position: this.position })
        return page.read
      }
      throw error
    }
    this.position = to
    for (const changes of staged) changes.committed()
    log.debug("projected batch", { from, to, events: page.read, changes: staged.reduce((sum, changes) => sum + changes.count, 0) })
    // After the commit, never before: a listener that reads on this notice must see the batch.
    const identityEvents = page.identity.map((event) => ({ projectId: null, type: event.type }))
    const notice = projectedNoticePayload(from, to, [...events, ...identityEvents], MAX_NOTICE_BYTES, readersBefore, noticeTraceOf(span, page))
    await bus.publish("bimp_projected", notice).catch(() => {})
    return page.read
  }

  /**
   * Who could read the projects this batch deletes or narrows, from the committed read models (the state
   * before the batch): the notice names them, so their open lists learn that the project went away.
   */
  private async readersBefore(events: readonly { readonly projectId: number; readonly type: string }[]): Promise<Map<number, FormerReaders>> {
    const ids = [...new Set(events.filter((event) => READERS_MAY_SHRINK.has(event.type)).map((event) => event.projectId))]
    const readers = new Map<number, FormerReaders>()
    if (ids.length === 0) return readers
    for (const [id, facts] of await loadProjectAccessFacts(this.options.sql, ids)) readers.set(id, readersOf(facts))
    return readers
  }

  private forget() {
    for (const projection of this.projections) projection.forget()
  }
}

/** The batch's span and calls, for the live notification's span to continue (none with tracing off). */
const noticeTraceOf = (span: EventsSpan, page: LogPage): NoticeTrace | undefined => {
  const traceparent = traceparentOfSpan(span)
  return traceparent === undefined ? undefined : { traceparent, correlationIds: callsOf(page.calls).correlationIds }
}

class CheckpointMoved extends Error {
  constructor() {
    super("another projector instance advanced the checkpoint")
  }
}
