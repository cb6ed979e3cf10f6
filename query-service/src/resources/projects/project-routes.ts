/**
 * @module GET /1.2/profile/projects[?statistics=true] and …/{id}[?statistics=true&nested=…]: what the caller
 * may read. A project reads the tables its nesting shows and lets the database count the rest.
 */
import type { ReadModelTable } from "@bimprofile/projector/projection"
import { pathId, queryChoice, queryFlag } from "@bimprofile/infra/http/validation"
import { readProjectTeams } from "@bimprofile/infra/read-models/project-team"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { cachedAnswer } from "../../answers/cached-answer"
import { type ProjectNesting, projectDto } from "../dto-mapping"
import { loadView, loadViews, type QueryDeps } from "../query-deps"
import { byProject, type StructureRead } from "../structure-reads"
import { jsonAnswer } from "../../answers/json-answer"

const nestings = ["processes", "phases", "phases-processes"] as const
const NO_TEAM = { teamSize: 0, orgName: null }
const COUNTED: readonly ReadModelTable[] = ["rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"]

/** What a project answer shows: `role_count` always, the other counts with statistics, the nested tables. */
const projectRead = (projectIds: readonly number[], statistics: boolean, nested?: ProjectNesting): StructureRead => {
  const all = byProject(projectIds)
  const totals = { projects: projectIds, tables: statistics ? COUNTED : (["rm_roles"] as const) }
  // Every project answer says how many of its classes IFC does not know in its version (ifc_foreign_ent).
  const catalogue = projectIds
  if (!nested) return { rows: {}, totals, catalogue }
  const processes = nested !== "phases"
  return {
    rows: { rm_phases: all, rm_milestones: all, ...(processes && { rm_processes: all }) },
    totals,
    catalogue,
    ...(statistics && nested !== "processes" && { processCounts: all }),
    ...(statistics && processes && { activityStats: all }),
  }
}

export const projectRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const views = await loadViews(deps, c.get("viewer"), undefined, (ids) => projectRead(ids, statistics))
      const teams = await readProjectTeams(deps.sql, views.map((view) => view.project.id))
      return jsonAnswer(c, views.map((view) => projectDto(view, deps.users, teams.get(view.project.id) ?? NO_TEAM, { statistics })))
    })
    .get("/:id", async (c) => {
      const statistics = queryFlag(c, "statistics")
      const nested = queryChoice(c, "nested", nestings)
      const projectId = pathId(c)
      return cachedAnswer(c, deps, async (ticket) => {
        const view = await loadView(deps, c.get("viewer"), projectId, projectRead([projectId], statistics, nested), ticket)
        const team = (await readProjectTeams(deps.sql, [projectId])).get(projectId) ?? NO_TEAM
        return { view, answer: projectDto(view, deps.users, team, { statistics, nested }) }
      })
    })
