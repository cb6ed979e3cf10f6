/**
 * @module GET /1.2/reference/projects and …/{id} (spec §7, the `reference/` group): the provider's reference
 * projects — readable by everyone signed in (contracts/access/roles), made by app admins — with the size of
 * their plan and catalogue, and one as a preview. A project that is no reference project is answered as an
 * unknown one, so the group never shows another project.
 */
import { pathId } from "@bimprofile/infra/http/validation"
import { notFoundProblem } from "@bimprofile/infra/http/problem"
import { readProjectTeams } from "@bimprofile/infra/read-models/project-team"
import type { ReadModelTable } from "@bimprofile/projector/projection"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { jsonAnswer } from "../../answers/json-answer"
import type { ProjectView } from "../project-view"
import { accessFactsOf, loadView, loadViews, type QueryDeps } from "../query-deps"
import { byProject, type StructureRead } from "../structure-reads"
import { referenceProjectDto, referenceProjectPreviewDto, type ReferenceFacts } from "./reference-dto"
import { readCatalogueSizes, readReferenceProjectIds } from "./reference-reads"

const COUNTED: readonly ReadModelTable[] = ["rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"]

/** Counts of plan and catalogue; with `plan`, the rows the preview names too. */
const referenceRead = (projectIds: readonly number[], plan: boolean): StructureRead => {
  const all = byProject(projectIds)
  return {
    rows: plan ? { rm_phases: all, rm_milestones: all, rm_processes: all, rm_roles: all } : {},
    totals: { projects: projectIds, tables: COUNTED },
    catalogue: projectIds,
  }
}

const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true })

/** `defaultProjectId`: the provider's reference project (status/info), listed first and flagged. */
export const referenceRoutes = (deps: QueryDeps, defaultProjectId: () => Promise<number | null>) => {
  /** What the views do not carry: owner names, catalogue sizes, which is the default. */
  const factsOf = async (views: readonly ProjectView[]) => {
    const ids = views.map((view) => view.project.id)
    const [teams, sizes, defaultId] = await Promise.all([readProjectTeams(deps.sql, ids), readCatalogueSizes(deps.sql, ids), defaultProjectId()])
    return (view: ProjectView): ReferenceFacts => ({
      orgName: teams.get(view.project.id)?.orgName ?? null,
      size: sizes.get(view.project.id)!,
      isDefault: view.project.id === defaultId,
    })
  }

  return new Hono<ViewerEnv>()
    .get("/projects", async (c) => {
      const ids = await readReferenceProjectIds(deps.sql)
      const views = ids.length === 0 ? [] : await loadViews(deps, c.get("viewer"), ids, (readable) => referenceRead(readable, false))
      const facts = await factsOf(views)
      const answers = views.map((view) => referenceProjectDto(view, facts(view)))
      answers.sort((a, b) => Number(b.pro_default) - Number(a.pro_default) || byName.compare(a.pro_name, b.pro_name) || a.pro_id - b.pro_id)
      return jsonAnswer(c, answers)
    })
    .get("/projects/:id", async (c) => {
      const projectId = pathId(c)
      // Everyone signed in reads every reference project: any other project is not one of this group's.
      const access = await accessFactsOf(deps, projectId, undefined)
      if (!access?.reference) throw notFoundProblem("reference_project", projectId)
      const view = await loadView(deps, c.get("viewer"), projectId, referenceRead([projectId], true))
      const facts = await factsOf([view])
      return jsonAnswer(c, referenceProjectPreviewDto(view, facts(view)))
    })
}
