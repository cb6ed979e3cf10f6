/**
 * @module What the read routes share: SQL, the vault, audit names, and helpers to load one or many project
 * views — only of projects the viewer may read (`projectAccess`, contracts/access/roles). Lists leave the
 * others out; a single entity of a project the viewer may not read is a 401 AUTH_PRO, an unknown one a 404.
 */
import { projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { EntityWord } from "@bimprofile/contracts/errors/domain-errors"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { readProjectAccessFacts, readReadableProjects } from "@bimprofile/infra/read-models/project-access"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { emptyProjectRows, type ReadModelTable } from "@bimprofile/projector/projection"
import { noProjectPermission } from "../access/refusals"
import { ProjectView } from "./project-view"
import { loadRows, projectOfRow } from "./read-rows"
import type { UserNames } from "./user-names"

export type QueryDeps = {
  readonly sql: SqlQuery
  readonly users: UserNames
  /** Opens personal fields (and digests e-mails for lookups). */
  readonly vault: Pick<PersonalDataVault, "open" | "emailDigest">
}

const entities: Record<ReadModelTable, EntityWord> = {
  rm_projects: "project",
  rm_phases: "phase",
  rm_milestones: "milestone",
  rm_processes: "process",
  rm_activities: "activity",
  rm_roles: "role",
}

export const notFound = (table: ReadModelTable, id: number) => notFoundProblem(entities[table], id)

/** The views of the given projects (all when undefined) that `viewer` may read, ordered by project id. */
export const loadViews = async (deps: QueryDeps, viewer: Viewer, projectIds?: readonly number[]): Promise<ProjectView[]> => {
  const [readable] = await Promise.all([readReadableProjects(deps.sql, viewer, projectIds), deps.users.refreshIfStale()])
  if (readable.size === 0) return []
  const rows = await loadRows(deps.sql, [...readable.keys()])
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, r]) => new ProjectView(r, undefined, readable.get(id)!))
    .filter((view) => view.project !== undefined)
}

/** The view of one project: a 404 naming it when unknown, 401 AUTH_PRO when `viewer` may not read it. */
export const loadView = async (deps: QueryDeps, viewer: Viewer, projectId: number): Promise<ProjectView> => {
  const facts = (await readProjectAccessFacts(deps.sql, [projectId])).get(projectId)
  if (!facts) throw notFound("rm_projects", projectId)
  const access = projectAccess(viewer, facts)
  if (access.role === null) throw noProjectPermission()
  const [rows] = await Promise.all([loadRows(deps.sql, [projectId]), deps.users.refreshIfStale()])
  const view = new ProjectView(rows.get(projectId) ?? emptyProjectRows(), undefined, access)
  if (!view.project) throw notFound("rm_projects", projectId)
  return view
}

/** The view of the project owning an entity, and the entity's row; 404 when unknown, 401 when not readable. */
export const loadEntity = async (deps: QueryDeps, viewer: Viewer, table: ReadModelTable, id: number) => {
  const projectId = await projectOfRow(deps.sql, table, id)
  if (projectId === undefined) throw notFound(table, id)
  const view = await loadView(deps, viewer, projectId)
  const row = view.rows[table].get(id)
  if (!row) throw notFound(table, id)
  return { view, row }
}
