/**
 * @module The project structure (projections/project-structure.ts) as the runner runs it: for each project of
 * a batch, the rows its events need (the projection's `needs`: rows by id, the groups whose order changes,
 * the project's row) from a cache, the missing ones loaded for the whole batch in one query; the pure
 * projection over them; the net changes written in the batch's transaction. A cache miss never loads a
 * whole project: a project with thousands of rows costs what its events touch.
 */
import {
  applyChanges,
  emptyProjectRows,
  foldEvents,
  type ProjectedEvent,
  type ProjectRows,
  type Projection,
  type ReadModelTable,
  type ReadRow,
  type RowChange,
  type RowNeed,
  rowsChanged,
  structureTables,
} from "../projection"
import { projectStructure } from "../projections/project-structure"
import { insertRows, loadNeededRows, type TableNeeds, writeChanges } from "../storage/read-model-store"
import type { RunnableProjection } from "./runnable-projection"

/** The rows of one project at hand, and which needs they answer completely (loaded, or known absent). */
type CachedProject = { readonly rows: ProjectRows; readonly loaded: Set<string> }

const keyOf = (need: RowNeed) => (need.id !== undefined ? `${need.table}:${need.id}` : `${need.table}>${need.parentId}`)

export const structureRunnable = (projection: Projection = projectStructure, { maxCachedProjects = 500 } = {}): RunnableProjection => {
  const cache = new Map<number, CachedProject>()

  /** The batch's projects with every row their events need: cached, or loaded now in one query. */
  const rowsFor = async (sql: Parameters<RunnableProjection["stage"]>[0], events: readonly ProjectedEvent[]) => {
    const batch = new Map<number, CachedProject>()
    const missing = new Map<ReadModelTable, { ids: Set<number>; parentIds: Set<number> }>()
    for (const event of events) {
      let project = batch.get(event.projectId)
      if (!project) batch.set(event.projectId, (project = cache.get(event.projectId) ?? { rows: emptyProjectRows(), loaded: new Set() }))
      for (const need of [{ table: "rm_projects", id: event.projectId } as const, ...projection.needs(event)]) {
        const key = keyOf(need)
        if (project.loaded.has(key)) continue
        // Marked before the load: a failed load fails the batch, and the runner then forgets the cache.
        project.loaded.add(key)
        let table = missing.get(need.table)
        if (!table) missing.set(need.table, (table = { ids: new Set(), parentIds: new Set() }))
        if (need.id !== undefined) table.ids.add(need.id)
        else table.parentIds.add(need.parentId)
      }
    }
    if (missing.size === 0) return batch
    const touched = new Set<ProjectRows>()
    // Loaded before any event of the batch is projected: what is cached is committed, so equal to what is stored.
    for (const { table, row } of await loadNeededRows(sql, missing as ReadonlyMap<ReadModelTable, TableNeeds>)) {
      const rows = batch.get(row.proId)?.rows
      if (!rows || rows[table].has(row.id)) continue
      rows[table].set(row.id, row)
      touched.add(rows)
    }
    for (const rows of touched) rowsChanged(rows)
    return batch
  }

  /** Keeps the committed rows of a batch's projects, most recently used last, up to the cache's size. */
  const remember = (batch: Map<number, CachedProject>) => {
    for (const [id, project] of batch) {
      cache.delete(id)
      cache.set(id, project)
    }
    for (const id of cache.keys()) {
      if (cache.size <= maxCachedProjects) break
      cache.delete(id)
    }
  }

  return {
    definition: projection,
    async stage(sql, page) {
      const events = page.events.filter((event) => projection.handles.has(event.type))
      // The rows of the batch's projects stay pinned until it commits: evicting one in the middle of a batch
      // and reloading it would lose the changes of the batch's earlier events to that project.
      const batch = await rowsFor(sql, events)
      const changes: RowChange[] = []
      for (const event of events) {
        const rows = batch.get(event.projectId)!.rows
        const eventChanges = projection.project(rows, event)
        applyChanges(rows, eventChanges)
        for (const change of eventChanges) changes.push(change)
      }
      return { count: changes.length, write: (tx) => writeChanges(tx, changes), committed: () => remember(batch) }
    },
    forget: () => cache.clear(),
    rebuild() {
      const projects = new Map<number, ProjectRows>()
      return {
        fold: (page) => void foldEvents(projection, page.events, projects),
        rows: () => {
          let rows = 0
          for (const project of projects.values()) for (const table of structureTables) rows += project[table].size
          return rows
        },
        async replace(tx) {
          const byTable = new Map<(typeof structureTables)[number], ReadRow[]>(structureTables.map((table) => [table, []]))
          for (const project of projects.values())
            for (const table of structureTables) for (const row of project[table].values()) byTable.get(table)!.push(row)
          for (const table of structureTables) await tx.query(`DELETE FROM ${table}`)
          for (const table of structureTables) await insertRows(tx, table, byTable.get(table)!, false)
          return [...byTable.values()].reduce((sum, list) => sum + list.length, 0)
        },
      }
    },
  }
}
