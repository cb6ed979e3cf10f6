/**
 * @module Who may check the event log's tamper evidence (GET /1.2/audit/verify): app admins, and whoever
 * holds the project role `auditor` on at least one existing project. The check covers the whole log, but
 * answers only stream names and positions, never an event's content: nothing a reader could not see
 * anyway is disclosed beyond that the streams exist.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export const mayVerifyEventLog = async (sql: SqlQuery, viewer: Viewer): Promise<boolean> => {
  if (viewer.appAdmin) return true
  const rows = await sql.query(
    `SELECT 1 FROM rm_project_grants g JOIN rm_projects p ON p.id = g.pro_id
      WHERE g.usr_id = $1 AND 'auditor' = ANY (g.roles) LIMIT 1`,
    [viewer.userId],
  )
  return rows.length > 0
}
