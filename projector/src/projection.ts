/**
 * @module The shape of a projection. A projection is pure: given the current rows of one project and one
 * event, it returns the row changes. The runner applies them to Postgres; time travel folds the same
 * function in memory (`foldEvents`). Pure means: nothing here (nor in `projections/`) imports infra or a
 * migration, so the query service and time travel can use it without the runner.
 */

/**
 * The project structure's tables (created by infra migration 003; a test checks the two lists agree).
 * Each holds one entity per row: id, project, parent and the entity's fields (`structure-rows.ts`).
 */
export const structureTables = ["rm_projects", "rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"] as const
export type ReadModelTable = (typeof structureTables)[number]

export type ReadRow = {
  readonly id: number
  readonly proId: number
  readonly parentId: number | null
  readonly data: Readonly<Record<string, unknown>>
}

export type RowChange =
  | { readonly op: "upsert"; readonly table: ReadModelTable; readonly row: ReadRow }
  | { readonly op: "delete"; readonly table: ReadModelTable; readonly id: number }

/** An event with what the projection needs from its envelope. */
export type ProjectedEvent = {
  readonly position: number
  readonly projectId: number
  readonly type: string
  readonly data: unknown
  readonly userId: number
  readonly occurredAt: string
}

/** The rows of one project, by table and id. */
export type ProjectRows = Record<ReadModelTable, Map<number, ReadRow>>

/**
 * What every projection declares (structure, identity; later catalogue and history): its name, its version,
 * the event types it reads and the tables it alone writes. The runner keeps them all (runner/projections.ts).
 */
export type ProjectionDefinition = {
  readonly name: string
  /** Bumped when the projection changes meaning or tables: a stored checkpoint of another version triggers a rebuild. */
  readonly version: number
  readonly handles: ReadonlySet<string>
  readonly tables: readonly string[]
}

/** A projection of project rows: one event and the current rows of its project → row changes. */
export type Projection = ProjectionDefinition & {
  project(rows: ProjectRows, event: ProjectedEvent): RowChange[]
}

export const emptyProjectRows = (): ProjectRows => ({
  rm_projects: new Map(),
  rm_phases: new Map(),
  rm_milestones: new Map(),
  rm_processes: new Map(),
  rm_activities: new Map(),
  rm_roles: new Map(),
})

export const applyChanges = (rows: ProjectRows, changes: readonly RowChange[]): ProjectRows => {
  for (const change of changes) {
    if (change.op === "upsert") rows[change.table].set(change.row.id, change.row)
    else rows[change.table].delete(change.id)
  }
  return rows
}

/** Folds events into the rows of their projects, in memory: rebuild and "as of" reads use it. */
export const foldEvents = (
  projection: Projection,
  events: Iterable<ProjectedEvent>,
  projects: Map<number, ProjectRows> = new Map(),
): Map<number, ProjectRows> => {
  for (const event of events) {
    if (!projection.handles.has(event.type)) continue
    let rows = projects.get(event.projectId)
    if (!rows) projects.set(event.projectId, (rows = emptyProjectRows()))
    applyChanges(rows, projection.project(rows, event))
  }
  return projects
}

/**
 * The name of the one checkpoint under which the runner keeps every projection (they commit in the same
 * transaction). It predates the list of projections and keeps its name, so running installations continue
 * from where they are; readers wait for it (`X-Min-Position`).
 */
export const READ_MODELS_CHECKPOINT = "project-structure"
