/** @module GET /1.2/profile/projects[?statistics=true] and …/{id}[?statistics=true&nested=…]: what the caller may read. */
import { pathId, queryChoice, queryFlag } from "@bimprofile/infra/http/validation"
import { readReadableProjects } from "@bimprofile/infra/read-models/project-access"
import { readProjectTeams } from "@bimprofile/infra/read-models/project-team"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { projectDto } from "../dto-mapping"
import { ProjectView } from "../project-view"
import { loadView, type QueryDeps } from "../query-deps"
import { countRows, loadRows } from "../read-rows"

const nestings = ["processes", "phases", "phases-processes"] as const
const NO_TEAM = { teamSize: 0, orgName: null }

export const projectRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const [readable] = await Promise.all([readReadableProjects(deps.sql, c.get("viewer")), deps.users.refreshIfStale()])
      const ids = [...readable.keys()]
      if (ids.length === 0) return c.json([])
      // A list needs the project rows and counts only, not every milestone, process and activity.
      const [rows, counts, teams] = await Promise.all([
        loadRows(deps.sql, ids, ["rm_projects"]),
        countRows(deps.sql, ["rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"]),
        readProjectTeams(deps.sql, ids),
      ])
      const zero = { rm_phases: 0, rm_milestones: 0, rm_processes: 0, rm_activities: 0, rm_roles: 0 }
      const views = [...rows.entries()].sort(([a], [b]) => a - b).map(([id, r]) => new ProjectView(r, { ...zero, ...counts.get(id) }, readable.get(id)!))
      return c.json(views.map((view) => projectDto(view, deps.users, teams.get(view.project!.id) ?? NO_TEAM, { statistics })))
    })
    .get("/:id", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const nested = queryChoice(c, "nested", nestings)
      const view = await loadView(deps, c.get("viewer"), pathId(c))
      const team = (await readProjectTeams(deps.sql, [view.project!.id])).get(view.project!.id) ?? NO_TEAM
      return c.json(projectDto(view, deps.users, team, { statistics, nested }))
    })
