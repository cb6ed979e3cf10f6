/** @module POST/PATCH/DELETE /1.2/user/users: invitation, profile, picture, licence, app admin, erasure. */
import {
  CreateUserBody,
  PatchUserBody,
  UserAppAdminBody,
  UserImageBody,
  UserLicenceBody,
} from "@bimprofile/contracts/bodies/user-bodies"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import { type CommandEnv, contextOf, viewerOf } from "../../shared/command-env"
import { userAnswer } from "../identity-answers"
import { requireAppAdmin, requireLicence, requireSelfOrAppAdmin, refused } from "../identity-access"
import { answer, type IdentityRouteDeps } from "../identity-route-deps"
import { eraseUser } from "./erase-user"
import { checkImage } from "./user-image"

/** Each invitation mails an address of the inviter's choice: a cap per hour keeps an account from becoming a mail cannon. */
const tooManyInvitations = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new HttpProblem(429, "INVITE_LIMIT", `Zu viele Einladungen in der letzten Stunde. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`, {
    retry_after: String(seconds),
  })
}

const SELECT_ORGANISATION_TEXT = "Wählen Sie eine Organisation aus."
const ORGANISATION_NOT_FOUND_TEXT = "Keine Organisation gefunden."

export const userRoutes = (deps: IdentityRouteDeps) =>
  new Hono<CommandEnv>()
    .post("/", jsonBody(CreateUserBody), async (c) => {
      const body = c.req.valid("json")
      const viewer = await viewerOf(c)
      const orgId = body.org_id ?? null
      // An app admin may invite without an organisation; anyone else invites into one they administer.
      if (orgId === null && !viewer.appAdmin) {
        if (viewer.memberships.size === 0 || ![...viewer.memberships.values()].some((r) => r.includes("admin"))) throw refused()
        throw new HttpProblem(400, "VALIDATION", SELECT_ORGANISATION_TEXT, { org_id: SELECT_ORGANISATION_TEXT })
      }
      if (orgId !== null) {
        const organisation = await deps.directory.organisation(orgId)
        if (!organisation || organisation.deleted || organisation.personal)
          throw new HttpProblem(400, "FOREIGN_ENTITY", ORGANISATION_NOT_FOUND_TEXT, { org_id: ORGANISATION_NOT_FOUND_TEXT })
        if (!viewer.appAdmin && !(viewer.memberships.get(orgId) ?? []).includes("admin")) throw refused()
      }
      requireLicence(viewer)
      const admitted = await deps.invitations.admit(viewer.userId)
      if (!admitted.ok) {
        c.header("Retry-After", String(admitted.retryAfter))
        throw tooManyInvitations(admitted.retryAfter)
      }
      const ctx = contextOf(c)
      const email = body.usr_email.trim()
      // The invited person sets a password through the mailed link; the account waits until then.
      const registered = await deps.identity.register(
        { email, name: body.usr_name, firstName: body.usr_name_first, source: "invitation", active: false },
        ctx,
      )
      let position = registered.position
      if (orgId !== null)
        position = await deps.identity.organisationCommand(
          orgId,
          { type: "SetMemberRoles", userId: registered.userId, roles: body.org_roles ?? ["emp"] },
          ctx,
        )
      await deps.invitations.invite(registered.userId, email)
      const invitedUser = await userAnswer(deps, registered.userId)
      // An organisation admin learns nothing of the new account beyond their own organisation.
      return answer(c, position, viewer.appAdmin ? invitedUser : { ...invitedUser, usr_org_pers: [], usr_org_pers_id: null, usr_org_pers_name: null }, 201)
    })
    .patch("/:id", jsonBody(PatchUserBody), async (c) => {
      const body = c.req.valid("json")
      const userId = pathId(c)
      requireSelfOrAppAdmin(await viewerOf(c), userId)
      const change = {
        ...(body.usr_name !== undefined && { name: body.usr_name }),
        ...(body.usr_name_first !== undefined && { firstName: body.usr_name_first }),
      }
      const position = await deps.identity.changeProfile(userId, change, contextOf(c))
      return answer(c, position, await userAnswer(deps, userId))
    })
    .patch("/:id/img", jsonBody(UserImageBody), async (c) => {
      const body = c.req.valid("json")
      const userId = pathId(c)
      requireSelfOrAppAdmin(await viewerOf(c), userId)
      const image = body.usr_image_url === null ? null : checkImage(body.usr_image_url)
      const position = await deps.identity.setImage(userId, image, contextOf(c))
      return answer(c, position, await userAnswer(deps, userId))
    })
    .patch("/:id/license", jsonBody(UserLicenceBody), async (c) => {
      const body = c.req.valid("json")
      const userId = pathId(c)
      requireAppAdmin(await viewerOf(c))
      const position = await deps.identity.setLicence(userId, body.usr_has_license, "admin", contextOf(c))
      return answer(c, position, await userAnswer(deps, userId))
    })
    .patch("/:id/admin", jsonBody(UserAppAdminBody), async (c) => {
      const body = c.req.valid("json")
      const userId = pathId(c)
      requireAppAdmin(await viewerOf(c))
      const position = await deps.identity.setAppAdmin(userId, body.usr_app_admin, contextOf(c))
      return answer(c, position, await userAnswer(deps, userId))
    })
    .delete("/:id", async (c) => {
      const userId = pathId(c)
      requireSelfOrAppAdmin(await viewerOf(c), userId)
      const position = await eraseUser(deps, userId, contextOf(c))
      return answer(c, position, { usr_id: userId, deleted: true })
    })
