/**
 * @module A user as the 1.2 API shows them (`UserDto`), read from the identity read models with the
 * personal fields opened by the vault at read time. Login answers (auth), `GET users` and `GET users/{id}`
 * use it. The last login's date and address come from the sign-in table `credentials` (they never enter an
 * event); the address is for the user and app admins only — a read for anyone else blanks it
 * (query-service/src/access/user-visibility.ts, `asSeenBy`).
 *
 * @example
 *   const usr = await readUserDto(sql, vault, userId) // undefined: unknown or erased
 */
import { higher, highestOf, type OrganisationRole, type ProjectRole, projectRoleFromOrganisation } from "@bimprofile/contracts/access/roles"
import { type UserDto, userImageUrl } from "@bimprofile/contracts/dto/user-dto"
import type { SqlQuery } from "../sql/sql-client"
import { openPersonal, readDisplayNames, type SealOpener, type UserRowData } from "./personal"

export type { SealOpener } from "./personal"

/** The user's DTO; undefined when the user is unknown or erased. */
export const readUserDto = async (sql: SqlQuery, vault: SealOpener, userId: number): Promise<UserDto | undefined> =>
  (await readUserDtos(sql, vault, [userId]))[0]

type Membership = { orgId: number; name: string; personal: boolean; roles: readonly OrganisationRole[] }

/** The DTOs of the given users (unknown and erased ones left out), in the order of `userIds`. */
export const readUserDtos = async (sql: SqlQuery, vault: SealOpener, userIds: readonly number[]): Promise<UserDto[]> => {
  if (userIds.length === 0) return []
  const users = (await sql.query<{ usr_id: number; data: UserRowData }>("SELECT usr_id, data FROM rm_users WHERE usr_id = ANY($1::bigint[])", [userIds]))
    .map((r) => ({ id: Number(r.usr_id), data: r.data }))
    .filter((u) => u.data.erased !== true)
  if (users.length === 0) return []
  const ids = users.map((u) => u.id)
  const [memberships, logins] = await Promise.all([readMemberships(sql, users), readLogins(sql, ids)])
  const roles = await readProjectRoles(sql, ids, memberships)
  const auditors = [...new Set(users.flatMap((u) => [u.data.createdBy, u.data.changedBy]).filter((id): id is number => id != null))]
  const names = await readDisplayNames(sql, vault, auditors)
  const nameOf = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? `Benutzer ${id}`))

  const dtos = new Map<number, UserDto>()
  for (const { id, data } of users) {
    const personal = await openPersonal(vault, id, data)
    const orgs = memberships.get(id) ?? []
    const own = orgs.find((m) => !m.personal)
    const personalOrg = orgs.find((m) => m.personal)
    const main = own ?? personalOrg
    const shared = orgs.filter((m) => !m.personal)
    const byRole = (role: OrganisationRole) => shared.filter((m) => m.roles.includes(role)).map((m) => m.orgId)
    const projects = roles.get(id) ?? new Map<number, ProjectRole>()
    const withRole = (role: ProjectRole) => [...projects].filter(([, r]) => r === role).map(([proId]) => proId).sort((a, b) => a - b)
    dtos.set(id, {
      usr_id: id,
      usr_email: personal.usr_email,
      usr_name: personal.usr_name,
      usr_name_first: personal.usr_name_first,
      usr_image: data.image && data.imageVersion != null ? userImageUrl(id, data.imageVersion) : null,
      usr_org_id: main?.orgId ?? null,
      usr_org_name: main?.name ?? null,
      usr_app_admin: data.appAdmin === true,
      usr_has_license: data.licensed === true,
      usr_org_admin: byRole("admin"),
      usr_org_emp: byRole("emp"),
      usr_org_pl: byRole("pl"),
      usr_org_pers: personalOrg ? [personalOrg.orgId] : [],
      usr_pro_admin: withRole("admin"),
      usr_pro_read: withRole("read"),
      usr_pro_write: withRole("write"),
      usr_pro_auditor: withRole("auditor"),
      usr_login_date: logins.get(id)?.date ?? null,
      usr_org_pers_id: personalOrg?.orgId ?? null,
      usr_org_pers_name: personalOrg?.name ?? null,
      usr_login_ip: logins.get(id)?.ip ?? null,
      usr_app_conn: data.sso ? "sso" : "local",
      usr_active: data.active === true,
      usr_create_date: data.createdAt ?? null,
      usr_create_user: nameOf(data.createdBy),
      usr_change_date: data.changedAt ?? null,
      usr_change_user: nameOf(data.changedBy),
    })
  }
  return userIds.flatMap((id) => dtos.get(id) ?? [])
}

