/** @module What the read routes share: SQL, audit names, and helpers to load one or many project views. */
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { ReadModelTable } from "@bimprofile/projector/projection"
import { ProjectView } from "./project-view"
import { loadRows, projectOfRow } from "./read-rows"
import type { UserNames } from "./user-names"

export type QueryDeps = { readonly sql: SqlQuery; readonly users: UserNames }

const words: Record<ReadModelTable, string> = {
  rm_projects: "Projekt",
  rm_phases: "Phase",
  rm_milestones: "Meilenstein",
  rm_processes: "Prozess",
  rm_activities: "Aktivität",
  rm_roles: "Rolle",
}

export const notFound = (table: ReadModelTable, id: number) =>
  new HttpProblem(404, "NOT_FOUND", `${words[table]} mit der Id ${id} wurde nicht gefunden.`)

/** The views of the given projects (all projects when undefined), ordered by project id. */
export const loadViews = async (deps: QueryDeps, projectIds?: readonly number[]): Promise<ProjectView[]> => {
  await deps.users.refreshIfStale()
  const rows = await loadRows(deps.sql, projectIds ?? "all")
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, r]) => new ProjectView(r))
    .filter((view) => view.project !== undefined)
}

/** The view of one project, or a 404 naming it. */
export const loadView = async (deps: QueryDeps, projectId: number): Promise<ProjectView> => {
  const [view] = await loadViews(deps, [projectId])
  if (!view) throw notFound("rm_projects", projectId)
  return view
}

/** The view of the project owning an entity, and the entity's row; 404 when unknown. */
export const loadEntity = async (deps: QueryDeps, table: ReadModelTable, id: number) => {
  const projectId = await projectOfRow(deps.sql, table, id)
  if (projectId === undefined) throw notFound(table, id)
  const view = await loadView(deps, projectId)
  const row = view.rows[table].get(id)
  if (!row) throw notFound(table, id)
  return { view, row }
}
