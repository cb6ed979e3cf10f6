/** @module POST /1.2/profile/phases and DELETE /1.2/profile/phases/{id}[?cascade=true]. */
import { CreatePhaseBody } from "@bimprofile/contracts/bodies/phase-bodies"
import { jsonBody, pathId, queryFlag } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { createdId, projectOfPath, run } from "../project-command-routes"
import { phaseAnswer } from "../command-answers"

export const phaseRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreatePhaseBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      body.pha_pro_id,
      { type: "AddPhase", phaseCode: body.pha_phase_code_code },
      (state, events) => phaseAnswer(state, createdId(events, "PhaseAdded", "phaseId")),
      201,
    )
  })
  .delete("/:id", async (c) => {
    const phaseId = pathId(c)
    const projectId = await projectOfPath(c, "phase", phaseId)
    return run(c, projectId, { type: "RemovePhase", phaseId, cascade: queryFlag(c, "cascade") }, () => ({ pha_id: phaseId, deleted: true }))
  })
