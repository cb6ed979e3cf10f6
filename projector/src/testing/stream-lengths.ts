/** @module The number of events in each project's stream, by project id, counted in the database. */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export const projectStreamLengths = async (
  sql: SqlQuery,
  { upTo = Number.MAX_SAFE_INTEGER, excludeDeleted = false }: { upTo?: number; excludeDeleted?: boolean } = {},
): Promise<Map<number, number>> => {
  const rows = await sql.query<{ project_id: number; events: number }>(
    `SELECT substr(stream_id, 9)::bigint AS project_id, count(*)::int AS events FROM events
      WHERE stream_id ~ '^project-[0-9]+$' AND global_position <= $1 GROUP BY stream_id
     HAVING NOT ($2 AND bool_or(type = 'ProjectDeleted'))`,
    [upTo, excludeDeleted],
  )
  return new Map(rows.map((r) => [Number(r.project_id), Number(r.events)]))
}

/** eventCount of every project row, by project id. */
export const projectedEventCounts = async (sql: SqlQuery): Promise<Map<number, number>> => {
  const rows = await sql.query<{ id: number; event_count: number }>("SELECT id, (data->>'eventCount')::int AS event_count FROM rm_projects")
  return new Map(rows.map((r) => [Number(r.id), Number(r.event_count)]))
}
