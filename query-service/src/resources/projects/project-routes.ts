/** @module GET /1.2/profile/projects[?statistics=true] and …/{id}[?statistics=true&nested=…]. */
import { pathId, queryChoice, queryFlag } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import { projectDto } from "../dto-mapping"
import { ProjectView } from "../project-view"
import { loadView, type QueryDeps } from "../query-deps"
import { countRows, loadRows } from "../read-rows"

const nestings = ["processes", "phases", "phases-processes"] as const

export const projectRoutes = (deps: QueryDeps) =>
  new Hono()
    .get("/", async (c) => {
      const statistics = queryFlag(c, "statistics")
      // A list needs the project rows and counts only, not every milestone, process and activity.
      await deps.users.refreshIfStale()
      const [rows, counts] = await Promise.all([
        loadRows(deps.sql, "all", ["rm_projects"]),
        countRows(deps.sql, ["rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"]),
      ])
      const views = [...rows.entries()].sort(([a], [b]) => a - b).map(([id, r]) => new ProjectView(r, { rm_phases: 0, rm_milestones: 0, rm_processes: 0, rm_activities: 0, rm_roles: 0, ...counts.get(id) }))
      return c.json(views.map((view) => projectDto(view, deps.users, { statistics })))
    })
    .get("/:id", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const nested = queryChoice(c, "nested", nestings)
      const view = await loadView(deps, pathId(c))
      return c.json(projectDto(view, deps.users, { statistics, nested }))
    })
