/** @module GET /1.2/profile/activities[?act_prc_id=][&act_pro_id=] and …/{id}. */
import { pathId, queryId } from "@bimprofile/infra/http/validation"
import type { ActivityRow } from "@bimprofile/projector/projections/structure-rows"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { cachedAnswer } from "../../answers/cached-answer"
import { activityDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps, readRow } from "../query-deps"
import { byId, byParent, byProject } from "../structure-reads"
import { jsonAnswer } from "../../answers/json-answer"

export const activityRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const processId = queryId(c, "act_prc_id")
      let projectId = queryId(c, "act_pro_id")
      if (processId !== undefined) {
        // Only the process's activities (and the roles they name) are read.
        const process = await readRow(deps.sql, "rm_processes", processId)
        if (!process || (projectId !== undefined && projectId !== process.proId)) return c.json([])
        projectId = process.proId
      }
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId], (ids) =>
        processId === undefined
          ? { rows: { rm_phases: byProject(ids), rm_milestones: byProject(ids), rm_processes: byProject(ids), rm_activities: byProject(ids), rm_roles: byProject(ids) } }
          : { rows: { rm_activities: byParent([processId]), rm_roles: byProject(ids) } },
      )
      return jsonAnswer(
        c,
        views.flatMap((view) =>
          (processId === undefined ? view.activities() : view.activitiesOf(processId)).map((row) => activityDto(view, row, deps.users)),
        ),
      )
    })
    .get("/:id", async (c) => {
      const id = pathId(c)
      return cachedAnswer(c, deps, async (ticket) => {
        const read = (activity: ActivityRow) => ({
          rows: { rm_roles: byId([activity.data.providerRoleId, activity.data.receiverRoleId].filter((roleId) => roleId !== null)) },
        })
        const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_activities", id, read, ticket)
        return { view, answer: activityDto(view, row, deps.users) }
      })
    })
