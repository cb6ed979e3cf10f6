/**
 * @module Writes of a catalogue list kind (list-kinds.ts) — /1.2/profile/{group_lists, classifications,
 * material_lists, property_sets}: create, edit, delete a list, and add, edit, remove its items
 * (…/{id}/items/{<item prefix>_id}). The API's field names (`cls_long_name`) become the events' (`longName`).
 */
import { listBodies } from "@bimprofile/contracts/bodies/catalogue-list-bodies"
import { listFields, type ListFields } from "@bimprofile/contracts/catalogue/list-fields"
import { apiFieldName, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { createdId, projectOfPath, run } from "../project-command-routes"
import type { ListFieldValues } from "../project-commands"
import type { ProjectState } from "../project-state"

/** The fields a body gives, by their event names; on create, the missing ones with their empty value. */
const fieldsOf = (body: Record<string, unknown>, prefix: string, fields: ListFields, create: boolean): ListFieldValues => {
  const out: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(fields)) {
    const value = body[`${prefix}_${apiFieldName(field)}`]
    if (value !== undefined) out[field] = value
    else if (create && "empty" in spec) out[field] = spec.empty
  }
  return out
}

/** The fields as the API names them. */
const apiFieldsOf = (prefix: string, values: ListFieldValues) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${prefix}_${apiFieldName(field)}`, value]))

export const listAnswer = (state: ProjectState, kind: ListKind, listId: number) => {
  const { prefix } = listKinds[kind]
  const list = state.lists[kind].get(listId)!
  return { [`${prefix}_id`]: list.id, [`${prefix}_pro_id`]: state.id, ...apiFieldsOf(prefix, list.fields), [`${prefix}_item_count`]: list.items.size }
}

export const listItemAnswer = (state: ProjectState, kind: ListKind, listId: number, itemId: number) => {
  const { prefix, itemPrefix } = listKinds[kind]
  const item = state.lists[kind].get(listId)!.items.get(itemId)!
  return { [`${itemPrefix}_id`]: item.id, [`${itemPrefix}_${prefix}_id`]: listId, ...apiFieldsOf(itemPrefix, item.fields) }
}

export const listRoutes = (kind: ListKind) => {
  const { prefix, itemPrefix, events } = listKinds[kind]
  const bodies = listBodies[kind]
  const { list: listSpec, item: itemSpec } = listFields[kind]
  const itemIdParam = `${itemPrefix}_id`
  return new Hono<CommandEnv>()
    .post("/", jsonBody(bodies.createList), async (c) => {
      const body = c.req.valid("json") as Record<string, unknown>
      return run(
        c,
        body[`${prefix}_pro_id`] as number,
        { type: "CreateList", kind, fields: fieldsOf(body, prefix, listSpec, true) },
        (state, appended) => listAnswer(state, kind, createdId(appended, `${events}Created`, "listId")),
        201,
      )
    })
    .patch("/:id", jsonBody(bodies.patchList), async (c) => {
      const body = c.req.valid("json") as Record<string, unknown>
      const listId = pathId(c)
      const projectId = await projectOfPath(c, kind, listId)
      return run(c, projectId, { type: "ChangeList", kind, listId, fields: fieldsOf(body, prefix, listSpec, false) }, (state) => listAnswer(state, kind, listId))
    })
    .delete("/:id", async (c) => {
      const listId = pathId(c)
      const projectId = await projectOfPath(c, kind, listId)
      return run(c, projectId, { type: "DeleteList", kind, listId }, () => ({ [`${prefix}_id`]: listId, deleted: true }))
    })
    .post("/:id/items", jsonBody(bodies.createItem), async (c) => {
      const body = c.req.valid("json") as Record<string, unknown>
      const listId = pathId(c)
      const projectId = await projectOfPath(c, kind, listId)
      return run(
        c,
        projectId,
        { type: "AddListItem", kind, listId, fields: fieldsOf(body, itemPrefix, itemSpec, true) },
        (state, appended) => listItemAnswer(state, kind, listId, createdId(appended, `${events}ItemAdded`, "itemId")),
        201,
      )
    })
    .patch(`/:id/items/:${itemIdParam}`, jsonBody(bodies.patchItem), async (c) => {
      const body = c.req.valid("json") as Record<string, unknown>
      const listId = pathId(c)
      const itemId = pathId(c, itemIdParam)
      const projectId = await projectOfPath(c, kind, listId)
      return run(c, projectId, { type: "ChangeListItem", kind, listId, itemId, fields: fieldsOf(body, itemPrefix, itemSpec, false) }, (state) =>
        listItemAnswer(state, kind, listId, itemId),
      )
    })
    .delete(`/:id/items/:${itemIdParam}`, async (c) => {
      const listId = pathId(c)
      const itemId = pathId(c, itemIdParam)
      const projectId = await projectOfPath(c, kind, listId)
      return run(c, projectId, { type: "RemoveListItem", kind, listId, itemId }, () => ({ [`${itemPrefix}_id`]: itemId, deleted: true }))
    })
}
