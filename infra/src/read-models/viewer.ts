/**
 * @module The access facts of a user (`Viewer`, contracts/access/roles) from the identity read models:
 * app admin, licence, and their organisation roles — the personal organisation included, as admin.
 *
 * @example
 *   const viewer = await readViewer(sql, caller.userId) // undefined: unknown or erased → the token is void
 */
import type { OrganisationRole, Viewer } from "@bimprofile/contracts/access/roles"
import type { SqlQuery } from "../sql/sql-client"
import type { UserRowData } from "./personal"

export const readViewer = async (sql: SqlQuery, userId: number): Promise<Viewer | undefined> => (await readViewers(sql, [userId])).get(userId)

/** The viewers of the given users; unknown and erased users are missing from the map. */
export const readViewers = async (sql: SqlQuery, userIds: readonly number[]): Promise<Map<number, Viewer>> => {
  const viewers = new Map<number, Viewer>()
  if (userIds.length === 0) return viewers
  const [users, memberships] = await Promise.all([
    sql.query<{ usr_id: number; data: UserRowData }>("SELECT usr_id, data FROM rm_users WHERE usr_id = ANY($1::bigint[])", [userIds], { prepared: true }),
    sql.query<{ usr_id: number; org_id: number; roles: OrganisationRole[] }>(
      `SELECT m.usr_id, m.org_id, m.roles FROM rm_org_members m JOIN rm_organisations o ON o.org_id = m.org_id
        WHERE m.usr_id = ANY($1::bigint[]) ORDER BY m.org_id`,
      [userIds],
      { prepared: true },
    ),
  ])
  const byUser = new Map<number, Map<number, readonly OrganisationRole[]>>()
  for (const m of memberships) {
    let roles = byUser.get(Number(m.usr_id))
    if (!roles) byUser.set(Number(m.usr_id), (roles = new Map()))
    roles.set(Number(m.org_id), m.roles)
  }
  for (const user of users) {
    if (user.data.erased) continue
    const userId = Number(user.usr_id)
    const roles = byUser.get(userId) ?? new Map<number, readonly OrganisationRole[]>()
    // The owner administers their personal organisation, whether or not its membership was recorded.
    if (user.data.personalOrgId != null && !roles.has(user.data.personalOrgId)) roles.set(user.data.personalOrgId, ["admin"])
    viewers.set(userId, { userId, appAdmin: user.data.appAdmin === true, licensed: user.data.licensed === true, memberships: roles })
  }
  return viewers
}