/** Each user's last login (ISO date and address), as the sign-in recorded it; users who never signed in are missing. */
const readLogins = async (sql: SqlQuery, userIds: readonly number[]): Promise<Map<number, { date: string | null; ip: string | null }>> => {
  const rows = await sql.query<{ usr_id: number; login_date: Date | string | null; login_ip: string | null }>(
    "SELECT usr_id, login_date, login_ip FROM credentials WHERE usr_id = ANY($1::bigint[]) AND login_date IS NOT NULL",
    [userIds],
  )
  return new Map(rows.map((r) => [Number(r.usr_id), { date: r.login_date === null ? null : new Date(r.login_date).toISOString(), ip: r.login_ip }]))
}

/** Each user's organisations by id (the personal one included, as admin), with names. */
const readMemberships = async (sql: SqlQuery, users: readonly { id: number; data: UserRowData }[]): Promise<Map<number, Membership[]>> => {
  const rows = await sql.query<{ usr_id: number; org_id: number; roles: OrganisationRole[]; name: string; personal: boolean | null }>(
    `SELECT m.usr_id, m.org_id, m.roles, o.data->>'name' AS name, (o.data->>'personal')::boolean AS personal
       FROM rm_org_members m JOIN rm_organisations o ON o.org_id = m.org_id
      WHERE m.usr_id = ANY($1::bigint[]) ORDER BY m.org_id`,
    [users.map((u) => u.id)],
  )
  const result = new Map<number, Membership[]>()
  for (const r of rows) {
    const list = result.get(Number(r.usr_id)) ?? []
    list.push({ orgId: Number(r.org_id), name: r.name, personal: r.personal === true, roles: r.roles })
    result.set(Number(r.usr_id), list)
  }
  // A personal organisation without a recorded membership still is its owner's (as readViewer holds).
  const missing = users.filter((u) => u.data.personalOrgId != null && !(result.get(u.id) ?? []).some((m) => m.orgId === u.data.personalOrgId))
  if (missing.length > 0) {
    const orgs = await sql.query<{ org_id: number; name: string }>("SELECT org_id, data->>'name' AS name FROM rm_organisations WHERE org_id = ANY($1::bigint[])", [
      missing.map((u) => u.data.personalOrgId!),
    ])
    for (const u of missing) {
      const org = orgs.find((o) => Number(o.org_id) === u.data.personalOrgId)
      if (!org) continue
      const list = result.get(u.id) ?? []
      list.push({ orgId: u.data.personalOrgId!, name: org.name, personal: true, roles: ["admin"] })
      result.set(u.id, list.sort((a, b) => a.orgId - b.orgId))
    }
  }
  return result
}

/**
 * Each user's own role per project: from their grants and from the organisation owning the project — not
 * from sharing (a project readable only as a template is in none of the lists), nor from being app admin.
 */
const readProjectRoles = async (sql: SqlQuery, userIds: readonly number[], memberships: Map<number, Membership[]>) => {
  const orgIds = [...new Set([...memberships.values()].flat().map((m) => m.orgId))]
  const [grants, orgProjects] = await Promise.all([
    sql.query<{ usr_id: number; pro_id: number; roles: ProjectRole[] }>(
      "SELECT g.usr_id, g.pro_id, g.roles FROM rm_project_grants g JOIN rm_projects p ON p.id = g.pro_id WHERE g.usr_id = ANY($1::bigint[])",
      [userIds],
    ),
    sql.query<{ id: number; org_id: string }>("SELECT id, data->>'orgId' AS org_id FROM rm_projects WHERE (data->>'orgId')::bigint = ANY($1::bigint[])", [orgIds]),
  ])
  const roles = new Map<number, Map<number, ProjectRole>>()
  const add = (userId: number, projectId: number, role: ProjectRole | null) => {
    if (role === null) return
    let byProject = roles.get(userId)
    if (!byProject) roles.set(userId, (byProject = new Map()))
    byProject.set(projectId, higher(byProject.get(projectId) ?? null, role)!)
  }
  for (const g of grants) add(Number(g.usr_id), Number(g.pro_id), highestOf(g.roles))
  for (const p of orgProjects)
    for (const [userId, list] of memberships) {
      const membership = list.find((m) => m.orgId === Number(p.org_id))
      if (membership) add(userId, Number(p.id), highestOf(membership.roles.map((r) => projectRoleFromOrganisation[r])))
    }
  return roles
}

