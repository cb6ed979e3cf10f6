/** @module Bodies of /1.2/user: users (invitation, profile, picture, licence, app admin) and organisations. */
import { Schema } from "effect"
import { organisationRoleValues } from "../access/roles"
import { TRIMMED_CLASS } from "../names"
import { Email, SELECT_ONE_ROLE_MESSAGE } from "./auth-bodies"
import { Description, Id, notBlankName } from "./fields"

/** Names of people and organisations: not blank, at most 200 characters. */
const notBlank = notBlankName

export const OrganisationRoles = Schema.Array(Schema.Literals(organisationRoleValues)).check(
  Schema.isMinLength(1, { message: SELECT_ONE_ROLE_MESSAGE }),
)

/**
 * `POST users`: invite a new person. An app admin may leave out the organisation; an organisation admin
 * names theirs (`org_id`) and the roles there. The person gets a mail with a link to set a password.
 */
export const CreateUserBody = Schema.Struct({
  usr_email: Email,
  usr_name: notBlank("Anmeldename"),
  usr_name_first: notBlank("Vorname"),
  org_id: Schema.optionalKey(Schema.NullOr(Id)),
  org_roles: Schema.optionalKey(OrganisationRoles),
})
export type CreateUserBody = typeof CreateUserBody.Type

/** `PATCH users/{id}`: one's own names (an app admin: anyone's). */
export const PatchUserBody = Schema.Struct({
  usr_name: Schema.optionalKey(notBlank("Anmeldename")),
  usr_name_first: Schema.optionalKey(notBlank("Vorname")),
})

/** Largest accepted picture, decoded. The client scales pictures down before sending. */
export const MAX_IMAGE_BYTES = 1024 * 1024
export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const

export const IMAGE_WRONG_TYPE_MESSAGE = "Das Bild muss ein JPEG oder PNG als Data-URL sein (data:image/jpeg;base64,…)."
/**
 * A base64 data URL of a JPEG or PNG, told by its declared type and its first bytes: `/9j/` is the JPEG
 * start FF D8 FF, `iVBORw0KGg[o-r]` the PNG signature 89 50 4E 47 0D 0A 1A 0A. Blanks around it are
 * trimmed. The server checks the decoded bytes again and the size (413 above MAX_IMAGE_BYTES).
 */
export const IMAGE_DATA_URL = new RegExp(
  `^[${TRIMMED_CLASS}]*data:image/(?:jpeg;base64,/9j/|png;base64,iVBORw0KGg[o-r])[A-Za-z0-9+/]*={0,2}[${TRIMMED_CLASS}]*$`,
  "u",
)

/** `PATCH users/{id}/img`: a data URL (`data:image/jpeg;base64,…`), or null to remove the picture. */
export const UserImageBody = Schema.Struct({
  usr_image_url: Schema.NullOr(Schema.String.check(Schema.isPattern(IMAGE_DATA_URL, { message: IMAGE_WRONG_TYPE_MESSAGE }))),
})

/** `PATCH users/{id}/license` and `…/admin`: app admins only. */
export const UserLicenceBody = Schema.Struct({ usr_has_license: Schema.Boolean })
export const UserAppAdminBody = Schema.Struct({ usr_app_admin: Schema.Boolean })

/** A personal organisation is recognised by its at-sign (`isPersonalOrganisationName`), so no other may carry one. */
export const ORGANISATION_NAME_WITH_AT_MESSAGE = "Der Name einer Organisation darf kein @ enthalten."
const OrganisationName = notBlank("Organisation").check(Schema.isPattern(/^[^@]*$/u, { message: ORGANISATION_NAME_WITH_AT_MESSAGE }))

export const CreateOrganisationBody = Schema.Struct({
  org_name: OrganisationName,
  org_desc: Schema.optionalKey(Schema.NullOr(Description)),
})
export const PatchOrganisationBody = Schema.Struct({
  org_name: Schema.optionalKey(OrganisationName),
  org_desc: Schema.optionalKey(Schema.NullOr(Description)),
})

/** Add a registered person to an organisation (or change their roles), by e-mail. */
export const OrganisationMemberBody = Schema.Struct({ usr_email: Email, roles: OrganisationRoles })
export type OrganisationMemberBody = typeof OrganisationMemberBody.Type
