/**
 * @module Which live projects an organisation owns, read from the event log (the write side has no
 * project index by owner): a project belongs to the organisation of its latest ProjectCreated or
 * ProjectOwnershipChanged, until ProjectDeleted. A scan by event type — used only when an organisation
 * or a user is deleted.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export const projectsOwnedBy = async (sql: SqlQuery, orgId: number): Promise<number[]> => {
  const rows = await sql.query<{ stream_id: string }>(
    `SELECT latest.stream_id FROM (
       SELECT DISTINCT ON (stream_id) stream_id, data->>'orgId' AS org_id FROM events
        WHERE type IN ('ProjectCreated', 'ProjectOwnershipChanged')
        ORDER BY stream_id, global_position DESC
     ) latest
     WHERE latest.org_id = $1
       AND NOT EXISTS (SELECT 1 FROM events d WHERE d.stream_id = latest.stream_id AND d.type = 'ProjectDeleted')`,
    [String(orgId)],
  )
  return rows.map((r) => Number(r.stream_id.slice("project-".length))).sort((a, b) => a - b)
}

/** Projects on which the user was ever granted a permission (revoked or not: revoking again is harmless). */
export const projectsGrantedTo = async (sql: SqlQuery, userId: number): Promise<number[]> => {
  const rows = await sql.query<{ stream_id: string }>(
    "SELECT DISTINCT stream_id FROM events WHERE type = 'ProjectPermissionGranted' AND (data->>'userId')::bigint = $1",
    [userId],
  )
  return rows.map((r) => Number(r.stream_id.slice("project-".length))).sort((a, b) => a - b)
}
