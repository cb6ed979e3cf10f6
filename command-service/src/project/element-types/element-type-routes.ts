/** @module Writes of /1.2/profile/element_types: create, edit (name, description, IFC mapping, bSDD URI), delete. */
import { CreateElementTypeBody, PatchElementTypeBody } from "@bimprofile/contracts/bodies/element-type-bodies"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { elementTypeAnswer } from "../command-answers"
import { mappingsOfBody } from "../ifc-mappings"
import { createdId, projectOfPath, run } from "../project-command-routes"

export const elementTypeRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateElementTypeBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      body.elt_pro_id,
      { type: "CreateElementType", name: body.elt_name, desc: body.elt_desc ?? null, ifc: mappingsOfBody(body.elt_ifc ?? []), uri: body.elt_uri ?? null },
      (state, events) => elementTypeAnswer(state, createdId(events, "ElementTypeCreated", "elementTypeId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchElementTypeBody), async (c) => {
    const body = c.req.valid("json")
    const elementTypeId = pathId(c)
    const projectId = await projectOfPath(c, "element_type", elementTypeId)
    return run(
      c,
      projectId,
      {
        type: "ChangeElementType",
        elementTypeId,
        ...(body.elt_name !== undefined && { name: body.elt_name }),
        ...(body.elt_desc !== undefined && { desc: body.elt_desc }),
        ...(body.elt_ifc !== undefined && { ifc: mappingsOfBody(body.elt_ifc) }),
        ...(body.elt_uri !== undefined && { uri: body.elt_uri }),
      },
      (state) => elementTypeAnswer(state, elementTypeId),
    )
  })
  .delete("/:id", async (c) => {
    const elementTypeId = pathId(c)
    const projectId = await projectOfPath(c, "element_type", elementTypeId)
    return run(c, projectId, { type: "DeleteElementType", elementTypeId }, () => ({ elt_id: elementTypeId, deleted: true }))
  })
