/**
 * @module The new-person invitation (spec §2 /users/new, §5): which organisations one may invite into, the
 * client-side checks, and the body of POST /1.2/user/users. Pure.
 */
import type { OrganisationRole } from "@bimprofile/contracts/access/roles"
import type { CreateUserBody } from "@bimprofile/contracts/bodies/user-bodies"
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"

export type InvitationValues = {
  readonly email: string
  readonly lastName: string
  readonly firstName: string
  /** "" = no organisation (app admins only). */
  readonly orgId: string
  readonly roles: readonly OrganisationRole[]
}

export type InvitationTexts = { readonly emailRequired: string; readonly lastNameRequired: string; readonly firstNameRequired: string; readonly organisationRequired: string; readonly roleRequired: string }

/** Organisations one may invite into: an app admin any, others those they administer; never a personal one. */
export const invitableOrganisations = (organisations: readonly OrganisationDto[], user: Pick<UserDto, "usr_app_admin" | "usr_org_admin"> | null) =>
  organisations.filter((o) => !o.org_pers && (user?.usr_app_admin || user?.usr_org_admin.includes(o.org_id)))

/** The texts to show per field (keys are the API's field names); empty when the invitation may be sent. */
export const checkInvitation = (values: InvitationValues, appAdmin: boolean, texts: InvitationTexts): Record<string, string> => {
  const errors: Record<string, string> = {}
  if (!values.email.trim()) errors.usr_email = texts.emailRequired
  if (!values.lastName.trim()) errors.usr_name = texts.lastNameRequired
  if (!values.firstName.trim()) errors.usr_name_first = texts.firstNameRequired
  if (!values.orgId && !appAdmin) errors.org_id = texts.organisationRequired
  if (values.orgId && values.roles.length === 0) errors.org_roles = texts.roleRequired
  return errors
}

export const invitationBody = (values: InvitationValues): CreateUserBody => ({
  usr_email: values.email.trim(),
  usr_name: values.lastName.trim(),
  usr_name_first: values.firstName.trim(),
  ...(values.orgId ? { org_id: Number(values.orgId), org_roles: [...values.roles] } : { org_id: null }),
})
