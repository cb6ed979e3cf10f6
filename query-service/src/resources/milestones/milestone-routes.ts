/** @module GET /1.2/profile/milestones[?mst_pro_id=][&nested=processes][&statistics=true] and …/{id}. */
import { pathId, queryChoice, queryFlag, queryId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { milestoneDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps } from "../query-deps"

const nestings = ["processes", "activities"] as const
const optionsOf = (statistics: boolean, nested: (typeof nestings)[number] | undefined) => ({
  statistics,
  nest: nested === "activities" ? (["processes", "activities"] as const) : nested === "processes" ? (["processes"] as const) : [],
})

export const milestoneRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const projectId = queryId(c, "mst_pro_id")
      const phaseId = queryId(c, "mst_pha_id")
      const options = optionsOf(queryFlag(c, "statistics"), queryChoice(c, "nested", nestings))
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId])
      return c.json(
        views.flatMap((view) =>
          view
            .milestones()
            .filter((row) => phaseId === undefined || row.parentId === phaseId)
            .map((row) => milestoneDto(view, row, deps.users, options)),
        ),
      )
    })
    .get("/:id", async (c) => {
      const options = optionsOf(queryFlag(c, "statistics"), queryChoice(c, "nested", nestings))
      const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_milestones", pathId(c))
      return c.json(milestoneDto(view, row, deps.users, options))
    })
