/**
 * @module GET /1.2/profile/processes[?prc_pro_id=][&prc_mst_id=][&prc_name=][&nested=activities] and …/{id}.
 * `prc_mst_id` with `prc_name` answers whether a name is already used in a milestone (case-insensitive).
 */
import { pathId, queryChoice, queryFlag, queryId } from "@bimprofile/infra/http/validation"
import type { ProcessRow } from "@bimprofile/projector/projections/structure-rows"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { cachedAnswer } from "../../answers/cached-answer"
import { type MapOptions, processDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps, readRow } from "../query-deps"
import { byGrandparent, byId, byParent, byProject, type Scope, type StructureRead } from "../structure-reads"
import { jsonAnswer } from "../../answers/json-answer"

const nestings = ["activities"] as const
const optionsOf = (statistics: boolean, nested: string | undefined): MapOptions & { statistics: boolean } => ({
  statistics,
  nest: nested ? ["activities"] : [],
})

/** Below the processes in scope: their activities (scope `activities`) and the project's roles. */
const belowProcesses = (options: MapOptions, projectIds: readonly number[], processes: Scope, activities: Scope): StructureRead => ({
  rows: options.nest?.includes("activities") ? { rm_activities: activities, rm_roles: byProject(projectIds) } : {},
  ...(options.statistics && { activityStats: processes }),
})

export const processRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const milestoneId = queryId(c, "prc_mst_id")
      let projectId = queryId(c, "prc_pro_id")
      const name = c.req.query("prc_name")?.trim().toLocaleLowerCase("de-CH")
      const options = optionsOf(queryFlag(c, "statistics"), queryChoice(c, "nested", nestings))
      let milestonePhaseId: number | undefined
      if (milestoneId !== undefined) {
        // Only the milestone's processes (and below) are read.
        const milestone = await readRow(deps.sql, "rm_milestones", milestoneId)
        if (!milestone || (projectId !== undefined && projectId !== milestone.proId)) return c.json([])
        projectId = milestone.proId
        milestonePhaseId = milestone.parentId
      }
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId], (ids) => {
        if (milestoneId === undefined || milestonePhaseId === undefined) {
          const below = belowProcesses(options, ids, byProject(ids), byProject(ids))
          return { ...below, rows: { ...below.rows, rm_phases: byProject(ids), rm_milestones: byProject(ids), rm_processes: byProject(ids) } }
        }
        const below = belowProcesses(options, ids, byParent([milestoneId]), byGrandparent([milestoneId]))
        return { ...below, rows: { ...below.rows, rm_phases: byId([milestonePhaseId]), rm_milestones: byId([milestoneId]), rm_processes: byParent([milestoneId]) } }
      })
      return jsonAnswer(
        c,
        views.flatMap((view) =>
          view
            .processes()
            .filter((row) => !name || row.data.name.trim().toLocaleLowerCase("de-CH") === name)
            .map((row) => processDto(view, row, deps.users, options)),
        ),
      )
    })
    .get("/:id", async (c) => {
      const options = optionsOf(queryFlag(c, "statistics"), queryChoice(c, "nested", nestings))
      const id = pathId(c)
      return cachedAnswer(c, deps, async (ticket) => {
        const read = (process: ProcessRow) => {
          const below = belowProcesses(options, [process.proId], byId([process.id]), byParent([process.id]))
          return { ...below, rows: { ...below.rows, rm_milestones: byId([process.parentId]) } }
        }
        const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_processes", id, read, ticket)
        return { view, answer: processDto(view, row, deps.users, options) }
      })
    })
