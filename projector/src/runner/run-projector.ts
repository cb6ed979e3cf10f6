/**
 * @module Runs a projection over the global log: read a batch after the checkpoint, apply it to the rows
 * of the projects it touches, write the rows and the new checkpoint in ONE transaction, then notify.
 * Killed at any point, it resumes from the last committed checkpoint: no event lost, none applied twice.
 */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { Logger } from "@bimprofile/infra/logger"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { applyChanges, type Projection, type ProjectRows, type RowChange } from "../projection"
import { advanceCheckpoint, loadProjectRows, readCheckpoint, writeChanges } from "../storage/read-model-store"
import { rebuildProjection } from "./rebuild"
import { toProjected } from "./to-projected"

export type ProjectedNotice = { position: number; projects: number[] | null }

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

  private async processBatch(): Promise<number> {
    const { sql, store, projection, bus } = this.options
    const events = await store.readAll(this.position, this.options.batchSize ?? 1_000)
    if (events.length === 0) return 0
    const from = this.position
    const to = events.at(-1)!.globalPosition
    const changes: RowChange[] = []
    const touched = new Set<number>()
    for (const stored of events) {
      const event = toProjected(stored)
      if (!event || !projection.handles.has(event.type)) continue
      const rows = await this.rowsOf(event.projectId)
      const eventChanges = projection.project(rows, event)
      applyChanges(rows, eventChanges)
      changes.push(...eventChanges)
      touched.add(event.projectId)
    }
    try {
      const advanced = await sql.transaction(async (tx) => {
        await writeChanges(tx, changes)
        if (!(await advanceCheckpoint(tx, projection.name, projection.version, from, to))) throw new CheckpointMoved()
        return true
      })
      if (advanced) this.position = to
    } catch (error) {
      // The cached rows already hold this batch: forget them, they are reloaded from what was committed.
      this.cache.clear()
      if (error instanceof CheckpointMoved) {
        this.position = (await readCheckpoint(sql, projection.name))?.position ?? from
        return events.length
      }
      throw error
    }
    const notice: ProjectedNotice = { position: to, projects: touched.size <= 200 ? [...touched] : null }
    await bus.publish("bimp_projected", JSON.stringify(notice)).catch(() => {})
    return events.length
  }

  private async rowsOf(projectId: number): Promise<ProjectRows> {
    let rows = this.cache.get(projectId)
    if (rows) {
      this.cache.delete(projectId)
      this.cache.set(projectId, rows)
      return rows
    }
    rows = await loadProjectRows(this.options.sql, projectId)
    this.cache.set(projectId, rows)
    if (this.cache.size > (this.options.maxCachedProjects ?? 500)) this.cache.delete(this.cache.keys().next().value!)
    return rows
  }
}

class CheckpointMoved extends Error {
  constructor() {
    super("another projector instance advanced the checkpoint")
  }
}
