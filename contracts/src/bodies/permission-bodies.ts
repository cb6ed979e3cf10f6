/** @module Bodies of a project's permissions and shares (spec §6: invite by e-mail, share with an organisation or all). */
import { Schema } from "effect"
import { projectRoleValues } from "../access/roles"
import { Email, SELECT_ONE_ROLE_MESSAGE } from "./auth-bodies"
import { documentedAs, Id } from "./fields"

export const ProjectRoles = Schema.Array(Schema.Literals(projectRoleValues)).check(
  Schema.isMinLength(1, { message: SELECT_ONE_ROLE_MESSAGE }),
)

/** `POST projects/{id}/permissions`: give a registered person roles on the project. */
export const GrantPermissionBody = Schema.Struct({ usr_email: Email, roles: ProjectRoles })
export type GrantPermissionBody = typeof GrantPermissionBody.Type

/**
 * `POST projects/{id}/shares`: share with an organisation, named by id or through one of its members'
 * e-mail address (spec §6). Exactly one of the two.
 */
export const ShareProjectBody = Schema.Struct({
  org_id: Schema.optionalKey(Id),
  usr_email: Schema.optionalKey(Email),
}).check(
  // The route answers which one is missing or that both came, in its words; the document states the rule.
  documentedAs<{ readonly org_id?: number; readonly usr_email?: string }>({ oneOf: [{ required: ["org_id"] }, { required: ["usr_email"] }] }),
)
export type ShareProjectBody = typeof ShareProjectBody.Type
