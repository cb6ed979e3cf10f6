/** @module Writes of /1.2/profile/element_classes: create, edit (name, texts, parent, type, IFC mapping, bSDD URI), delete. */
import { CreateElementClassBody, PatchElementClassBody } from "@bimprofile/contracts/bodies/element-class-bodies"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { elementClassAnswer } from "../command-answers"
import { mappingsOfBody as mappings } from "../ifc-mappings"
import { createdId, projectOfPath, run } from "../project-command-routes"
import { localIdOf } from "../inheritance/inheritance-routes"


export const elementClassRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateElementClassBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      body.elc_pro_id,
      {
        type: "CreateElementClass",
        name: body.elc_name,
        desc: body.elc_desc ?? null,
        category: body.elc_category ?? null,
        parentId: body.elc_parent_id ? await localIdOf(c, body.elc_pro_id, "element_class", body.elc_parent_id, "elc_parent_id") : null,
        ifc: mappings(body.elc_ifc ?? []),
        uri: body.elc_uri ?? null,
        typeId: body.elc_elt_id ? await localIdOf(c, body.elc_pro_id, "element_type", body.elc_elt_id, "elc_elt_id") : null,
      },
      (state, events) => elementClassAnswer(state, createdId(events, "ElementClassCreated", "elementClassId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchElementClassBody), async (c) => {
    const body = c.req.valid("json")
    const elementClassId = pathId(c)
    const projectId = await projectOfPath(c, "element_class", elementClassId)
    return run(
      c,
      projectId,
      {
        type: "ChangeElementClass",
        elementClassId,
        ...(body.elc_name !== undefined && { name: body.elc_name }),
        ...(body.elc_desc !== undefined && { desc: body.elc_desc }),
        ...(body.elc_category !== undefined && { category: body.elc_category }),
        ...(body.elc_parent_id !== undefined && {
          parentId: body.elc_parent_id && (await localIdOf(c, projectId, "element_class", body.elc_parent_id, "elc_parent_id")),
        }),
        ...(body.elc_ifc !== undefined && { ifc: mappings(body.elc_ifc) }),
        ...(body.elc_uri !== undefined && { uri: body.elc_uri }),
        ...(body.elc_elt_id !== undefined && { typeId: body.elc_elt_id && (await localIdOf(c, projectId, "element_type", body.elc_elt_id, "elc_elt_id")) }),
      },
      (state) => elementClassAnswer(state, elementClassId),
    )
  })
  .delete("/:id", async (c) => {
    const elementClassId = pathId(c)
    const projectId = await projectOfPath(c, "element_class", elementClassId)
    return run(c, projectId, { type: "DeleteElementClass", elementClassId }, () => ({ elc_id: elementClassId, deleted: true }))
  })
