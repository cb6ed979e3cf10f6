/** @module Writes of /1.2/profile/processes: create, edit/move/reorder, list resequencing, delete, copy/import. */
import {
  CopyProcessBody,
  CreateProcessBody,
  PatchProcessBody,
  ResequenceProcessesBody,
} from "@bimprofile/contracts/bodies/process-bodies"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { createdId, projectOfPath, projectOfReference, run, sourceOfPath } from "../project-command-routes"
import { processAnswer, processOrderAnswer } from "../command-answers"
import { extractProcessTree } from "../copy-trees"

export const processRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateProcessBody), async (c) => {
    const body = c.req.valid("json")
    const projectId = await projectOfReference(c, "milestone", body.prc_mst_id, "prc_mst_id", body.prc_pro_id)
    return run(
      c,
      projectId,
      {
        type: "CreateProcess",
        milestoneId: body.prc_mst_id,
        name: body.prc_name,
        shortName: body.prc_short_name ?? null,
        desc: body.prc_desc ?? null,
        ...(body.prc_seq && { seq: body.prc_seq }),
      },
      (state, events) => processAnswer(state, createdId(events, "ProcessCreated", "processId")),
      201,
    )
  })
  .patch("/", jsonBody(ResequenceProcessesBody), async (c) => {
    const items = c.req.valid("json")
    const projectId = await projectOfReference(c, "process", items[0]!.prc_id, "0.prc_id")
    for (const [index, item] of items.entries()) {
      await projectOfReference(c, "process", item.prc_id, `${index}.prc_id`, projectId)
      if (item.prc_mst_id) await projectOfReference(c, "milestone", item.prc_mst_id, `${index}.prc_mst_id`, projectId)
    }
    return run(
      c,
      projectId,
      {
        type: "ResequenceProcesses",
        items: items.map((i) => ({ processId: i.prc_id, seq: i.prc_seq, ...(i.prc_mst_id && { milestoneId: i.prc_mst_id }) })),
      },
      (state) => processOrderAnswer(state, items.map((i) => i.prc_id)),
    )
  })
  .patch("/:id", jsonBody(PatchProcessBody), async (c) => {
    const body = c.req.valid("json")
    const processId = pathId(c)
    const projectId = await projectOfPath(c, "process", processId)
    if (body.prc_mst_id) await projectOfReference(c, "milestone", body.prc_mst_id, "prc_mst_id", projectId)
    return run(
      c,
      projectId,
      {
        type: "ChangeProcess",
        processId,
        ...(body.prc_name !== undefined && { name: body.prc_name }),
        ...(body.prc_short_name !== undefined && { shortName: body.prc_short_name }),
        ...(body.prc_desc !== undefined && { desc: body.prc_desc }),
        ...(body.prc_mst_id !== undefined && { milestoneId: body.prc_mst_id }),
        ...(body.prc_seq !== undefined && { seq: body.prc_seq }),
      },
      (state) => processAnswer(state, processId),
    )
  })
  .delete("/:id", async (c) => {
    const processId = pathId(c)
    const projectId = await projectOfPath(c, "process", processId)
    return run(c, projectId, { type: "DeleteProcess", processId }, () => ({ prc_id: processId, deleted: true }))
  })
  .post("/:id/copy", jsonBody(CopyProcessBody), async (c) => {
    const body = c.req.valid("json")
    const processId = pathId(c)
    const { projectId: sourceProjectId, state: source } = await sourceOfPath(c, "process", processId)
    const targetProjectId = await projectOfReference(c, "milestone", body.prc_mst_id, "prc_mst_id")
    if (!source.processes.has(processId)) throw notFoundProblem("process", processId)
    return run(
      c,
      targetProjectId,
      {
        type: "CopyProcess",
        name: body.prc_name,
        milestoneId: body.prc_mst_id,
        source: extractProcessTree(source, processId, sourceProjectId === targetProjectId),
      },
      (state, events) => processAnswer(state, createdId(events, "ProcessCreated", "processId")),
      201,
    )
  })
