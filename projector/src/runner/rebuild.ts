/**
 * @module Rebuild: replays the whole log from position 0 in memory through every projection of the list
 * (runner/projections.ts), then lets each replace its rows, with the checkpoint, in one transaction, so
 * readers see the old rows until the new ones are complete.
 *
 * The next page of the log is fetched while the current one is folded, so the database serialises rows
 * while this process projects. The transaction takes the checkpoint row first, as a runner does: a runner
 * committing a batch at the same moment waits (and then finds the checkpoint moved), it never deadlocks.
 *
 * @example
 *   const { events, seconds } = await rebuildProjection({ sql, store })
 */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { readLog, type LogPage } from "../storage/read-log"
import { writeCheckpoint } from "../storage/read-model-store"
import { checkpointOf, createProjections } from "./projections"
import type { RunnableProjection } from "./runnable-projection"

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
  projections = createProjections(),
  onProgress,
  pageSize = PAGE,
}: {
  sql: SqlClient
  store: Pick<EventStore, "headPosition" | "readAllLean">
  projections?: readonly RunnableProjection[]
  onProgress?: (progress: RebuildProgress) => void
  pageSize?: number
}): Promise<RebuildResult> => {
  const started = performance.now()
  const checkpoint = checkpointOf(projections)
  let head = await store.headPosition()
  const folds = projections.map((projection) => projection.rebuild())
  let position = 0
  let events = 0
  let next: Promise<LogPage> = readLog(store, 0, pageSize)
  try {
    for (;;) {
      const page = await next
      if (page.read === 0) break
      next = readLog(store, page.lastPosition, pageSize)
      for (const fold of folds) fold.fold(page)
      position = page.lastPosition
      events += page.read
      head = Math.max(head, position)
      onProgress?.({ phase: "replay", position, head, events })
    }
  } catch (error) {
    next.catch(() => {})
    throw error
  }

  onProgress?.({ phase: "write", position, head, events, rows: folds.reduce((sum, fold) => sum + fold.rows(), 0) })
  let rows = 0
  await sql.transaction(async (tx) => {
    await writeCheckpoint(tx, checkpoint.name, checkpoint.version, position)
    for (const fold of folds) rows += await fold.replace(tx)
  })
  // The projections' caches hold rows of before the rebuild.
  for (const projection of projections) projection.forget()
  return { events, position, rows, seconds: (performance.now() - started) / 1000 }
}
