/** @module Writes of /1.2/profile/activities: create, edit/move/reorder, list resequencing, delete, copy/import. */
import {
  CopyActivityBody,
  CreateActivityBody,
  PatchActivityBody,
  ResequenceActivitiesBody,
} from "@bimprofile/contracts/bodies/activity-bodies"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { createdId, projectOfPath, projectOfReference, run, sourceOfPath } from "../project-command-routes"
import { activityAnswer, activityOrderAnswer } from "../command-answers"
import { extractActivityTree } from "../copy-trees"

export const activityRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateActivityBody), async (c) => {
    const body = c.req.valid("json")
    const projectId = await projectOfReference(c, "process", body.act_prc_id, "act_prc_id", body.act_pro_id)
    return run(
      c,
      projectId,
      {
        type: "CreateActivity",
        processId: body.act_prc_id,
        name: body.act_name,
        desc: body.act_desc ?? null,
        providerRoleId: body.act_rop_provider_id ?? null,
        receiverRoleId: body.act_rop_receiver_id ?? null,
        ...(body.act_seq && { seq: body.act_seq }),
      },
      (state, events) => activityAnswer(state, createdId(events, "ActivityCreated", "activityId")),
      201,
    )
  })
  .patch("/", jsonBody(ResequenceActivitiesBody), async (c) => {
    const items = c.req.valid("json")
    const projectId = await projectOfReference(c, "activity", items[0]!.act_id, "0.act_id")
    for (const [index, item] of items.entries()) {
      await projectOfReference(c, "activity", item.act_id, `${index}.act_id`, projectId)
      if (item.act_prc_id) await projectOfReference(c, "process", item.act_prc_id, `${index}.act_prc_id`, projectId)
    }
    return run(
      c,
      projectId,
      {
        type: "ResequenceActivities",
        items: items.map((i) => ({ activityId: i.act_id, seq: i.act_seq, ...(i.act_prc_id && { processId: i.act_prc_id }) })),
      },
      (state) => activityOrderAnswer(state, items.map((i) => i.act_id)),
    )
  })
  .patch("/:id", jsonBody(PatchActivityBody), async (c) => {
    const body = c.req.valid("json")
    const activityId = pathId(c)
    const projectId = await projectOfPath(c, "activity", activityId)
    if (body.act_prc_id) await projectOfReference(c, "process", body.act_prc_id, "act_prc_id", projectId)
    return run(
      c,
      projectId,
      {
        type: "ChangeActivity",
        activityId,
        ...(body.act_name !== undefined && { name: body.act_name }),
        ...(body.act_desc !== undefined && { desc: body.act_desc }),
        ...(body.act_rop_provider_id !== undefined && { providerRoleId: body.act_rop_provider_id }),
        ...(body.act_rop_receiver_id !== undefined && { receiverRoleId: body.act_rop_receiver_id }),
        ...(body.act_prc_id !== undefined && { processId: body.act_prc_id }),
        ...(body.act_seq !== undefined && { seq: body.act_seq }),
      },
      (state) => activityAnswer(state, activityId),
    )
  })
  .delete("/:id", async (c) => {
    const activityId = pathId(c)
    const projectId = await projectOfPath(c, "activity", activityId)
    return run(c, projectId, { type: "DeleteActivity", activityId }, () => ({ act_id: activityId, deleted: true }))
  })
  .post("/:id/copy", jsonBody(CopyActivityBody), async (c) => {
    const body = c.req.valid("json")
    const activityId = pathId(c)
    const { projectId: sourceProjectId, state: source } = await sourceOfPath(c, "activity", activityId)
    const targetProjectId = await projectOfReference(c, "process", body.act_prc_id, "act_prc_id")
    if (!source.activities.has(activityId)) throw notFoundProblem("activity", activityId)
    return run(
      c,
      targetProjectId,
      {
        type: "CopyActivity",
        name: body.act_name,
        processId: body.act_prc_id,
        source: extractActivityTree(source, activityId, sourceProjectId === targetProjectId),
      },
      (state, events) => activityAnswer(state, createdId(events, "ActivityCreated", "activityId")),
      201,
    )
  })
