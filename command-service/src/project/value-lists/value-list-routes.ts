/** @module Writes of /1.2/profile/value_lists (create, edit, delete) and of a list's values (…/{id}/items). */
import { CreateValueListBody, CreateValueListItemBody, PatchValueListBody, PatchValueListItemBody } from "@bimprofile/contracts/bodies/value-list-bodies"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { valueListAnswer } from "../command-answers"
import { createdId, projectOfPath, run } from "../project-command-routes"

export const valueListRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateValueListBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      body.vls_pro_id,
      { type: "CreateValueList", name: body.vls_name, desc: body.vls_desc ?? null, ifc: body.vls_ifc ?? [] },
      (state, events) => valueListAnswer(state, createdId(events, "ValueListCreated", "valueListId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchValueListBody), async (c) => {
    const body = c.req.valid("json")
    const valueListId = pathId(c)
    const projectId = await projectOfPath(c, "value_list", valueListId)
    return run(
      c,
      projectId,
      {
        type: "ChangeValueList",
        valueListId,
        ...(body.vls_name !== undefined && { name: body.vls_name }),
        ...(body.vls_desc !== undefined && { desc: body.vls_desc }),
        ...(body.vls_ifc !== undefined && { ifc: body.vls_ifc }),
      },
      (state) => valueListAnswer(state, valueListId),
    )
  })
  .delete("/:id", async (c) => {
    const valueListId = pathId(c)
    const projectId = await projectOfPath(c, "value_list", valueListId)
    return run(c, projectId, { type: "DeleteValueList", valueListId }, () => ({ vls_id: valueListId, deleted: true }))
  })
  .post("/:id/items", jsonBody(CreateValueListItemBody), async (c) => {
    const body = c.req.valid("json")
    const valueListId = pathId(c)
    const projectId = await projectOfPath(c, "value_list", valueListId)
    return run(
      c,
      projectId,
      { type: "AddValue", valueListId, name: body.vli_name, desc: body.vli_desc ?? null, ifc: body.vli_ifc ?? [], uri: body.vli_uri ?? null },
      (state) => valueListAnswer(state, valueListId),
      201,
    )
  })
  .patch("/:id/items/:vli_id", jsonBody(PatchValueListItemBody), async (c) => {
    const body = c.req.valid("json")
    const valueListId = pathId(c)
    const itemId = pathId(c, "vli_id")
    const projectId = await projectOfPath(c, "value_list", valueListId)
    return run(
      c,
      projectId,
      {
        type: "ChangeValue",
        valueListId,
        itemId,
        ...(body.vli_name !== undefined && { name: body.vli_name }),
        ...(body.vli_desc !== undefined && { desc: body.vli_desc }),
        ...(body.vli_ifc !== undefined && { ifc: body.vli_ifc }),
        ...(body.vli_uri !== undefined && { uri: body.vli_uri }),
      },
      (state) => valueListAnswer(state, valueListId),
    )
  })
  .delete("/:id/items/:vli_id", async (c) => {
    const valueListId = pathId(c)
    const itemId = pathId(c, "vli_id")
    const projectId = await projectOfPath(c, "value_list", valueListId)
    return run(c, projectId, { type: "RemoveValue", valueListId, itemId }, (state) => valueListAnswer(state, valueListId))
  })
