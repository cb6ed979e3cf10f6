/** @module GET /1.2/profile/activities[?act_prc_id=][&act_pro_id=] and …/{id}. */
import { pathId, queryId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { activityDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps } from "../query-deps"
import { projectOfRow } from "../read-rows"

export const activityRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const processId = queryId(c, "act_prc_id")
      let projectId = queryId(c, "act_pro_id")
      if (projectId === undefined && processId !== undefined) {
        projectId = await projectOfRow(deps.sql, "rm_processes", processId)
        if (projectId === undefined) return c.json([])
      }
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId])
      return c.json(
        views.flatMap((view) =>
          (processId === undefined ? view.activities() : view.activitiesOf(processId)).map((row) => activityDto(view, row, deps.users)),
        ),
      )
    })
    .get("/:id", async (c) => {
      const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_activities", pathId(c))
      return c.json(activityDto(view, row, deps.users))
    })
