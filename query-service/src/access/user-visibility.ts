/**
 * @module Whom a viewer may see, and how much: themselves, the members of their (non-personal)
 * organisations, and everyone for an app admin. Looking people up by e-mail (to share a project or add a
 * member) is for licensed users (or app admins) who are app admin, admin of a non-personal organisation or
 * admin of a project not owned by a personal organisation. Anyone but the user themselves and app admins
 * sees the limited view (`asSeenBy`).
 */
import { hasLicenceRights, type Viewer } from "@bimprofile/contracts/access/roles"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { readReadableProjects } from "@bimprofile/infra/read-models/project-access"
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

/**
 * Who may look people up by e-mail: licensed (or app admin), and app admin, admin of a non-personal
 * organisation, or admin (by grant) of a project not owned by a personal organisation. Admin of one's own
 * personal organisation or of one's personal projects — everyone who created one — is not enough.
 */
export const mayLookUpByEmail = async (sql: SqlQuery, viewer: Viewer): Promise<boolean> => {
  if (!hasLicenceRights(viewer)) return false
  if (viewer.appAdmin) return true
  const adminOf = [...viewer.memberships].filter(([, roles]) => roles.includes("admin")).map(([orgId]) => orgId)
  const rows = await sql.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM rm_organisations o WHERE o.org_id = ANY($2::bigint[]) AND (o.data->>'personal')::boolean IS NOT TRUE)
        OR EXISTS (SELECT 1 FROM rm_project_grants g JOIN rm_projects p ON p.id = g.pro_id
                     LEFT JOIN rm_organisations o ON o.org_id = (p.data->>'orgId')::bigint
                    WHERE g.usr_id = $1 AND 'admin' = ANY(g.roles) AND (o.data->>'personal')::boolean IS NOT TRUE)`,
    [viewer.userId, adminOf],
  )
  return rows.length > 0
}

/** What the limited view of others depends on: the viewer's organisations and the projects they may read. */
export type ViewScope = { readonly organisations: ReadonlySet<number>; readonly readableProjects: ReadonlySet<number> }

/** The scope of `viewer` (read once per request; an app admin needs none). */
export const viewScopeOf = async (sql: SqlQuery, viewer: Viewer): Promise<ViewScope> => ({
  organisations: new Set(viewer.memberships.keys()),
  readableProjects: viewer.appAdmin ? new Set() : new Set((await readReadableProjects(sql, viewer)).keys()),
})

/**
 * A user as `viewer` sees them. The user themselves and app admins see everything; anyone else the limited
 * view in the same shape: names, e-mail, picture and licence; organisations only those the viewer shares
 * with them (no personal one), projects only those the viewer may read; no login date or address, no
 * app-admin flag, no account or audit details.
 */
export const asSeenBy = (viewer: Viewer, user: UserDto, scope: ViewScope): UserDto => {
  if (viewer.appAdmin || viewer.userId === user.usr_id) return user
  const shared = (orgIds: readonly number[]) => orgIds.filter((id) => scope.organisations.has(id))
  const readable = (projectIds: readonly number[]) => projectIds.filter((id) => scope.readableProjects.has(id))
  const orgAdmin = shared(user.usr_org_admin)
  const orgPl = shared(user.usr_org_pl)
  const orgEmp = shared(user.usr_org_emp)
  const mainShown = user.usr_org_id !== null && [...orgAdmin, ...orgPl, ...orgEmp].includes(user.usr_org_id)
  const firstShared = [...new Set([...orgAdmin, ...orgPl, ...orgEmp])].sort((a, b) => a - b)[0]
  return {
    ...user,
    usr_org_id: mainShown ? user.usr_org_id : (firstShared ?? null),
    // The name of another shared organisation is not in the DTO: the client reads it from its organisations.
    usr_org_name: mainShown ? user.usr_org_name : null,
    usr_app_admin: false,
    usr_org_admin: orgAdmin,
    usr_org_emp: orgEmp,
    usr_org_pl: orgPl,
    usr_org_pers: [],
    usr_pro_admin: readable(user.usr_pro_admin),
    usr_pro_read: readable(user.usr_pro_read),
    usr_pro_write: readable(user.usr_pro_write),
    usr_pro_auditor: readable(user.usr_pro_auditor),
    usr_login_date: null,
    usr_org_pers_id: null,
    usr_org_pers_name: null,
    usr_login_ip: null,
    usr_app_conn: null,
    usr_create_date: null,
    usr_create_user: null,
    usr_change_date: null,
    usr_change_user: null,
  }
}
