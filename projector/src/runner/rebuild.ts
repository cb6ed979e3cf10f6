/**
 * @module Rebuild: replays the whole log from position 0 in memory with the same pure projection, then
 * replaces all rows and the checkpoint in one transaction, so readers see the old rows until the new ones
 * are complete.
 */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { foldEvents, type Projection, type ProjectRows, type ReadRow } from "../projection"
import { insertRows } from "../storage/read-model-store"
import { toProjected } from "./to-projected"

export type RebuildProgress = { readonly position: number; readonly head: number; readonly events: number }
export type RebuildResult = { readonly events: number; readonly position: number; readonly seconds: number }

const PAGE = 10_000

export const rebuildProjection = async ({
  sql,
  store,
  projection,
  onProgress,
}: {
  sql: SqlClient
  store: EventStore
  projection: Projection
  onProgress?: (progress: RebuildProgress) => void
}): Promise<RebuildResult> => {
  const started = performance.now()
  const head = await store.headPosition()
  const projects = new Map<number, ProjectRows>()
  let position = 0
  let events = 0
  for (;;) {
    const page = await store.readAll(position, PAGE)
    if (page.length === 0) break
    foldEvents(projection, page.map(toProjected).filter((e) => e !== undefined), projects)
    position = page.at(-1)!.globalPosition
    events += page.length
    onProgress?.({ position, head, events })
  }
  await sql.transaction(async (tx) => {
    for (const table of readModelTables) await tx.query(`DELETE FROM ${table}`)
    for (const table of readModelTables) {
      const rows: ReadRow[] = []
      for (const project of projects.values()) rows.push(...project[table].values())
      await insertRows(tx, table, rows, false)
    }
    await tx.query(
      `INSERT INTO projector_checkpoints (name, position, version) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET position = $2, version = $3, updated_at = now()`,
      [projection.name, position, projection.version],
    )
  })
  return { events, position, seconds: (performance.now() - started) / 1000 }
}
