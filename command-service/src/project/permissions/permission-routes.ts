/**
 * @module Writes of /1.2/profile/projects/{id}/permissions and …/shares (spec §6): give a person roles by
 * e-mail, revoke them, share with an organisation (by id or through a member's e-mail) and stop sharing.
 * Project admins only, and a licence needed; a person may also remove their own roles.
 */
import { GrantPermissionBody, ShareProjectBody } from "@bimprofile/contracts/bodies/permission-bodies"
import { displayName } from "@bimprofile/contracts/display-name"
import type { ProjectPermissionDto, ProjectSharesDto } from "@bimprofile/contracts/dto/permission-dto"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { type Context, Hono } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import type { CommandEnv } from "../../shared/command-env"
import { authoriseEarly, executeAsCaller, respond, run } from "../project-command-routes"
import type { ProjectState } from "../project-state"
import { ORGANISATION_NOT_FOUND_TEXT, SELECT_ORGANISATION_TEXT } from "../projects/project-ownership"

export const UNKNOWN_EMAIL_TEXT = "Kein Benutzer mit dieser E-Mail-Adresse gefunden."
export const NO_ORGANISATION_TEXT = "Keine Organisation gefunden."

const fieldProblem = (field: string, text: string) => new HttpProblem(400, "VALIDATION", text, { [field]: text })
/** The body names a person or organisation that does not exist: the house's code for unknown references. */
const unknownReference = (field: string, text: string) => new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })

const ORG_OR_EMAIL_TEXT = "Geben Sie entweder eine Organisation oder die E-Mail-Adresse eines Mitglieds an, nicht beides."

const userByEmail = async (c: Context<CommandEnv>, email: string): Promise<number> => {
  const userId = await c.get("directory").userIdByEmail(email)
  if (userId === undefined) throw unknownReference("usr_email", UNKNOWN_EMAIL_TEXT)
  return userId
}

/** The organisation to share with: named by id, or the one organisation (not a personal one) of a member. */
const organisationToShareWith = async (c: Context<CommandEnv>, body: ShareProjectBody): Promise<number> => {
  const directory = c.get("directory")
  // Exactly one of the two (the contract): with both, which one counts would be a guess.
  if (body.org_id !== undefined && body.usr_email !== undefined) throw fieldProblem("org_id", ORG_OR_EMAIL_TEXT)
  if (body.org_id !== undefined) {
    const organisation = await directory.organisation(body.org_id)
    if (!organisation || organisation.deleted) throw unknownReference("org_id", ORGANISATION_NOT_FOUND_TEXT)
    return organisation.orgId
  }
  if (body.usr_email === undefined) throw fieldProblem("org_id", SELECT_ORGANISATION_TEXT)
  const userId = await userByEmail(c, body.usr_email)
  const organisations = (await directory.organisationsOf(userId)).filter((o) => !o.personal && !o.deleted)
  // The person named has no organisation to share with: a reference to what does not exist.
  if (organisations.length === 0) throw unknownReference("usr_email", NO_ORGANISATION_TEXT)
  // Which of the member's organisations depends on stored data, not on the request's shape: 409, choose one.
  if (organisations.length > 1) throw new HttpProblem(409, "SELECT_ORGANISATION", SELECT_ORGANISATION_TEXT, { org_id: SELECT_ORGANISATION_TEXT })
  return organisations[0]!.orgId
}

type Shares = { readonly projectId: number; readonly accessAll: boolean; readonly orgIds: readonly number[] }
const sharesOf = (state: ProjectState): Shares => ({ projectId: state.id, accessAll: state.accessAll, orgIds: [...state.sharedOrgIds] })

const sharesDto = async (c: Context<CommandEnv>, shares: Shares): Promise<ProjectSharesDto> => ({
  pro_id: shares.projectId,
  pro_access_all: shares.accessAll,
  organisations: await Promise.all(
    shares.orgIds.map(async (orgId) => ({ org_id: orgId, org_name: (await c.get("directory").organisation(orgId))?.name ?? "" })),
  ),
})

const answerShares = async (c: Context<CommandEnv>, projectId: number, command: Parameters<typeof run>[2], status: ContentfulStatusCode) => {
  const outcome = await executeAsCaller(c, projectId, command, sharesOf)
  if (!outcome.ok) return respond(c, outcome)
  return respond(c, { ...outcome, answer: await sharesDto(c, outcome.answer) }, status)
}

export const permissionRoutes = new Hono<CommandEnv>()
  .post("/:id/permissions", jsonBody(GrantPermissionBody), async (c) => {
    const body = c.req.valid("json")
    const projectId = pathId(c)
    const caller = c.get("caller")
    await authoriseEarly(c, projectId, { type: "GrantPermission", userId: 0, roles: body.roles, grantorId: caller.userId })
    const userId = await userByEmail(c, body.usr_email)
    const person = await c.get("people").personalFields(userId)
    if (!person) throw unknownReference("usr_email", UNKNOWN_EMAIL_TEXT)
    // "Vorname Name", as GET …/permissions shows who changed a permission (never the token's e-mail).
    const grantor = await c.get("people").personalFields(caller.userId)
    const grantorName = displayName(grantor ?? { usr_email: "", usr_name: "", usr_name_first: "" }, grantor === undefined)
    return run(
      c,
      projectId,
      { type: "GrantPermission", userId, roles: body.roles, grantorId: caller.userId },
      (state): ProjectPermissionDto => ({
        usr_id: userId,
        usr_email: person.usr_email,
        usr_name: person.usr_name,
        usr_name_first: person.usr_name_first,
        pro_id: state.id,
        roles: [...(state.grants.get(userId) ?? [])],
        perm_change_date: new Date().toISOString(),
        perm_change_user: grantorName,
      }),
      201,
    )
  })
  .delete("/:id/permissions/:usr_id", async (c) => {
    const projectId = pathId(c)
    const userId = pathId(c, "usr_id")
    return run(c, projectId, { type: "RevokePermission", userId }, () => ({ usr_id: userId, deleted: true }))
  })
  .post("/:id/shares", jsonBody(ShareProjectBody), async (c) => {
    const projectId = pathId(c)
    await authoriseEarly(c, projectId, { type: "ShareWithOrganisation", orgId: 0 })
    const orgId = await organisationToShareWith(c, c.req.valid("json"))
    return answerShares(c, projectId, { type: "ShareWithOrganisation", orgId }, 201)
  })
  .delete("/:id/shares/:org_id", async (c) => {
    const projectId = pathId(c)
    return answerShares(c, projectId, { type: "UnshareWithOrganisation", orgId: pathId(c, "org_id") }, 200)
  })
