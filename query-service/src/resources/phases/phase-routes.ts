/** @module GET /1.2/profile/phases[?pha_pro_id=][&nested=milestones|milestones-processes] and …/{id}. */
import { pathId, queryChoice, queryFlag, queryId } from "@bimprofile/infra/http/validation"
import type { PhaseRow } from "@bimprofile/projector/projections/structure-rows"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { cachedAnswer } from "../../answers/cached-answer"
import { type MapOptions, phaseDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps } from "../query-deps"
import { byGrandparent, byParent, byProject, type Scope, type StructureRead } from "../structure-reads"
import { jsonAnswer } from "../../answers/json-answer"

const nestings = ["milestones", "milestones-processes"] as const
const nestOf = (nested: (typeof nestings)[number] | undefined): NonNullable<MapOptions["nest"]> =>
  nested === "milestones-processes" ? ["milestones", "processes"] : nested === "milestones" ? ["milestones"] : []

/** Below the phases in scope: their milestones (`milestones`) and those milestones' processes (`processes`). */
const belowPhases = (options: { statistics: boolean; nest: MapOptions["nest"] }, milestones: Scope, processes: Scope): StructureRead => {
  const withMilestones = options.nest?.includes("milestones") ?? false
  const withProcesses = options.nest?.includes("processes") ?? false
  return {
    rows: { ...(withMilestones && { rm_milestones: milestones }), ...(withProcesses && { rm_processes: processes }) },
    ...(options.statistics && withMilestones && { processCounts: milestones }),
    ...(options.statistics && withProcesses && { activityStats: processes }),
  }
}

export const phaseRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const projectId = queryId(c, "pha_pro_id")
      const options = { statistics: queryFlag(c, "statistics"), nest: nestOf(queryChoice(c, "nested", nestings)) }
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId], (ids) => {
        const below = belowPhases(options, byProject(ids), byProject(ids))
        return { ...below, rows: { ...below.rows, rm_phases: byProject(ids) } }
      })
      return jsonAnswer(c, views.flatMap((view) => view.phases().map((row) => phaseDto(view, row, deps.users, options))))
    })
    .get("/:id", async (c) => {
      const options = { statistics: queryFlag(c, "statistics"), nest: nestOf(queryChoice(c, "nested", nestings)) }
      const id = pathId(c)
      return cachedAnswer(c, deps, async (ticket) => {
        const read = (phase: PhaseRow) => belowPhases(options, byParent([phase.id]), byGrandparent([phase.id]))
        const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_phases", id, read, ticket)
        return { view, answer: phaseDto(view, row, deps.users, options) }
      })
    })
