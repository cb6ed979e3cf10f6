/** @module GET /1.2/profile/projects[?statistics=true] and …/{id}[?statistics=true&nested=…]. */
import { pathId, queryChoice, queryFlag } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import { projectDto } from "../dto-mapping"
import { loadView, loadViews, type QueryDeps } from "../query-deps"

const nestings = ["processes", "phases", "phases-processes"] as const

export const projectRoutes = (deps: QueryDeps) =>
  new Hono()
    .get("/", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const views = await loadViews(deps)
      return c.json(views.map((view) => projectDto(view, deps.users, { statistics })))
    })
    .get("/:id", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const nested = queryChoice(c, "nested", nestings)
      const view = await loadView(deps, pathId(c))
      return c.json(projectDto(view, deps.users, { statistics, nested }))
    })
