/** @module GET /1.2/profile/milestones[?mst_pro_id=][&mst_pha_id=][&nested=processes|activities][&statistics=true] and …/{id}. */
import { pathId, queryChoice, queryFlag, queryId } from "@bimprofile/infra/http/validation"
import type { MilestoneRow } from "@bimprofile/projector/projections/structure-rows"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { cachedAnswer } from "../../answers/cached-answer"
import { type MapOptions, milestoneDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps, readRow } from "../query-deps"
import { byGrandparent, byId, byParent, byProject, type Scope, type StructureRead } from "../structure-reads"
import { jsonAnswer } from "../../answers/json-answer"

const nestings = ["processes", "activities"] as const
const optionsOf = (statistics: boolean, nested: (typeof nestings)[number] | undefined): MapOptions & { statistics: boolean } => ({
  statistics,
  nest: nested === "activities" ? ["processes", "activities"] : nested === "processes" ? ["processes"] : [],
})

/** Below the milestones in scope: their processes (scope `processes`), their activities and the project's roles. */
const belowMilestones = (options: MapOptions, projectIds: readonly number[], milestones: Scope, processes: Scope, activities: Scope): StructureRead => {
  const withProcesses = options.nest?.includes("processes") ?? false
  const withActivities = options.nest?.includes("activities") ?? false
  return {
    rows: {
      ...(withProcesses && { rm_processes: processes }),
      ...(withActivities && { rm_activities: activities, rm_roles: byProject(projectIds) }),
    },
    ...(options.statistics && { processCounts: milestones }),
    ...(options.statistics && withProcesses && { activityStats: processes }),
  }
}

export const milestoneRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      let projectId = queryId(c, "mst_pro_id")
      const phaseId = queryId(c, "mst_pha_id")
      const options = optionsOf(queryFlag(c, "statistics"), queryChoice(c, "nested", nestings))
      if (phaseId !== undefined) {
        // Only the phase's milestones (and below) are read.
        const phase = await readRow(deps.sql, "rm_phases", phaseId)
        if (!phase || (projectId !== undefined && projectId !== phase.proId)) return c.json([])
        projectId = phase.proId
      }
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId], (ids) => {
        const below =
          phaseId === undefined
            ? belowMilestones(options, ids, byProject(ids), byProject(ids), byProject(ids))
            : belowMilestones(options, ids, byParent([phaseId]), byGrandparent([phaseId]), byProject(ids))
        const rows = phaseId === undefined ? { rm_phases: byProject(ids), rm_milestones: byProject(ids) } : { rm_phases: byId([phaseId]), rm_milestones: byParent([phaseId]) }
        return { ...below, rows: { ...below.rows, ...rows } }
      })
      return jsonAnswer(c, views.flatMap((view) => view.milestones().map((row) => milestoneDto(view, row, deps.users, options))))
    })
    .get("/:id", async (c) => {
      const options = optionsOf(queryFlag(c, "statistics"), queryChoice(c, "nested", nestings))
      const id = pathId(c)
      return cachedAnswer(c, deps, async (ticket) => {
        const read = (milestone: MilestoneRow) => {
          const below = belowMilestones(options, [milestone.proId], byId([milestone.id]), byParent([milestone.id]), byGrandparent([milestone.id]))
          return { ...below, rows: { ...below.rows, rm_phases: byId([milestone.parentId]) } }
        }
        const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_milestones", id, read, ticket)
        return { view, answer: milestoneDto(view, row, deps.users, options) }
      })
    })
