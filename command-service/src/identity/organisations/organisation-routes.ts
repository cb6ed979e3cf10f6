/** @module POST/PATCH/DELETE /1.2/user/organisations and their members. */
import { CreateOrganisationBody, OrganisationMemberBody, PatchOrganisationBody } from "@bimprofile/contracts/bodies/user-bodies"
import { notFound } from "@bimprofile/contracts/errors/domain-errors"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { type Context, Hono } from "hono"
import { toProblem } from "../../middleware/problem-response"
import { type CommandEnv, contextOf, viewerOf } from "../../shared/command-env"
import { organisationAnswer } from "../identity-answers"
import { requireLicence, requireOrganisationAdmin } from "../identity-access"
import { answer, type IdentityRouteDeps } from "../identity-route-deps"
import { projectsOwnedBy } from "./organisation-projects"

const UNKNOWN_EMAIL_TEXT = "Kein Benutzer mit dieser E-Mail-Adresse gefunden."

export const organisationRoutes = (deps: IdentityRouteDeps) => {
  /** The organisation in the path, once the caller administers it (404 when it never existed). */
  const administered = async (c: Context<CommandEnv>) => {
    const orgId = pathId(c)
    const viewer = await viewerOf(c)
    if (!(await deps.directory.organisation(orgId))) throw toProblem(notFound("organisation", orgId))
    requireOrganisationAdmin(viewer, orgId)
    return orgId
  }

  return new Hono<CommandEnv>()
    .post("/", jsonBody(CreateOrganisationBody), async (c) => {
      const body = c.req.valid("json")
      const viewer = await viewerOf(c)
      requireLicence(viewer)
      const { orgId, position } = await deps.identity.createOrganisation(body.org_name, body.org_desc ?? null, viewer.userId, contextOf(c))
      return answer(c, position, await organisationAnswer(deps, orgId), 201)
    })
    .patch("/:id", jsonBody(PatchOrganisationBody), async (c) => {
      const body = c.req.valid("json")
      const orgId = await administered(c)
      const ctx = contextOf(c)
      let position = deps.directory.organisationEntry(orgId)?.lastPosition ?? 0
      if (body.org_name !== undefined) position = await deps.identity.organisationCommand(orgId, { type: "RenameOrganisation", name: body.org_name }, ctx)
      if (body.org_desc !== undefined)
        position = await deps.identity.organisationCommand(orgId, { type: "DescribeOrganisation", desc: body.org_desc }, ctx)
      return answer(c, position, await organisationAnswer(deps, orgId))
    })
    .delete("/:id", async (c) => {
      const orgId = await administered(c)
      const projects = (await projectsOwnedBy(deps.store, orgId)).length
      const position = await deps.identity.organisationCommand(orgId, { type: "DeleteOrganisation", projects, erasure: false }, contextOf(c))
      return answer(c, position, { org_id: orgId, deleted: true })
    })
    .post("/:id/members", jsonBody(OrganisationMemberBody), async (c) => {
      const body = c.req.valid("json")
      const orgId = await administered(c)
      const userId = await deps.directory.userIdByEmail(body.usr_email)
      if (userId === undefined) throw new HttpProblem(400, "FOREIGN_ENTITY", UNKNOWN_EMAIL_TEXT, { usr_email: UNKNOWN_EMAIL_TEXT })
      const position = await deps.identity.organisationCommand(orgId, { type: "SetMemberRoles", userId, roles: body.roles }, contextOf(c))
      return answer(c, position, await organisationAnswer(deps, orgId))
    })
    .delete("/:id/members/:usr_id", async (c) => {
      const orgId = pathId(c)
      const userId = pathId(c, "usr_id")
      const viewer = await viewerOf(c)
      if (!(await deps.directory.organisation(orgId))) throw toProblem(notFound("organisation", orgId))
      // Anyone may leave an organisation; removing someone else is organisation management.
      if (userId !== viewer.userId) requireOrganisationAdmin(viewer, orgId)
      const position = await deps.identity.organisationCommand(orgId, { type: "RemoveMember", userId, erasure: false }, contextOf(c))
      return answer(c, position, await organisationAnswer(deps, orgId))
    })
}
