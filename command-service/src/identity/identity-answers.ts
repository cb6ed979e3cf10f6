/**
 * @module The answers of user and organisation commands, built from the write side's own state (the
 * directory and the opened seals), so an answer shows the change it confirms without waiting for the
 * projector. The rest of a user (project lists, login date, audit) comes from `readUser`, the write side's
 * full view of a user (users/user-view.ts), when it is wired; without it those fields are empty.
 */
import type { OrganisationDto, OrganisationMemberDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import type { IdentityService } from "./identity-service"
import type { StreamDirectory } from "./stream-directory"

export type AnswerDeps = {
  readonly identity: IdentityService
  readonly directory: StreamDirectory
  /** The write side's full view of a user (users/user-view.ts), for the fields the directory lacks. */
  readonly readUser?: ((userId: number) => Promise<UserDto | undefined>) | undefined
}

const emptyUser = (userId: number): UserDto => ({
  usr_id: userId,
  usr_email: "",
  usr_name: "",
  usr_name_first: "",
  usr_image: null,
  usr_org_id: null,
  usr_org_name: null,
  usr_app_admin: false,
  usr_has_license: false,
  usr_org_admin: [],
  usr_org_emp: [],
  usr_org_pl: [],
  usr_org_pers: [],
  usr_pro_admin: [],
  usr_pro_read: [],
  usr_pro_write: [],
  usr_pro_auditor: [],
  usr_login_date: null,
  usr_org_pers_id: null,
  usr_org_pers_name: null,
  usr_login_ip: null,
  usr_app_conn: null,
  usr_active: false,
  usr_create_date: null,
  usr_create_user: null,
  usr_change_date: null,
  usr_change_user: null,
})

/** The user as `UserDto`, current as of the write side. */
export const userAnswer = async (deps: AnswerDeps, userId: number): Promise<UserDto> => {
  const [read, fields, user, organisations] = await Promise.all([
    deps.readUser?.(userId),
    deps.identity.personalFields(userId),
    deps.directory.user(userId),
    deps.directory.organisationsOf(userId),
  ])
  const base = read ?? emptyUser(userId)
  const withRole = (role: "admin" | "pl" | "emp") =>
    organisations.filter((o) => !o.personal && o.members.get(userId)?.includes(role)).map((o) => o.orgId)
  const personal = organisations.find((o) => o.personal)
  const main = organisations.find((o) => !o.personal) ?? personal
  const hasImage = user !== undefined && deps.directory.userEntry(userId)?.state.image != null
  return {
    ...base,
    usr_id: userId,
    usr_email: fields?.usr_email ?? "",
    usr_name: fields?.usr_name ?? "",
    usr_name_first: fields?.usr_name_first ?? "",
    usr_image: hasImage ? (base.usr_image ?? `/1.2/user/users/${userId}/img?v=${deps.directory.userEntry(userId)!.lastPosition}`) : null,
    usr_org_id: main?.orgId ?? null,
    usr_org_name: main?.name ?? null,
    usr_app_admin: user?.appAdmin ?? false,
    usr_has_license: user?.licensed ?? false,
    usr_org_admin: withRole("admin"),
    usr_org_pl: withRole("pl"),
    usr_org_emp: withRole("emp"),
    usr_org_pers: personal ? [personal.orgId] : [],
    usr_org_pers_id: personal?.orgId ?? null,
    usr_org_pers_name: personal?.name ?? null,
    usr_active: user?.active ?? false,
  }
}

/** The organisation as `OrganisationDto`, with its members (e-mail and names opened) when asked. */
export const organisationAnswer = async (deps: AnswerDeps, orgId: number, withMembers = true): Promise<OrganisationDto> => {
  const organisation = await deps.directory.organisation(orgId)
  const entry = deps.directory.organisationEntry(orgId)
  const members = [...(organisation?.members ?? [])]
  const answer: OrganisationDto = {
    org_id: orgId,
    org_name: organisation?.name ?? "",
    org_desc: entry?.state.desc ?? null,
    org_pers: organisation?.personal ?? false,
    org_member_count: members.length,
    org_create_date: null,
    org_create_user: null,
    org_change_date: null,
    org_change_user: null,
  }
  if (!withMembers) return answer
  const org_members = await Promise.all(
    members.map(async ([userId, roles]): Promise<OrganisationMemberDto> => {
      const fields = await deps.identity.personalFields(userId)
      return { usr_id: userId, usr_email: fields?.usr_email ?? "", usr_name: fields?.usr_name ?? "", usr_name_first: fields?.usr_name_first ?? "", roles: [...roles] }
    }),
  )
  return { ...answer, org_members }
}
