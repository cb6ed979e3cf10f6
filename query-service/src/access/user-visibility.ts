/**
 * @module Whom a viewer may see: themselves, the members of their (non-personal) organisations, and
 * everyone for an app admin. Looking people up by e-mail (to share a project or add a member) is for app
 * admins, organisation admins and admins of some project.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

/** The viewer's organisations that are not personal. */
export const sharedOrganisationsOf = async (sql: SqlQuery, viewer: Viewer): Promise<number[]> => {
  const orgIds = [...viewer.memberships.keys()]
  if (orgIds.length === 0) return []
  const rows = await sql.query<{ org_id: number }>(
    "SELECT org_id FROM rm_organisations WHERE org_id = ANY($1::bigint[]) AND (data->>'personal')::boolean IS NOT TRUE ORDER BY org_id",
    [orgIds],
  )
  return rows.map((r) => Number(r.org_id))
}

/** The users `viewer` may see (ids, ascending; erased users left out); every user for an app admin. */
export const visibleUserIds = async (sql: SqlQuery, viewer: Viewer): Promise<number[]> => {
  if (viewer.appAdmin) {
    const rows = await sql.query<{ usr_id: number }>("SELECT usr_id FROM rm_users WHERE (data->>'erased')::boolean IS NOT TRUE ORDER BY usr_id")
    return rows.map((r) => Number(r.usr_id))
  }
  const orgIds = await sharedOrganisationsOf(sql, viewer)
  const rows = await sql.query<{ usr_id: number }>(
    `SELECT DISTINCT m.usr_id FROM rm_org_members m JOIN rm_users u ON u.usr_id = m.usr_id
      WHERE m.org_id = ANY($1::bigint[]) AND (u.data->>'erased')::boolean IS NOT TRUE`,
    [orgIds],
  )
  return [...new Set([viewer.userId, ...rows.map((r) => Number(r.usr_id))])].sort((a, b) => a - b)
}

/** Whether `viewer` may see user `userId`. */
export const maySeeUser = async (sql: SqlQuery, viewer: Viewer, userId: number): Promise<boolean> => {
  if (viewer.appAdmin || userId === viewer.userId) return true
  const orgIds = await sharedOrganisationsOf(sql, viewer)
  if (orgIds.length === 0) return false
  const rows = await sql.query("SELECT 1 FROM rm_org_members WHERE usr_id = $1 AND org_id = ANY($2::bigint[]) LIMIT 1", [userId, orgIds])
  return rows.length > 0
}

/** App admins, admins of a (non-personal) organisation, and admins of some project may look people up by e-mail. */
export const mayLookUpByEmail = async (sql: SqlQuery, viewer: Viewer): Promise<boolean> => {
  if (viewer.appAdmin) return true
  const adminOf = [...viewer.memberships].filter(([, roles]) => roles.includes("admin")).map(([orgId]) => orgId)
  const rows = await sql.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM rm_organisations o WHERE o.org_id = ANY($2::bigint[]) AND (o.data->>'personal')::boolean IS NOT TRUE)
        OR EXISTS (SELECT 1 FROM rm_project_grants g JOIN rm_projects p ON p.id = g.pro_id WHERE g.usr_id = $1 AND 'admin' = ANY(g.roles))
        OR EXISTS (SELECT 1 FROM rm_projects p WHERE (p.data->>'orgId')::bigint = ANY($2::bigint[]))`,
    [viewer.userId, adminOf],
  )
  return rows.length > 0
}

/** A user as `viewer` sees them: the address of the last login is for the user themselves and app admins. */
export const asSeenBy = (viewer: Viewer, user: UserDto): UserDto =>
  viewer.appAdmin || viewer.userId === user.usr_id ? user : { ...user, usr_login_ip: null }
