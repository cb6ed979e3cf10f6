/**
 * @module What a project answer tells about its people: the team size (users with a grant on it or a
 * membership in the non-personal organisation that owns it; erased users do not count) and the owning
 * organisation's name (a personal organisation's name as it is).
 */
import type { SqlQuery } from "../sql/sql-client"

export type ProjectTeam = { readonly teamSize: number; readonly orgName: string | null }

export const readProjectTeams = async (sql: SqlQuery, projectIds: readonly number[]): Promise<Map<number, ProjectTeam>> => {
  if (projectIds.length === 0) return new Map()
  const rows = await sql.query<{ id: number; org_name: string | null; team: number }>(
    `SELECT p.id, o.data->>'name' AS org_name,
            (SELECT count(*) FROM (
               SELECT g.usr_id FROM rm_project_grants g WHERE g.pro_id = p.id
               UNION
               SELECT m.usr_id FROM rm_org_members m
                WHERE m.org_id = o.org_id AND (o.data->>'personal')::boolean IS NOT TRUE
             ) AS t JOIN rm_users u ON u.usr_id = t.usr_id AND (u.data->>'erased')::boolean IS NOT TRUE)::int AS team
       FROM rm_projects p LEFT JOIN rm_organisations o ON o.org_id = (p.data->>'orgId')::bigint
      WHERE p.id = ANY($1::bigint[])`,
    [projectIds],
  )
  return new Map(rows.map((r) => [Number(r.id), { teamSize: Number(r.team), orgName: r.org_name }]))
}
