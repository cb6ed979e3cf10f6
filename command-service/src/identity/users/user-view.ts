/**
 * @module A user as the 1.2 API shows them (`UserDto`), from the write side's own state: the directory
 * (the user and organisation streams, with who created and changed the user), the personal fields opened
 * by the vault, the user's roles on projects (user-project-roles.ts) and the last login of the sign-in
 * table. Sign-in answers and the answers of user commands use it, so they never wait for the projector
 * and never read a read model; by construction it equals what `GET users/{id}` reads once projected.
 */
import type { OrganisationRole, ProjectRole } from "@bimprofile/contracts/access/roles"
import { displayName } from "@bimprofile/contracts/display-name"
import { type UserDto, userImageUrl } from "@bimprofile/contracts/dto/user-dto"
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { StreamDirectory } from "../stream-directory"
import type { UserProjectRoles } from "./user-project-roles"

export type UserViewDeps = {
  readonly directory: StreamDirectory
  readonly vault: Pick<PersonalDataVault, "open">
  readonly projectRoles: Pick<UserProjectRoles, "rolesOf">
  readonly lastLogin: (userId: number) => Promise<{ readonly date: string; readonly ip: string | null } | undefined>
}

const NOBODY: PersonalFields = { usr_email: "", usr_name: "", usr_name_first: "" }

type Membership = { readonly orgId: number; readonly name: string; readonly personal: boolean; readonly roles: readonly OrganisationRole[] }

/** The user's DTO; undefined when the user is unknown or erased. */
export const readUserView = async (deps: UserViewDeps, userId: number): Promise<UserDto | undefined> => {
  const { directory } = deps
  await directory.refresh({ force: true })
  const entry = directory.userEntry(userId)
  if (entry?.state.status !== "registered") return undefined
  const user = entry.state
  const audit = directory.userAudit(userId)
  const memberships = await membershipsOf(directory, userId, user.personalOrgId)
  const [personal, roles, login, createdBy, changedBy] = await Promise.all([
    personalFields(deps, userId),
    deps.projectRoles.rolesOf(userId, new Map(memberships.map((m) => [m.orgId, m.roles]))),
    deps.lastLogin(userId),
    nameOf(deps, audit?.createdBy ?? null),
    nameOf(deps, audit?.changedBy ?? null),
  ])
  const personalOrg = memberships.find((m) => m.personal)
  const shared = memberships.filter((m) => !m.personal)
  const main = shared[0] ?? personalOrg
  const withOrgRole = (role: OrganisationRole) => shared.filter((m) => m.roles.includes(role)).map((m) => m.orgId)
  const withRole = (role: ProjectRole) => [...roles].filter(([, r]) => r === role).map(([projectId]) => projectId).sort((a, b) => a - b)
  return {
    usr_id: userId,
    usr_email: personal.usr_email,
    usr_name: personal.usr_name,
    usr_name_first: personal.usr_name_first,
    usr_image: user.image && audit?.imageVersion != null ? userImageUrl(userId, audit.imageVersion) : null,
    usr_org_id: main?.orgId ?? null,
    usr_org_name: main?.name ?? null,
    usr_app_admin: user.appAdmin,
    usr_has_license: user.licensed,
    usr_org_admin: withOrgRole("admin"),
    usr_org_emp: withOrgRole("emp"),
    usr_org_pl: withOrgRole("pl"),
    usr_org_pers: personalOrg ? [personalOrg.orgId] : [],
    usr_pro_admin: withRole("admin"),
    usr_pro_read: withRole("read"),
    usr_pro_write: withRole("write"),
    usr_pro_auditor: withRole("auditor"),
    usr_login_date: login?.date ?? null,
    usr_org_pers_id: personalOrg?.orgId ?? null,
    usr_org_pers_name: personalOrg?.name ?? null,
    usr_login_ip: login?.ip ?? null,
    usr_app_conn: audit?.sso ? "sso" : "local",
    usr_active: user.active,
    usr_create_date: audit?.createdAt ?? null,
    usr_create_user: createdBy,
    usr_change_date: audit?.changedAt ?? null,
    usr_change_user: changedBy,
  }
}

/** The user's organisations by id; the personal one always counts as theirs, as admin. */
const membershipsOf = async (directory: StreamDirectory, userId: number, personalOrgId: number): Promise<Membership[]> => {
  const memberships: Membership[] = (await directory.organisationsOf(userId)).map((o) => ({
    orgId: o.orgId,
    name: o.name,
    personal: o.personal,
    roles: o.members.get(userId) ?? [],
  }))
  if (personalOrgId !== 0 && !memberships.some((m) => m.orgId === personalOrgId)) {
    const personal = await directory.organisation(personalOrgId)
    if (personal && !personal.deleted) memberships.push({ orgId: personalOrgId, name: personal.name, personal: true, roles: ["admin"] })
  }
  return memberships.sort((a, b) => a.orgId - b.orgId)
}

const personalFields = async (deps: UserViewDeps, userId: number): Promise<PersonalFields> => {
  const state = deps.directory.userEntry(userId)?.state
  if (state?.status !== "registered" || !state.personal) return NOBODY
  return (await deps.vault.open<PersonalFields>(userId, state.personal)) ?? NOBODY
}

/** How audit fields name a user: "Vorname Name", DELETED_USER_NAME once erased, "Benutzer {id}" when unknown. */
const nameOf = async (deps: UserViewDeps, userId: number | null): Promise<string | null> => {
  if (userId === null) return null
  const state = deps.directory.userEntry(userId)?.state
  if (!state || state.status === "none") return `Benutzer ${userId}`
  return displayName(await personalFields(deps, userId), state.status === "erased")
}
