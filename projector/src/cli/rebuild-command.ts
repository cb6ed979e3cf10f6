/** @module `rebuild`: replays the log from position 0 into fresh read models, with a progress bar on stderr. */
import type { Database } from "@bimprofile/infra/database"
import { readModelsCheckpoint } from "../runner/projections"
import { rebuildProjection, type RebuildResult } from "../runner/rebuild"
import { formatCount, formatRate, ProgressBar } from "./progress-bar"

export const rebuildCommand = async (db: Database, stderr: NodeJS.WriteStream): Promise<RebuildResult> => {
  const bar = new ProgressBar(stderr)
  let result: RebuildResult
  try {
    result = await rebuildProjection({
      sql: db.sql,
      store: db.store,
      onProgress: (p) => {
        // Positions can have gaps (a rolled-back append used its numbers): estimate the rest by positions.
        const total = p.events + (p.head - p.position)
        bar.update(p.events, total, p.phase === "write" ? `writing ${formatCount(p.rows)} rows` : "")
      },
    })
  } catch (error) {
    bar.abandon()
    throw error
  }
  bar.finish(
    result.events,
    result.events,
    result.seconds,
    `rebuilt ${readModelsCheckpoint.name} v${readModelsCheckpoint.version}: ${formatCount(result.events)} events → ${formatCount(result.rows)} rows, ` +
      `checkpoint ${formatCount(result.position)}, in ${result.seconds.toFixed(2)} s (${formatRate(result.events, result.seconds)})`,
  )
  return result
}
