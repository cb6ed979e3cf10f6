/**
 * @module Rebuild: replays the whole log from position 0 in memory with the same pure projection (and the
 * identity projection, which shares its checkpoint), then replaces all rows and the checkpoint in one
 * transaction, so readers see the old rows until the new ones are complete.
 *
 * The next page of the log is fetched while the current one is folded, so the database serialises rows
 * while this process projects. The transaction takes the checkpoint row first, as a runner does: a runner
 * committing a batch at the same moment waits (and then finds the checkpoint moved), it never deadlocks.
 *
 * @example
 *   const { events, seconds } = await rebuildProjection({ sql, store, projection: projectStructure })
 */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { foldEvents, type Projection, type ProjectRows, type ReadRow } from "../projection"
import { applyIdentityChanges, emptyIdentityRows } from "../projections/identity-rows"
import { identityChangesOf } from "../projections/identity"
import { replaceIdentityRows } from "../storage/identity-store"
import { readLog, type LogPage } from "../storage/read-log"
import { insertRows, writeCheckpoint } from "../storage/read-model-store"

export type RebuildProgress =
  | { readonly phase: "replay"; readonly position: number; readonly head: number; readonly events: number }
  | { readonly phase: "write"; readonly position: number; readonly head: number; readonly events: number; readonly rows: number }

export type RebuildResult = {
  readonly events: number
  readonly position: number
  readonly rows: number
  readonly seconds: number
}

const PAGE = 10_000

export const rebuildProjection = async ({
  sql,
  store,
  projection,
  onProgress,
  pageSize = PAGE,
}: {
  sql: SqlClient
  store: Pick<EventStore, "headPosition" | "readAllLean">
  projection: Projection
  onProgress?: (progress: RebuildProgress) => void
  pageSize?: number
}): Promise<RebuildResult> => {
  const started = performance.now()
  let head = await store.headPosition()
  const projects = new Map<number, ProjectRows>()
  const identity = emptyIdentityRows()
  let position = 0
  let events = 0
  let next: Promise<LogPage> = readLog(store, 0, pageSize)
  try {
    for (;;) {
      const page = await next
      if (page.read === 0) break
      next = readLog(store, page.lastPosition, pageSize)
      foldEvents(projection, page.events, projects)
      for (const { position: at, change } of identityChangesOf(page.events, page.identity)) applyIdentityChanges(identity, [change], at)
      position = page.lastPosition
      events += page.read
      head = Math.max(head, position)
      onProgress?.({ phase: "replay", position, head, events })
    }
  } catch (error) {
    next.catch(() => {})
    throw error
  }

  const rows = new Map<(typeof readModelTables)[number], ReadRow[]>(readModelTables.map((table) => [table, []]))
  for (const project of projects.values())
    for (const table of readModelTables) for (const row of project[table].values()) rows.get(table)!.push(row)
  const structureRows = [...rows.values()].reduce((sum, list) => sum + list.length, 0)
  onProgress?.({ phase: "write", position, head, events, rows: structureRows })
  let identityRows = 0
  await sql.transaction(async (tx) => {
    await writeCheckpoint(tx, projection.name, projection.version, position)
    for (const table of readModelTables) await tx.query(`DELETE FROM ${table}`)
    for (const table of readModelTables) await insertRows(tx, table, rows.get(table)!, false)
    identityRows = await replaceIdentityRows(tx, identity)
  })
  const total = structureRows + identityRows
  return { events, position, rows: total, seconds: (performance.now() - started) / 1000 }
}
