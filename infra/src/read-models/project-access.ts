/**
 * @module The access facts of projects (`ProjectAccessFacts`, contracts/access/roles) from the read models:
 * owning organisation, shared with all, reference project (type code "pro-ref"), shares and grants. With
 * `projectAccess` they tell what a viewer may do with each project — the one rule of both sides.
 *
 * @example
 *   const readable = await readReadableProjects(sql, viewer)           // id → {role, asTemplate}
 *   const facts = await readProjectAccessFacts(sql, [projectId])       // id → facts (missing: no such project)
 */
import { type ProjectAccess, type ProjectAccessFacts, type ProjectRole, projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import { REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import type { SqlQuery } from "../sql/sql-client"

type ProjectRow = { id: number; org_id: string | null; access_all: boolean | null; type_code: string | null }

const PROJECT_COLUMNS = "id, data->>'orgId' AS org_id, (data->>'accessAll')::boolean AS access_all, data->>'typeCode' AS type_code"

/** The facts of the given projects (all when "all"); a project that does not exist is missing. */
export const readProjectAccessFacts = async (sql: SqlQuery, projectIds: readonly number[] | "all"): Promise<Map<number, ProjectAccessFacts>> => {
  const all = projectIds === "all"
  if (!all && projectIds.length === 0) return new Map()
  const where = all ? "" : "WHERE pro_id = ANY($1::bigint[])"
  const params = all ? [] : [projectIds]
  const prepared = { prepared: !all }
  const [projects, grants, shares] = await Promise.all([
    sql.query<ProjectRow>(`SELECT ${PROJECT_COLUMNS} FROM rm_projects ${all ? "" : "WHERE id = ANY($1::bigint[])"}`, params, prepared),
    sql.query<{ pro_id: number; usr_id: number; roles: ProjectRole[] }>(`SELECT pro_id, usr_id, roles FROM rm_project_grants ${where}`, params, prepared),
    sql.query<{ pro_id: number; org_id: number }>(`SELECT pro_id, org_id FROM rm_project_shares ${where}`, params, prepared),
  ])
  const grantsOf = new Map<number, Map<number, readonly ProjectRole[]>>()
  for (const g of grants) {
    let byUser = grantsOf.get(Number(g.pro_id))
    if (!byUser) grantsOf.set(Number(g.pro_id), (byUser = new Map()))
    byUser.set(Number(g.usr_id), g.roles)
  }
  const sharesOf = new Map<number, number[]>()
  for (const s of shares) {
    const list = sharesOf.get(Number(s.pro_id))
    if (list) list.push(Number(s.org_id))
    else sharesOf.set(Number(s.pro_id), [Number(s.org_id)])
  }
  const facts = new Map<number, ProjectAccessFacts>()
  for (const p of projects) {
    const id = Number(p.id)
    facts.set(id, {
      orgId: p.org_id === null ? null : Number(p.org_id),
      accessAll: p.access_all === true,
      reference: p.type_code === REFERENCE_PROJECT_TYPE_CODE,
      sharedOrgIds: sharesOf.get(id) ?? [],
      grants: grantsOf.get(id) ?? new Map(),
    })
  }
  return facts
}

/**
 * The projects `viewer` may read (of the given ones, or all), with their role and whether they are a
 * template for them. Only candidates are loaded: projects they hold a grant on, of their organisations,
 * shared with them or with all, and reference projects (every project for an app admin).
 */
export const readReadableProjects = async (
  sql: SqlQuery,
  viewer: Viewer,
  projectIds?: readonly number[],
): Promise<Map<number, ProjectAccess>> => {
  const orgIds = [...viewer.memberships.keys()]
  const candidates = viewer.appAdmin
    ? await sql.query<{ id: number }>(`SELECT id FROM rm_projects ${projectIds ? "WHERE id = ANY($1::bigint[])" : ""}`, projectIds ? [projectIds] : [])
    : await sql.query<{ id: number }>(
        `SELECT id FROM rm_projects p
          WHERE ($1::bigint[] IS NULL OR p.id = ANY($1::bigint[]))
            AND ((p.data->>'accessAll')::boolean IS TRUE
              OR p.data->>'typeCode' = $2
              OR (p.data->>'orgId')::bigint = ANY($3::bigint[])
              OR EXISTS (SELECT 1 FROM rm_project_grants g WHERE g.pro_id = p.id AND g.usr_id = $4)
              OR EXISTS (SELECT 1 FROM rm_project_shares s WHERE s.pro_id = p.id AND s.org_id = ANY($3::bigint[])))`,
        [projectIds ?? null, REFERENCE_PROJECT_TYPE_CODE, orgIds, viewer.userId],
      )
  const facts = await readProjectAccessFacts(
    sql,
    candidates.map((c) => Number(c.id)),
  )
  const readable = new Map<number, ProjectAccess>()
  for (const [id, f] of [...facts].sort(([a], [b]) => a - b)) {
    const access = projectAccess(viewer, f)
    if (access.role !== null) readable.set(id, access)
  }
  return readable
}
