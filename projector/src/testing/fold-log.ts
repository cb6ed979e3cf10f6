/**
 * @module The read models a clean run would produce, computed in memory: the stored log read through the
 * event store (`readAll` + `toProjected`, not the projector's own reader) and folded from scratch.
 * Tests compare what the runner wrote against it.
 */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import { foldEvents, type Projection, type ProjectRows } from "../projection"
import { toProjected } from "../runner/to-projected"

/** Folds the log up to `upTo` (inclusive; all by default); projects left without rows are dropped, as in the tables. */
export const foldLog = async (store: EventStore, projection: Projection, upTo = Number.MAX_SAFE_INTEGER): Promise<Map<number, ProjectRows>> => {
  const projects = new Map<number, ProjectRows>()
  for (let position = 0; position < upTo; ) {
    const page = (await store.readAll(position, 10_000)).filter((e) => e.globalPosition <= upTo)
    if (page.length === 0) break
    foldEvents(projection, page.map(toProjected).filter((e) => e !== undefined), projects)
    position = page.at(-1)!.globalPosition
  }
  return withoutEmptyProjects(projects)
}

export const withoutEmptyProjects = (projects: Map<number, ProjectRows>): Map<number, ProjectRows> =>
  new Map([...projects].filter(([, rows]) => Object.values(rows).some((table) => table.size > 0)))
