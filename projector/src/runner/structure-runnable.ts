/**
 * @module The project structure (projections/project-structure.ts) as the runner runs it: the rows of the
 * batch's projects from a cache (loaded on a miss), the pure projection over them, the net changes written
 * in the batch's transaction.
 */
import { applyChanges, foldEvents, type ProjectRows, type Projection, type ReadRow, type RowChange, structureTables } from "../projection"
import { projectStructure } from "../projections/project-structure"
import { insertRows, loadRowsOfProjects, writeChanges } from "../storage/read-model-store"
import type { RunnableProjection } from "./runnable-projection"

export const structureRunnable = (projection: Projection = projectStructure, { maxCachedProjects = 500 } = {}): RunnableProjection => {
  const cache = new Map<number, ProjectRows>()

  /** The rows of the given projects: cached ones, the others loaded together in one query. */
  const rowsOf = async (sql: Parameters<RunnableProjection["stage"]>[0], projectIds: readonly number[]) => {
    const rows = new Map<number, ProjectRows>()
    const missing = new Set<number>()
    for (const id of projectIds) {
      if (rows.has(id) || missing.has(id)) continue
      const cached = cache.get(id)
      if (cached) rows.set(id, cached)
      else missing.add(id)
    }
    for (const [id, loaded] of await loadRowsOfProjects(sql, [...missing])) rows.set(id, loaded)
    return rows
  }

  /** Keeps the committed rows of a batch's projects, most recently used last, up to the cache's size. */
  const remember = (batchRows: Map<number, ProjectRows>) => {
    for (const [id, rows] of batchRows) {
      cache.delete(id)
      cache.set(id, rows)
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
      const batchRows = await rowsOf(sql, events.map((event) => event.projectId))
      const changes: RowChange[] = []
      for (const event of events) {
        const rows = batchRows.get(event.projectId)!
        const eventChanges = projection.project(rows, event)
        applyChanges(rows, eventChanges)
        for (const change of eventChanges) changes.push(change)
      }
      return { count: changes.length, write: (tx) => writeChanges(tx, changes), committed: () => remember(batchRows) }
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
