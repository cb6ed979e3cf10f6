/**
 * @module The timeline's query: filters (entity, entity_id, usr_id, from, to, kind), the cursor and the page size,
 * read from the request — each bad value a 400 naming its parameter.
 */
import { HISTORY_DEFAULT_LIMIT, HISTORY_ENTITIES, HISTORY_KINDS, HISTORY_MAX_LIMIT, type HistoryEntity, type HistoryKind } from "@bimprofile/contracts/history/history-item"
import { invalid, queryChoice, queryId, queryLimit } from "@bimprofile/infra/http/validation"
import type { Context } from "hono"

export type HistoryFilter = {
  readonly entity?: HistoryEntity
  readonly entityId?: number
  readonly usrId?: number
  readonly kind?: HistoryKind
  /** From this instant on (inclusive). */
  readonly from?: Date
  /** Before this instant (exclusive): `to` as given is inclusive, a day up to its end. */
  readonly before?: Date
}

export type HistoryQuery = HistoryFilter & {
  /** Older than this position (the cursor: the last position of the previous page). */
  readonly olderThan?: number
  readonly limit: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/u

/**
 * An ISO 8601 date or date-time. A date is a day in UTC; a date-time without an offset is UTC. `end`: the instant
 * after (a day's end, a date-time's next millisecond), for the inclusive `to`.
 */
const instant = (c: Context, name: string, end: boolean): Date | undefined => {
  const raw = c.req.query(name)
  if (raw === undefined || raw === "") return undefined
  const day = DAY.test(raw)
  if (!day && !DATE_TIME.test(raw)) throw invalid({ [name]: `«${raw}» ist kein Datum nach ISO 8601 (JJJJ-MM-TT oder JJJJ-MM-TTThh:mm:ssZ)` })
  const text = day ? `${raw}T00:00:00Z` : /Z|[+-]\d{2}:\d{2}$/u.test(raw.slice(10)) ? raw : `${raw}Z`
  const time = Date.parse(text)
  // Date.parse rolls 2026-02-31 over to March: a day that does not exist is refused.
  if (Number.isNaN(time) || (day && !new Date(time).toISOString().startsWith(raw))) throw invalid({ [name]: `«${raw}» ist kein gültiges Datum` })
  return new Date(end ? time + (day ? 86_400_000 : 1) : time)
}

/** The cursor of the page after one ending at `position`: opaque to clients, the position in base 36 here. */
export const cursorAfter = (position: number) => position.toString(36)
const readCursor = (c: Context): number | undefined => {
  const raw = c.req.query("cursor")
  if (raw === undefined || raw === "") return undefined
  // Ten base-36 digits stay below 2^53: every cursor of the documented pattern is a position (0: nothing older).
  if (!/^[0-9a-z]{1,10}$/u.test(raw)) throw invalid({ cursor: `«${raw}» ist kein Cursor dieses Verlaufs` })
  return Number.parseInt(raw, 36)
}

export const historyFilterOf = (c: Context): HistoryFilter => {
  const from = instant(c, "from", false)
  const before = instant(c, "to", true)
  if (from && before && from >= before) throw invalid({ to: "liegt vor from" })
  const filter = {
    entity: queryChoice(c, "entity", HISTORY_ENTITIES),
    entityId: queryId(c, "entity_id"),
    usrId: queryId(c, "usr_id"),
    kind: queryChoice(c, "kind", HISTORY_KINDS),
    from,
    before,
  }
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as HistoryFilter
}

export const historyQueryOf = (c: Context): HistoryQuery => {
  const olderThan = readCursor(c)
  return { ...historyFilterOf(c), ...(olderThan !== undefined && { olderThan }), limit: queryLimit(c, "limit", HISTORY_MAX_LIMIT) ?? HISTORY_DEFAULT_LIMIT }
}
