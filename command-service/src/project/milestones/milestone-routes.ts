/** @module Writes of /1.2/profile/milestones: create, edit/move/reorder, list resequencing, delete, copy. */
import {
  CopyMilestoneBody,
  CreateMilestoneBody,
  PatchMilestoneBody,
  ResequenceMilestonesBody,
} from "@bimprofile/contracts/bodies/milestone-bodies"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId, queryFlag } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { createdId, projectOfPath, projectOfReference, run, sourceOfPath } from "../project-command-routes"
import { milestoneAnswer, milestoneOrderAnswer } from "../command-answers"
import { extractMilestoneTree } from "../copy-trees"

export const milestoneRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateMilestoneBody), async (c) => {
    const body = c.req.valid("json")
    const projectId = await projectOfReference(c, "phase", body.mst_pha_id, "mst_pha_id", body.mst_pro_id)
    return run(
      c,
      projectId,
      { type: "CreateMilestone", phaseId: body.mst_pha_id, name: body.mst_name, desc: body.mst_desc ?? null, ...(body.mst_seq && { seq: body.mst_seq }) },
      (state, events) => milestoneAnswer(state, createdId(events, "MilestoneCreated", "milestoneId")),
      201,
    )
  })
  .patch("/", jsonBody(ResequenceMilestonesBody), async (c) => {
    const items = c.req.valid("json")
    const projectId = await projectOfReference(c, "milestone", items[0]!.mst_id, "0.mst_id")
    for (const [index, item] of items.entries()) {
      await projectOfReference(c, "milestone", item.mst_id, `${index}.mst_id`, projectId)
      if (item.mst_pha_id) await projectOfReference(c, "phase", item.mst_pha_id, `${index}.mst_pha_id`, projectId)
    }
    return run(
      c,
      projectId,
      {
        type: "ResequenceMilestones",
        items: items.map((i) => ({ milestoneId: i.mst_id, seq: i.mst_seq, ...(i.mst_pha_id && { phaseId: i.mst_pha_id }) })),
      },
      (state) => milestoneOrderAnswer(state, items.map((i) => i.mst_id)),
    )
  })
  .patch("/:id", jsonBody(PatchMilestoneBody), async (c) => {
    const body = c.req.valid("json")
    const milestoneId = pathId(c)
    const projectId = await projectOfPath(c, "milestone", milestoneId)
    if (body.mst_pha_id) await projectOfReference(c, "phase", body.mst_pha_id, "mst_pha_id", projectId)
    return run(
      c,
      projectId,
      {
        type: "ChangeMilestone",
        milestoneId,
        ...(body.mst_name !== undefined && { name: body.mst_name }),
        ...(body.mst_desc !== undefined && { desc: body.mst_desc }),
        ...(body.mst_pha_id !== undefined && { phaseId: body.mst_pha_id }),
        ...(body.mst_seq !== undefined && { seq: body.mst_seq }),
      },
      (state) => milestoneAnswer(state, milestoneId),
    )
  })
  .delete("/:id", async (c) => {
    const milestoneId = pathId(c)
    const projectId = await projectOfPath(c, "milestone", milestoneId)
    return run(c, projectId, { type: "DeleteMilestone", milestoneId, cascade: queryFlag(c, "cascade") }, () => ({
      mst_id: milestoneId,
      deleted: true,
    }))
  })
  .post("/:id/copy", jsonBody(CopyMilestoneBody), async (c) => {
    const body = c.req.valid("json")
    const milestoneId = pathId(c)
    const { projectId: sourceProjectId, state: source } = await sourceOfPath(c, "milestone", milestoneId)
    const targetProjectId = await projectOfReference(c, "phase", body.mst_pha_id, "mst_pha_id")
    if (!source.milestones.has(milestoneId)) throw notFoundProblem("milestone", milestoneId)
    const tree = extractMilestoneTree(source, milestoneId, sourceProjectId === targetProjectId)
    return run(
      c,
      targetProjectId,
      { type: "CopyMilestone", name: body.mst_name, phaseId: body.mst_pha_id, source: tree },
      (state, events) => milestoneAnswer(state, createdId(events, "MilestoneCreated", "milestoneId")),
      201,
    )
  })
