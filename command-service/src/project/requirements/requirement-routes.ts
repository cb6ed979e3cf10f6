/** @module Writes of /1.2/profile/requirements: an activity's requirements — add, edit (only the fields sent), remove. */
import { CreateRequirementBody, PatchRequirementBody } from "@bimprofile/contracts/bodies/requirement-bodies"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { requirementAnswer } from "../command-answers"
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
  .post("/", jsonBody(CreateRequirementBody), async (c) => {
    const body = c.req.valid("json")
    const projectId = await projectOfReference(c, "activity", body.req_act_id, "req_act_id")
    return run(
      c,
      projectId,
      { type: "AddRequirement", activityId: body.req_act_id, fields: { ...EMPTY, ...fieldsOf(body) } },
      (state, events) => requirementAnswer(state, createdId(events, "RequirementAdded", "requirementId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchRequirementBody), async (c) => {
    const requirementId = pathId(c)
    const projectId = await projectOfPath(c, "requirement", requirementId)
    return run(c, projectId, { type: "ChangeRequirement", requirementId, fields: fieldsOf(c.req.valid("json")) }, (state) => requirementAnswer(state, requirementId))
  })
  .delete("/:id", async (c) => {
    const requirementId = pathId(c)
    const projectId = await projectOfPath(c, "requirement", requirementId)
    return run(c, projectId, { type: "RemoveRequirement", requirementId }, () => ({ req_id: requirementId, deleted: true }))
  })
