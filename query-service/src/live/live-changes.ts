/**
 * @module What changed between two positions, read from the log: for a listener that resumes
 * (`Last-Event-ID`) and for a notice that was lost. One notification per project, at the position of its
 * last event in the range, in position order — so a listener cut off in the middle resumes exactly.
 */
import { kindsOfEventTypes, type LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { type FormerReaders, formerReadersOfEvent, mergeFormerReaders } from "@bimprofile/contracts/live/projected-notice"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { AddressedNotification } from "./live-filter"

/** Beyond this many positions, or this many projects, a listener is told that everything may have changed. */
export const MAX_REPLAY_POSITIONS = 50_000
export const MAX_REPLAY_PROJECTS = 500

export const everythingChanged = (position: number): LiveNotification => ({ position, project_id: null, kinds: null })

/** `former_user` / `former_org`: the user of a revoked permission, the organisation of an ended share. */
export type ChangeRow = {
  readonly stream_id: string
  readonly type: string
  readonly p: number | string
  readonly former_user?: number | string | null
  readonly former_org?: number | string | null
}

const PROJECT_STREAM = /^project-(\d+)$/
const IDENTITY_STREAM = /^(user|organisation)-\d+$/

/**
 * Rows of (stream, event type, last position) → one notification per project, by position; users and
 * organisations together as one notification without a project.
 */
export const summarizeChanges = (rows: readonly ChangeRow[], upTo: number): AddressedNotification[] => {
  const projects = new Map<number | null, { position: number; types: Set<string>; formerReaders?: FormerReaders | undefined }>()
  for (const row of rows) {
    const match = PROJECT_STREAM.exec(row.stream_id)
    if (!match && !IDENTITY_STREAM.test(row.stream_id)) continue
    const id = match ? Number(match[1]) : null
    const position = Number(row.p)
    let entry = projects.get(id)
    if (!entry) projects.set(id, (entry = { position, types: new Set([row.type]) }))
    else {
      entry.types.add(row.type)
      if (position > entry.position) entry.position = position
    }
    const named = { userId: row.former_user == null ? undefined : Number(row.former_user), orgId: row.former_org == null ? undefined : Number(row.former_org) }
    if (id !== null) entry.formerReaders = mergeFormerReaders(entry.formerReaders, formerReadersOfEvent(row.type, named))
  }
  if (projects.size > MAX_REPLAY_PROJECTS) return [everythingChanged(upTo)]
  const notifications: AddressedNotification[] = []
  for (const [id, { position, types, formerReaders }] of projects) {
    const kinds = kindsOfEventTypes(types)
    if (kinds.length > 0) notifications.push({ position, project_id: id, kinds, ...(formerReaders && { formerReaders }) })
  }
  return notifications.sort((a, b) => a.position - b.position)
}

/** The events whose data names who lost a project (see `formerReadersOfEvent`). */
const NAMING_FORMER_READERS = ["ProjectPermissionRevoked", "ProjectUnsharedWithOrganisation"]
const PAGE = 10_000

/**
 * The notifications of the events after `after` up to `upTo` (both read-model positions), read through
 * the event store (upcast, so a revoked permission of any stored version names its user). A revoked
 * permission or an ended share names who lost the project; who could read a project deleted in the range
 * is not in the log, so those listeners learn of it only by reading (a reconnect reloads everything).
 */
export const changesBetween = async (store: Pick<EventStore, "readAllLean">, after: number, upTo: number): Promise<AddressedNotification[]> => {
  if (upTo <= after) return []
  if (after < 0 || upTo - after > MAX_REPLAY_POSITIONS) return [everythingChanged(upTo)]
  const rows: ChangeRow[] = []
  for (let last = after; last < upTo; ) {
    const page = await store.readAllLean(last, PAGE, { upTo, dataOfTypes: NAMING_FORMER_READERS })
    for (const event of page) {
      const data = (event.data ?? {}) as { userId?: unknown; orgId?: unknown }
      rows.push({
        stream_id: event.streamId,
        type: event.type,
        p: event.globalPosition,
        former_user: event.type === "ProjectPermissionRevoked" ? ((data.userId as number | undefined) ?? null) : null,
        former_org: event.type === "ProjectUnsharedWithOrganisation" ? ((data.orgId as number | undefined) ?? null) : null,
      })
    }
    if (page.length < PAGE) break
    last = page.at(-1)!.globalPosition
  }
  return summarizeChanges(rows, upTo)
}

/** The position the read models reached (the projector's checkpoint). */
export const readCheckpoint = async (sql: SqlQuery, name: string): Promise<number> => {
  const rows = await sql.query<{ position: number | string }>("SELECT position FROM projector_checkpoints WHERE name = $1", [name])
  return Number(rows[0]?.position ?? 0)
}
