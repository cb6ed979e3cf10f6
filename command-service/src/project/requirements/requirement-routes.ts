/** @module Writes of /1.2/profile/requirements: an activity's requirements — add, edit (only the fields sent), remove. */
import { CreateRequirementBody, PatchRequirementBody } from "@bimprofile/contracts/bodies/requirement-bodies"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { notFoundRoute } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import type { Context } from "hono"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { requirementAnswer } from "../command-answers"
import { localIdOf } from "../inheritance/inheritance-routes"
import { createdId, projectOfPath, projectOfReference, run } from "../project-command-routes"

type Body = typeof PatchRequirementBody.Type

/** The fields a body sends, by their event names; what it leaves out stays out. */
const fieldsOf = (body: Body): Partial<RequirementFields> => {
  const fields: { -readonly [K in keyof RequirementFields]?: RequirementFields[K] } = {}
  if (body.req_name !== undefined) fields.name = body.req_name
  if (body.req_elc_id !== undefined) fields.elementClassId = body.req_elc_id
  if (body.req_identifier !== undefined) fields.identifier = body.req_identifier
  if (body.req_desc !== undefined) fields.desc = body.req_desc
  if (body.req_instructions !== undefined) fields.instructions = body.req_instructions
  if (body.req_ifc_versions !== undefined) fields.ifcVersions = body.req_ifc_versions
  if (body.req_cardinality !== undefined) fields.cardinality = body.req_cardinality
  if (body.req_applicability !== undefined) fields.applicability = body.req_applicability
  if (body.req_requirements_desc !== undefined) fields.requirementsDesc = body.req_requirements_desc
  if (body.req_facets !== undefined) fields.facets = body.req_facets
  return fields
}

/**
 * The fields with the reference project's catalogue items a user picked replaced by the project's local copies
 * (made now where missing, inheritance/inheritance-routes.ts), so a project's requirements name only its own items.
 */
const withLocalItems = async (c: Context<CommandEnv>, projectId: number, fields: Partial<RequirementFields>): Promise<Partial<RequirementFields>> => {
  const local = { ...fields }
  if (fields.elementClassId) local.elementClassId = await localIdOf(c, projectId, "element_class", fields.elementClassId, "req_elc_id")
  const localFacets = async <F extends { readonly facet: string }>(facets: readonly F[], field: string) => {
    const out: F[] = []
    for (const [i, facet] of facets.entries()) {
      const ptyId = facet.facet === "property" ? (facet as F & { pty_id: number | null }).pty_id : null
      out.push(ptyId ? { ...facet, pty_id: await localIdOf(c, projectId, "property", ptyId, `${field}[${i}].pty_id`) } : facet)
    }
    return out
  }
  if (fields.applicability) local.applicability = await localFacets(fields.applicability, "req_applicability")
  if (fields.facets) local.facets = await localFacets(fields.facets, "req_facets")
  return local
}

/** A new requirement's fields: what is left out is empty, its cardinality "required". */
const EMPTY: RequirementFields = {
  elementClassId: null,
  name: "",
  identifier: null,
  desc: null,
  instructions: null,
  ifcVersions: [],
  cardinality: "required",
  applicability: [],
  requirementsDesc: null,
  facets: [],
}

export const requirementRoutes = new Hono<CommandEnv>()
  // The requirements diff (a read of the query service) is no requirement called "diff": any write to it is the documented path's 405.
  .all("/diff", (c) => notFoundRoute(c))
  .post("/", jsonBody(CreateRequirementBody), async (c) => {
    const body = c.req.valid("json")
    const projectId = await projectOfReference(c, "activity", body.req_act_id, "req_act_id")
    return run(
      c,
      projectId,
      { type: "AddRequirement", activityId: body.req_act_id, fields: { ...EMPTY, ...(await withLocalItems(c, projectId, fieldsOf(body))) } },
      (state, events) => requirementAnswer(state, createdId(events, "RequirementAdded", "requirementId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchRequirementBody), async (c) => {
    const requirementId = pathId(c)
    const projectId = await projectOfPath(c, "requirement", requirementId)
    const fields = await withLocalItems(c, projectId, fieldsOf(c.req.valid("json")))
    return run(c, projectId, { type: "ChangeRequirement", requirementId, fields }, (state) => requirementAnswer(state, requirementId))
  })
  .delete("/:id", async (c) => {
    const requirementId = pathId(c)
    const projectId = await projectOfPath(c, "requirement", requirementId)
    return run(c, projectId, { type: "RemoveRequirement", requirementId }, () => ({ req_id: requirementId, deleted: true }))
  })
