/**
 * @module The access facts of projects as the projector last committed them (owning organisation, shared
 * with all, reference project, shares, grants): the runner reads them before a batch that deletes or
 * narrows a project, so its notice can name who could read it. The projector's own reading of the tables
 * it writes — never the query side's SQL (infra/src/read-models), which is free to change with the GETs.
 */
import type { ProjectAccessFacts, ProjectRole } from "@bimprofile/contracts/access/roles"
import { REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

type ProjectRow = { id: number; org_id: string | null; access_all: boolean | null; type_code: string | null }

/** The facts of the given projects; a project that does not exist (yet, or any more) is missing. */
export const loadProjectAccessFacts = async (sql: SqlQuery, projectIds: readonly number[]): Promise<Map<number, ProjectAccessFacts>> => {
  const facts = new Map<number, ProjectAccessFacts & { grants: Map<number, readonly ProjectRole[]>; sharedOrgIds: number[] }>()
  if (projectIds.length === 0) return facts
  const [projects, grants, shares] = await Promise.all([
    sql.query<ProjectRow>(
      "SELECT id, data->>'orgId' AS org_id, (data->>'accessAll')::boolean AS access_all, data->>'typeCode' AS type_code FROM rm_projects WHERE id = ANY($1::bigint[])",
      [projectIds],
    ),
    sql.query<{ pro_id: number; usr_id: number; roles: ProjectRole[] }>("SELECT pro_id, usr_id, roles FROM rm_project_grants WHERE pro_id = ANY($1::bigint[])", [projectIds]),
    sql.query<{ pro_id: number; org_id: number }>("SELECT pro_id, org_id FROM rm_project_shares WHERE pro_id = ANY($1::bigint[])", [projectIds]),
  ])
  for (const p of projects)
    facts.set(Number(p.id), {
      orgId: p.org_id === null ? null : Number(p.org_id),
      accessAll: p.access_all === true,
      reference: p.type_code === REFERENCE_PROJECT_TYPE_CODE,
      sharedOrgIds: [],
      grants: new Map(),
    })
  for (const g of grants) facts.get(Number(g.pro_id))?.grants.set(Number(g.usr_id), g.roles)
  for (const s of shares) facts.get(Number(s.pro_id))?.sharedOrgIds.push(Number(s.org_id))
  return facts
}
