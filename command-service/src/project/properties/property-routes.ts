/**
 * @module Writes of /1.2/profile/properties (create, edit, delete) and of a class's property list
 * (/1.2/profile/element_classes/{id}/properties: assign, remove).
 */
import { AssignPropertyBody, CreatePropertyBody, PatchPropertyBody, type PropertyTargetBody } from "@bimprofile/contracts/bodies/property-bodies"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { propertyAnswer } from "../command-answers"
import { createdId, projectOfPath, run } from "../project-command-routes"
import { localIdOf } from "../inheritance/inheritance-routes"

const targets = (ifc: readonly PropertyTargetBody[]): PropertyTarget[] =>
  ifc.map((t) =>
    "attribute" in t
      ? { ifc_version: t.ifc_version, attribute: t.attribute, data_type: t.data_type ?? null }
      : { ifc_version: t.ifc_version, pset: t.pset, property: t.property, data_type: t.data_type ?? null },
  )

export const propertyRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreatePropertyBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      body.pty_pro_id,
      {
        type: "CreateProperty",
        name: body.pty_name,
        desc: body.pty_desc ?? null,
        datatype: body.pty_datatype ?? "text",
        unit: body.pty_unit ?? null,
        concept: body.pty_concept ?? "predefined_property",
        ifc: targets(body.pty_ifc ?? []),
        uri: body.pty_uri ?? null,
        valueListId: body.pty_vls_id ? await localIdOf(c, body.pty_pro_id, "value_list", body.pty_vls_id, "pty_vls_id") : null,
      },
      (state, events) => propertyAnswer(state, createdId(events, "PropertyCreated", "propertyId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchPropertyBody), async (c) => {
    const body = c.req.valid("json")
    const propertyId = pathId(c)
    const projectId = await projectOfPath(c, "property", propertyId)
    return run(
      c,
      projectId,
      {
        type: "ChangeProperty",
        propertyId,
        ...(body.pty_name !== undefined && { name: body.pty_name }),
        ...(body.pty_desc !== undefined && { desc: body.pty_desc }),
        ...(body.pty_datatype !== undefined && { datatype: body.pty_datatype }),
        ...(body.pty_unit !== undefined && { unit: body.pty_unit }),
        ...(body.pty_concept !== undefined && { concept: body.pty_concept }),
        ...(body.pty_ifc !== undefined && { ifc: targets(body.pty_ifc) }),
        ...(body.pty_uri !== undefined && { uri: body.pty_uri }),
        ...(body.pty_vls_id !== undefined && { valueListId: body.pty_vls_id && (await localIdOf(c, projectId, "value_list", body.pty_vls_id, "pty_vls_id")) }),
      },
      (state) => propertyAnswer(state, propertyId),
    )
  })
  .delete("/:id", async (c) => {
    const propertyId = pathId(c)
    const projectId = await projectOfPath(c, "property", propertyId)
    return run(c, projectId, { type: "DeleteProperty", propertyId }, () => ({ pty_id: propertyId, deleted: true }))
  })

/** Mounted under /element_types: a type's properties. */
export const typePropertyRoutes = new Hono<CommandEnv>()
  .post("/:id/properties", jsonBody(AssignPropertyBody), async (c) => {
    const elementTypeId = pathId(c)
    const projectId = await projectOfPath(c, "element_type", elementTypeId)
    const propertyId = await localIdOf(c, projectId, "property", c.req.valid("json").pty_id, "pty_id")
    return run(c, projectId, { type: "AssignTypeProperty", elementTypeId, propertyId }, () => ({ elt_id: elementTypeId, pty_id: propertyId, assigned: true }), 201)
  })
  .delete("/:id/properties/:pty_id", async (c) => {
    const elementTypeId = pathId(c)
    const propertyId = pathId(c, "pty_id")
    const projectId = await projectOfPath(c, "element_type", elementTypeId)
    return run(c, projectId, { type: "RemoveTypeProperty", elementTypeId, propertyId }, () => ({ elt_id: elementTypeId, pty_id: propertyId, assigned: false }))
  })

/** Mounted under /element_classes: a class's own properties. */
export const classPropertyRoutes = new Hono<CommandEnv>()
  .post("/:id/properties", jsonBody(AssignPropertyBody), async (c) => {
    const elementClassId = pathId(c)
    const projectId = await projectOfPath(c, "element_class", elementClassId)
    const propertyId = await localIdOf(c, projectId, "property", c.req.valid("json").pty_id, "pty_id")
    return run(c, projectId, { type: "AssignProperty", elementClassId, propertyId }, () => ({ elc_id: elementClassId, pty_id: propertyId, assigned: true }), 201)
  })
  .delete("/:id/properties/:pty_id", async (c) => {
    const elementClassId = pathId(c)
    const propertyId = pathId(c, "pty_id")
    const projectId = await projectOfPath(c, "element_class", elementClassId)
    return run(c, projectId, { type: "RemoveProperty", elementClassId, propertyId }, () => ({ elc_id: elementClassId, pty_id: propertyId, assigned: false }))
  })
