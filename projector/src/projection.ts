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
  /** Every row of the project, in every table: written as one delete by project, nothing is loaded for it. */
  | { readonly op: "deleteProject"; readonly projectId: number }

/**
 * What `project` reads for one event, besides the project's row: rows by id, and whole groups (the rows of
 * a table under one parent, e.g. a phase's milestones) where the event changes the group's order. The
 * runner loads exactly these on a cache miss, never the whole project.
 */
export type RowNeed =
  | { readonly table: ReadModelTable; readonly id: number; readonly parentId?: undefined }
  | { readonly table: ReadModelTable; readonly parentId: number; readonly id?: undefined }

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

/**
 * A projection of project rows: one event and the rows of its project it needs → row changes. `rows` may hold
 * only what `needs` named (and the project's row): the runner loads no more; a fold in memory holds all.
 */
export type Projection = ProjectionDefinition & {
  needs(event: ProjectedEvent): readonly RowNeed[]
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

/** table → parent id → the ids of its rows at hand; built on first use per table, kept by `applyChanges`. */
type GroupIndex = Map<ReadModelTable, Map<number, Set<number>>>
const groupIndexes = new WeakMap<ProjectRows, GroupIndex>()

const indexOf = (rows: ProjectRows, table: ReadModelTable): Map<number, Set<number>> => {
  let index = groupIndexes.get(rows)
  if (!index) groupIndexes.set(rows, (index = new Map()))
  let groups = index.get(table)
  if (!groups) {
    index.set(table, (groups = new Map()))
    for (const row of rows[table].values()) if (row.parentId !== null) addTo(groups, row.parentId, row.id)
  }
  return groups
}

const addTo = (groups: Map<number, Set<number>>, parentId: number, id: number) => {
  let ids = groups.get(parentId)
  if (!ids) groups.set(parentId, (ids = new Set()))
  ids.add(id)
}

/**
 * The ids of a table's rows under one parent, among the rows at hand (a group the runner loaded is whole).
 * Indexed, so a fold of a big project does not scan a table per event.
 */
export const childIdsOf = (rows: ProjectRows, table: ReadModelTable, parentId: number): ReadonlySet<number> =>
  indexOf(rows, table).get(parentId) ?? NO_IDS
const NO_IDS: ReadonlySet<number> = new Set()

/** Rows were added to `rows` by other means than `applyChanges` (a loader): the group index is rebuilt on use. */
export const rowsChanged = (rows: ProjectRows): void => void groupIndexes.delete(rows)

export const applyChanges = (rows: ProjectRows, changes: readonly RowChange[]): ProjectRows => {
  const index = groupIndexes.get(rows)
  for (const change of changes) {
    if (change.op === "deleteProject") {
      for (const table of structureTables) rows[table].clear()
      groupIndexes.delete(rows)
      continue
    }
    const table = rows[change.table]
    const groups = index?.get(change.table)
    if (change.op === "upsert") {
      const before = table.get(change.row.id)
      if (groups && before?.parentId !== change.row.parentId) {
        if (before?.parentId != null) groups.get(before.parentId)?.delete(before.id)
        if (change.row.parentId !== null) addTo(groups, change.row.parentId, change.row.id)
      }
      table.set(change.row.id, change.row)
    } else {
      const before = table.get(change.id)
      if (groups && before?.parentId != null) groups.get(before.parentId)?.delete(before.id)
      table.delete(change.id)
    }
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
