/**
 * @module What changed between two positions, read from the log: for a listener that resumes
 * (`Last-Event-ID`) and for a notice that was lost. One notification per project, at the position of its
 * last event in the range, in position order — so a listener cut off in the middle resumes exactly.
 */
import { kindsOfEventTypes, type LiveNotification } from "@bimprofile/contracts/live/live-notification"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

/** Beyond this many positions, or this many projects, a listener is told that everything may have changed. */
export const MAX_REPLAY_POSITIONS = 50_000
export const MAX_REPLAY_PROJECTS = 500

export const everythingChanged = (position: number): LiveNotification => ({ position, project_id: null, kinds: null })

export type ChangeRow = { readonly stream_id: string; readonly type: string; readonly p: number | string }

const PROJECT_STREAM = /^project-(\d+)$/
const IDENTITY_STREAM = /^(user|organisation)-\d+$/

/**
 * Rows of (stream, event type, last position) → one notification per project, by position; users and
 * organisations together as one notification without a project.
 */
export const summarizeChanges = (rows: readonly ChangeRow[], upTo: number): LiveNotification[] => {
  const projects = new Map<number | null, { position: number; types: Set<string> }>()
  for (const row of rows) {
    const match = PROJECT_STREAM.exec(row.stream_id)
    if (!match && !IDENTITY_STREAM.test(row.stream_id)) continue
    const id = match ? Number(match[1]) : null
    const position = Number(row.p)
    const entry = projects.get(id)
    if (!entry) projects.set(id, { position, types: new Set([row.type]) })
    else {
      entry.types.add(row.type)
      if (position > entry.position) entry.position = position
    }
  }
  if (projects.size > MAX_REPLAY_PROJECTS) return [everythingChanged(upTo)]
  const notifications: LiveNotification[] = []
  for (const [id, { position, types }] of projects) {
    const kinds = kindsOfEventTypes(types)
    if (kinds.length > 0) notifications.push({ position, project_id: id, kinds })
  }
  return notifications.sort((a, b) => a.position - b.position)
}

/** The notifications of the events after `after` up to `upTo` (both read-model positions). */
export const changesBetween = async (sql: SqlQuery, after: number, upTo: number): Promise<LiveNotification[]> => {
  if (upTo <= after) return []
  if (after < 0 || upTo - after > MAX_REPLAY_POSITIONS) return [everythingChanged(upTo)]
  const rows = await sql.query<ChangeRow>(
    `SELECT stream_id, type, max(global_position) AS p FROM events
      WHERE global_position > $1 AND global_position <= $2
        AND (starts_with(stream_id, 'project-') OR starts_with(stream_id, 'user-') OR starts_with(stream_id, 'organisation-'))
      GROUP BY stream_id, type`,
    [after, upTo],
  )
  return summarizeChanges(rows, upTo)
}

/** The position the read models reached (the projector's checkpoint). */
export const readCheckpoint = async (sql: SqlQuery, name: string): Promise<number> => {
  const rows = await sql.query<{ position: number | string }>("SELECT position FROM projector_checkpoints WHERE name = $1", [name])
  return Number(rows[0]?.position ?? 0)
}
