/**
 * @module The timeline's filters: kept in the page's URL (shareable, kept on reload and back), and sent as the
 * query of `GET …/history` and of its audit export, which filters alike. Days are the user's local days: a
 * span from 1 to 3 March is 1 March 00:00 up to the end of 3 March, local time, sent as ISO date-times.
 */
import { HISTORY_ENTITIES, HISTORY_KINDS, type HistoryEntity, type HistoryKind } from "@bimprofile/contracts/history/history-item"

export type HistoryFilters = {
  readonly entity?: HistoryEntity
  /** One entity's changes (with `entity`), e.g. from a link to the history of one item. */
  readonly entityId?: number
  readonly userId?: number
  readonly kind?: HistoryKind
  /** Local days, "2026-03-12". */
  readonly from?: string
  readonly to?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u
const isEntity = (value: string | null): value is HistoryEntity => (HISTORY_ENTITIES as readonly string[]).includes(value ?? "")
const isKind = (value: string | null): value is HistoryKind => (HISTORY_KINDS as readonly string[]).includes(value ?? "")
const id = (value: string | null) => (value && /^[1-9]\d{0,15}$/u.test(value) ? Number(value) : undefined)
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined)

/** The filters a URL's search names; what it names wrongly is left out (the timeline shows more, never fails). */
export const filtersFromSearch = (params: URLSearchParams): HistoryFilters => {
  const entity = params.get("entity")
  const kind = params.get("kind")
  return {
    ...(isEntity(entity) && { entity }),
    ...(isEntity(entity) && id(params.get("entity_id")) !== undefined && { entityId: id(params.get("entity_id"))! }),
    ...(id(params.get("usr_id")) !== undefined && { userId: id(params.get("usr_id"))! }),
    ...(isKind(kind) && { kind }),
    ...(day(params.get("from")) && { from: day(params.get("from"))! }),
    ...(day(params.get("to")) && { to: day(params.get("to"))! }),
  }
}

/** The URL's search parameters of the filters (`base`'s other parameters, such as as_of, kept). */
export const searchWithFilters = (base: URLSearchParams, filters: HistoryFilters): URLSearchParams => {
  const params = new URLSearchParams(base)
  for (const name of ["entity", "entity_id", "usr_id", "kind", "from", "to"]) params.delete(name)
  if (filters.entity) params.set("entity", filters.entity)
  if (filters.entity && filters.entityId !== undefined) params.set("entity_id", String(filters.entityId))
  if (filters.userId !== undefined) params.set("usr_id", String(filters.userId))
  if (filters.kind) params.set("kind", filters.kind)
  if (filters.from) params.set("from", filters.from)
  if (filters.to) params.set("to", filters.to)
  return params
}

export const hasFilters = (filters: HistoryFilters) => Object.keys(filters).length > 0

/** The start of a local day, or the start of the day after it (`end`), as an ISO date-time. */
const localDayBound = (value: string, end: boolean) => {
  const [year, month, date] = value.split("-").map(Number) as [number, number, number]
  return new Date(year, month - 1, date + (end ? 1 : 0), 0, 0, 0, end ? -1 : 0).toISOString()
}

/** The API's query of the filters: `entity`, `entity_id`, `usr_id`, `kind`, `from`, `to` (the last millisecond of its day). */
export const apiQueryOf = (filters: HistoryFilters): URLSearchParams => {
  const query = new URLSearchParams()
  if (filters.entity) query.set("entity", filters.entity)
  if (filters.entity && filters.entityId !== undefined) query.set("entity_id", String(filters.entityId))
  if (filters.userId !== undefined) query.set("usr_id", String(filters.userId))
  if (filters.kind) query.set("kind", filters.kind)
  if (filters.from) query.set("from", localDayBound(filters.from, false))
  if (filters.to) query.set("to", localDayBound(filters.to, true))
  return query
}
