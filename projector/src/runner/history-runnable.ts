/**
 * @module The timeline (projections/history.ts) as the runner runs it: per batch, the remembered fields of the
 * entities its events touch, loaded in one query; the pure fold over them; the rows and the entities' fields
 * written in bulk in the batch's transaction. Nothing is cached between batches: what a batch loads is what its
 * events name. A rebuild folds the whole log in memory and writes everything at once.
 */
import type { HistoryEntity } from "@bimprofile/contracts/history/history-item"
import { foldHistory, historyDefinition, historyNeeds, type HistoryRow, HistoryState, stateKey } from "../projections/history"
import type { EntityRef, Fields } from "../projections/history-rules"
import { deleteProjectHistory, insertHistoryRows, loadHistoryState, mergeHistoryState, replaceHistory, type StateEntry, type StateWrite, writeHistoryState } from "../storage/history-store"
import type { RunnableProjection } from "./runnable-projection"

/** `stateKey` read back: `42:milestone:7` → project 42, milestone 7. */
const entryOf = (key: string): StateEntry => {
  const [proId, entity, id] = key.split(":")
  return { proId: Number(proId), ref: { entity: entity as HistoryEntity, id: Number(id) } }
}

export const historyRunnable = (): RunnableProjection => ({
  definition: historyDefinition,
  async stage(sql, page) {
    const events = page.events.filter((event) => historyDefinition.handles.has(event.type))
    const needed = new Map<string, StateEntry>()
    for (const event of events)
      for (const ref of historyNeeds(event)) needed.set(stateKey(event.projectId, ref), { proId: event.projectId, ref })
    const loaded = await loadHistoryState(sql, [...needed.values()])
    const state = new HistoryState(false)
    for (const [key, { proId }] of needed) state.set(proId, key, loaded.get(key) ?? null)

    const rows: HistoryRow[] = []
    const deleted = new Set<number>()
    const touched = new Set<string>()
    // Merges into entities no event of the batch read: applied in SQL, in order (later fields win).
    const merges = new Map<string, { proId: number; ref: EntityRef; fields: Fields }>()
    for (const event of events) {
      const step = foldHistory(state, event)
      if (step.row) rows.push(step.row)
      if (step.deleteProject !== undefined) deleted.add(step.deleteProject)
      for (const change of step.state) {
        if (change.op === "deleteProject") continue
        const key = stateKey(change.proId, change.ref)
        if (change.op === "merge" && !state.fields.has(key)) {
          const earlier = merges.get(key)
          merges.set(key, { proId: change.proId, ref: change.ref, fields: { ...earlier?.fields, ...change.fields } })
        } else touched.add(key)
      }
    }
    const live = (proId: number) => !deleted.has(proId)
    const writes: StateWrite[] = [...touched].map((key) => ({ ...entryOf(key), fields: state.fields.get(key) ?? null })).filter((w) => live(w.proId))
    return {
      count: rows.length + writes.length + merges.size,
      async write(tx) {
        await deleteProjectHistory(tx, [...deleted])
        await insertHistoryRows(tx, rows.filter((row) => live(row.proId)))
        await writeHistoryState(tx, writes)
        await mergeHistoryState(tx, [...merges.values()].filter((m) => live(m.proId)))
      },
      committed: () => {},
    }
  },
  forget: () => {},
  rebuild() {
    const state = new HistoryState(true)
    const rows: HistoryRow[] = []
    const deleted = new Set<number>()
    return {
      fold(page) {
        for (const event of page.events) {
          if (!historyDefinition.handles.has(event.type)) continue
          const step = foldHistory(state, event)
          if (step.row) rows.push(step.row)
          if (step.deleteProject !== undefined) deleted.add(step.deleteProject)
        }
      },
      rows: () => rows.length,
      replace(tx) {
        const remembered: StateWrite[] = []
        for (const [key, fields] of state.fields) if (fields !== null) remembered.push({ ...entryOf(key), fields })
        return replaceHistory(
          tx,
          rows.filter((row) => !deleted.has(row.proId)),
          remembered.filter((w) => !deleted.has(w.proId)),
        )
      },
    }
  },
})
