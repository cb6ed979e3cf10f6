/** @module The number of events in each project's stream, by project id, counted from the event store's log. */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

const PROJECT_STREAM = /^project-(\d+)$/
const PAGE = 10_000

export const projectStreamLengths = async (
  store: Pick<EventStore, "readAllLean">,
  { upTo = Number.MAX_SAFE_INTEGER, excludeDeleted = false }: { upTo?: number; excludeDeleted?: boolean } = {},
): Promise<Map<number, number>> => {
  const lengths = new Map<number, number>()
  const deleted = new Set<number>()
  for (let after = 0; ; ) {
    const page = await store.readAllLean(after, PAGE, { upTo, dataOfTypes: [] })
    for (const event of page) {
      const match = PROJECT_STREAM.exec(event.streamId)
      if (!match) continue
      const projectId = Number(match[1])
      lengths.set(projectId, (lengths.get(projectId) ?? 0) + 1)
      if (event.type === "ProjectDeleted") deleted.add(projectId)
    }
    if (page.length < PAGE) break
    after = page.at(-1)!.globalPosition
  }
  if (excludeDeleted) for (const projectId of deleted) lengths.delete(projectId)
  return lengths
}

/** eventCount of every project row, by project id. */
export const projectedEventCounts = async (sql: SqlQuery): Promise<Map<number, number>> => {
  const rows = await sql.query<{ id: number; event_count: number }>("SELECT id, (data->>'eventCount')::int AS event_count FROM rm_projects")
  return new Map(rows.map((r) => [Number(r.id), Number(r.event_count)]))
}
