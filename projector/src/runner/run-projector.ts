/**
 * @module Runs a projection over the global log: read a batch after the checkpoint, apply it to the rows
 * of the projects it touches, write the rows and the new checkpoint in ONE transaction, then notify. The
 * identity read models (users, organisations, grants, shares — projections/identity.ts) are written in the
 * same batch and transaction, under the same checkpoint.
 * Killed at any point, it resumes from the last committed checkpoint: no event lost, none applied twice.
 */
import { type FormerReaders, MAX_NOTICE_BYTES, projectedNoticePayload, READERS_MAY_SHRINK, readersOf } from "@bimprofile/contracts/live/projected-notice"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { Logger } from "@bimprofile/infra/logger"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { applyChanges, type Projection, type ProjectRows, type RowChange } from "../projection"
import { identityChangesOf } from "../projections/identity"
import { writeIdentityChanges } from "../storage/identity-store"
import { loadProjectAccessFacts } from "../storage/project-access-store"
import { readLog } from "../storage/read-log"
import { advanceCheckpoint, loadRowsOfProjects, readCheckpoint, writeChanges } from "../storage/read-model-store"
import { rebuildProjection } from "./rebuild"

export type ProjectorOptions = {
  readonly sql: SqlClient
  readonly store: EventStore
  readonly bus: NotificationBus
  readonly projection: Projection
  readonly log: Logger
  readonly batchSize?: number
  readonly idlePollMs?: number
  readonly maxCachedProjects?: number
}

export class ProjectorRunner {
  private position = 0
  private running = false
  private wake: (() => void) | undefined
  private loopDone: Promise<void> | undefined
  private readonly cache = new Map<number, ProjectRows>()
  private unsubscribe: (() => void) | undefined
  private previousBatch: Promise<unknown> = Promise.resolve()

  constructor(private readonly options: ProjectorOptions) {}

  get checkpoint() {
    return this.position
  }

  /** Rebuilds first when the stored checkpoint belongs to another version of the projection. */
  async start(): Promise<void> {
    const { sql, store, projection, log } = this.options
    const stored = await readCheckpoint(sql, projection.name)
    if (stored && stored.version !== projection.version) {
      log.info("projection version changed: rebuilding", { from: stored.version, to: projection.version })
      await rebuildProjection({ sql, store, projection })
    }
    this.position = (await readCheckpoint(sql, projection.name))?.position ?? 0
    this.running = true
    this.unsubscribe = this.options.bus.subscribe("bimp_appended", () => this.wake?.())
    this.loopDone = this.loop()
  }

  async stop(): Promise<void> {
    this.running = false
    this.unsubscribe?.()
    this.wake?.()
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
        this.cache.clear()
        this.position = (await readCheckpoint(this.options.sql, this.options.projection.name).catch(() => undefined))?.position ?? this.position
      }
      if (!this.running) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.idlePollMs ?? 1_000)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wake = undefined
    }
  }

  /** One batch at a time per runner: `catchUp` may be called while the loop runs, and both share the cache. */
  private processBatch(): Promise<number> {
    const batch = this.previousBatch.then(() => this.processNextBatch())
    this.previousBatch = batch.catch(() => {})
    return batch
  }

  private async processNextBatch(): Promise<number> {
    const { sql, projection, bus, log } = this.options
    const page = await readLog(this.options.store, this.position, this.options.batchSize ?? 1_000)
    if (page.read === 0) return 0
    const from = this.position
    const to = page.lastPosition
    const events = page.events.filter((event) => projection.handles.has(event.type))
    // The rows of the batch's projects stay pinned until it commits: evicting one in the middle of a batch
    // and reloading it would lose the changes of the batch's earlier events to that project.
    const batchRows = await this.rowsOf(events.map((event) => event.projectId))
    const changes: RowChange[] = []
    for (const event of events) {
      const rows = batchRows.get(event.projectId)!
      const eventChanges = projection.project(rows, event)
      applyChanges(rows, eventChanges)
      for (const change of eventChanges) changes.push(change)
    }
    const identityChanges = identityChangesOf(page.events, page.identity)
    const readersBefore = await this.readersBefore(events)
    try {
      await sql.transaction(async (tx) => {
        // Rows and checkpoint commit together, and both can be rebuilt from the log: a crash may lose the
        // last few milliseconds of projection, never their consistency, so this commit need not wait for
        // the WAL flush (it would double the projector's cost per command).
        await tx.query("SET LOCAL synchronous_commit = off")
        if (!(await advanceCheckpoint(tx, projection.name, projection.version, from, to))) throw new CheckpointMoved()
        await writeChanges(tx, changes)
        await writeIdentityChanges(tx, identityChanges)
      })
    } catch (error) {
      // The batch's rows already hold its changes: forget them, they are reloaded from what was committed.
      this.cache.clear()
      if (error instanceof CheckpointMoved) {
        this.position = (await readCheckpoint(sql, projection.name))?.position ?? from
        log.debug("another projector committed first; continuing from its checkpoint", { from, position: this.position })
        return page.read
      }
      throw error
    }
    this.position = to
    this.remember(batchRows)
    log.debug("projected batch", { from, to, events: page.read, changes: changes.length })
    // After the commit, never before: a listener that reads on this notice must see the batch.
    const identityEvents = page.identity.map((event) => ({ projectId: null, type: event.type }))
    await bus.publish("bimp_projected", projectedNoticePayload(from, to, [...events, ...identityEvents], MAX_NOTICE_BYTES, readersBefore)).catch(() => {})
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

  /** The rows of the given projects: cached ones, the others loaded together in one query. */
  private async rowsOf(projectIds: readonly number[]): Promise<Map<number, ProjectRows>> {
    const rows = new Map<number, ProjectRows>()
    const missing = new Set<number>()
    for (const id of projectIds) {
      if (rows.has(id) || missing.has(id)) continue
      const cached = this.cache.get(id)
      if (cached) rows.set(id, cached)
      else missing.add(id)
    }
    for (const [id, loaded] of await loadRowsOfProjects(this.options.sql, [...missing])) rows.set(id, loaded)
    return rows
  }

  /** Keeps the committed rows of a batch's projects, most recently used last, up to the cache's size. */
  private remember(batchRows: Map<number, ProjectRows>) {
    for (const [id, rows] of batchRows) {
      this.cache.delete(id)
      this.cache.set(id, rows)
    }
    const limit = this.options.maxCachedProjects ?? 500
    for (const id of this.cache.keys()) {
      if (this.cache.size <= limit) break
      this.cache.delete(id)
    }
  }
}

class CheckpointMoved extends Error {
  constructor() {
    super("another projector instance advanced the checkpoint")
  }
}
