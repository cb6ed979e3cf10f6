/**
 * @module GET /1.2/profile/processes[?prc_pro_id=][&prc_mst_id=][&prc_name=][&nested=activities] and …/{id}.
 * `prc_mst_id` with `prc_name` answers whether a name is already used in a milestone (case-insensitive).
 */
import { pathId, queryChoice, queryFlag, queryId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { processDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps } from "../query-deps"
import { projectOfRow } from "../read-rows"

const nestings = ["activities"] as const

export const processRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const milestoneId = queryId(c, "prc_mst_id")
      let projectId = queryId(c, "prc_pro_id")
      const name = c.req.query("prc_name")?.trim().toLocaleLowerCase("de-CH")
      const options = { statistics: queryFlag(c, "statistics"), nest: queryChoice(c, "nested", nestings) ? (["activities"] as const) : [] }
      if (projectId === undefined && milestoneId !== undefined) {
        projectId = await projectOfRow(deps.sql, "rm_milestones", milestoneId)
        if (projectId === undefined) return c.json([])
      }
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId])
      return c.json(
        views.flatMap((view) =>
          view
            .processes()
            .filter((row) => milestoneId === undefined || row.parentId === milestoneId)
            .filter((row) => !name || String(row.data.name).trim().toLocaleLowerCase("de-CH") === name)
            .map((row) => processDto(view, row, deps.users, options)),
        ),
      )
    })
    .get("/:id", async (c) => {
      const options = { statistics: queryFlag(c, "statistics"), nest: queryChoice(c, "nested", nestings) ? (["activities"] as const) : [] }
      const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_processes", pathId(c))
      return c.json(processDto(view, row, deps.users, options))
    })
