/**
 * @module Who owns a new project (spec §6): the user's personal organisation, or an organisation where they
 * may create projects (organisation admin or project lead there; an app admin in any). The server checks the
 * same rule (`mayCreateProjectsIn`); the picker offers only what it would accept. Pure.
 */
import { mayCreateProjectsIn, type OrganisationRole } from "@bimprofile/contracts/access/roles"
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"

/** The owner the form sends: null is the user's personal organisation (`pro_pers: true`). */
export type OwnerChoice = { readonly orgId: number | null; readonly orgName: string | null }

type Creator = Pick<UserDto, "usr_app_admin" | "usr_org_admin" | "usr_org_pl" | "usr_org_pers_name">

const rolesIn = (user: Creator, orgId: number): OrganisationRole[] => [
  ...(user.usr_org_admin.includes(orgId) ? (["admin"] as const) : []),
  ...(user.usr_org_pl.includes(orgId) ? (["pl"] as const) : []),
]

/** The personal organisation first, then the organisations the user may create projects in, by name. */
export const ownerChoices = (user: Creator, organisations: readonly Pick<OrganisationDto, "org_id" | "org_name" | "org_pers">[], locale: string): OwnerChoice[] => [
  { orgId: null, orgName: user.usr_org_pers_name },
  ...organisations
    .filter((org) => !org.org_pers && (user.usr_app_admin || mayCreateProjectsIn(rolesIn(user, org.org_id))))
    .sort((a, b) => a.org_name.localeCompare(b.org_name, locale))
    .map((org) => ({ orgId: org.org_id, orgName: org.org_name })),
]
