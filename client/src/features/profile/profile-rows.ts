/**
 * @module What the profile lists (pure): "Meine Projekte" — the user's own working projects — and
 * "Meine Berechtigungen" — their organisation and project roles, named.
 */
import type { OrganisationRole, ProjectRole } from "@bimprofile/contracts/access/roles"
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { UserDto, UserPermissionsDto } from "@bimprofile/contracts/dto/user-dto"

export type MyProject = { readonly project: ProjectDto; readonly via: ProjectRole | "organisation" }

/** The organisations a user belongs to, in any role (personal one included). */
const organisationIds = (user: UserDto) =>
  new Set([...user.usr_org_admin, ...user.usr_org_pl, ...user.usr_org_emp, ...user.usr_org_pers, ...(user.usr_org_pers_id === null ? [] : [user.usr_org_pers_id])])

/**
 * The projects a user works on: granted admin or write (not read or auditor: they change nothing in it), or
 * owned by one of their organisations. Templates
 * (reached only by sharing) and reference projects are not theirs. For oneself the caller's own
 * `pro_permission` counts as well — except for an app admin, who has admin everywhere.
 */
export const myProjects = (projects: readonly ProjectDto[], user: UserDto, self: boolean): MyProject[] => {
  const admin = new Set(user.usr_pro_admin)
  const write = new Set(user.usr_pro_write)
  const organisations = organisationIds(user)
  const own = self && !user.usr_app_admin
  const rows: MyProject[] = []
  for (const project of projects) {
    if (project.is_template || project.type === "reference") continue
    const granted: ProjectRole | null =
      admin.has(project.pro_id) || (own && project.pro_permission === "admin")
        ? "admin"
        : write.has(project.pro_id) || (own && project.pro_permission === "write")
          ? "write"
          : null
    if (granted) rows.push({ project, via: granted })
    else if (project.pro_org_id !== null && organisations.has(project.pro_org_id)) rows.push({ project, via: "organisation" })
  }
  return rows.sort((a, b) => a.project.pro_name.localeCompare(b.project.pro_name))
}

export type RoleRow<R extends string> = { readonly id: number; readonly name: string | null; readonly personal: boolean; readonly roles: R[] }

const rolesById = <R extends string>(lists: readonly (readonly [R, readonly number[]])[]) => {
  const byId = new Map<number, R[]>()
  for (const [role, ids] of lists) for (const id of ids) byId.set(id, [...(byId.get(id) ?? []), role])
  return byId
}

/** Organisation roles, named from the organisation list (null when the viewer cannot see the name). */
export const organisationRoleRows = (permissions: UserPermissionsDto, organisations: readonly OrganisationDto[]): RoleRow<OrganisationRole>[] => {
  const names = new Map(organisations.map((o) => [o.org_id, o]))
  const byId = rolesById<OrganisationRole>([
    ["admin", permissions.usr_org_admin],
    ["pl", permissions.usr_org_pl],
    ["emp", permissions.usr_org_emp],
  ])
  return [...byId]
    .map(([id, roles]) => ({ id, name: names.get(id)?.org_name ?? null, personal: names.get(id)?.org_pers ?? false, roles }))
    .sort(byPersonalThenName)
}

/** Project roles, named from the project list. */
export const projectRoleRows = (permissions: UserPermissionsDto, projects: readonly ProjectDto[]): RoleRow<ProjectRole>[] => {
  const names = new Map(projects.map((p) => [p.pro_id, p.pro_name]))
  const byId = rolesById<ProjectRole>([
    ["admin", permissions.usr_pro_admin],
    ["write", permissions.usr_pro_write],
    ["auditor", permissions.usr_pro_auditor],
    ["read", permissions.usr_pro_read],
  ])
  return [...byId].map(([id, roles]) => ({ id, name: names.get(id) ?? null, personal: false, roles })).sort(byPersonalThenName)
}

const byPersonalThenName = (a: RoleRow<string>, b: RoleRow<string>) =>
  Number(b.personal) - Number(a.personal) ||
  Number(a.name === null) - Number(b.name === null) ||
  (a.name ?? "").localeCompare(b.name ?? "") ||
  a.id - b.id
