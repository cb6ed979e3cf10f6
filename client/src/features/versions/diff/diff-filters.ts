/**
 * @module The diff page's filters — severity, kind of change, kind of item — kept in the page's URL beside the
 * two points (shareable, kept on reload), and applied on the client: the answer holds every change already, and
 * its summary stays the whole comparison's. The changes are shown by kind of item, in the answer's order.
 */
import { DIFF_CHANGES, DIFF_ENTITIES, DIFF_SEVERITIES, type DiffChange, type DiffChangeKind, type DiffEntity, type DiffSeverity } from "@bimprofile/contracts/history/diff-change"

export type DiffFilters = { readonly severity?: DiffSeverity; readonly change?: DiffChangeKind; readonly entity?: DiffEntity }

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined

export const filtersFromSearch = (params: URLSearchParams): DiffFilters => {
  const severity = oneOf(DIFF_SEVERITIES, params.get("severity"))
  const change = oneOf(DIFF_CHANGES, params.get("change"))
  const entity = oneOf(DIFF_ENTITIES, params.get("entity"))
  return { ...(severity && { severity }), ...(change && { change }), ...(entity && { entity }) }
}

/** The URL's search with the filters (`base`'s other parameters, the points, kept). */
export const searchWithFilters = (base: URLSearchParams, filters: DiffFilters): URLSearchParams => {
  const params = new URLSearchParams(base)
  for (const name of ["severity", "change", "entity"] as const) {
    const value = filters[name]
    if (value) params.set(name, value)
    else params.delete(name)
  }
  return params
}

export const hasFilters = (filters: DiffFilters) => Object.keys(filters).length > 0

export const matches = (change: DiffChange, filters: DiffFilters) =>
  (!filters.severity || change.severity === filters.severity) && (!filters.change || change.change === filters.change) && (!filters.entity || change.entity === filters.entity)

export type DiffGroup = { readonly entity: DiffEntity; readonly changes: readonly DiffChange[] }

/** The changes that pass the filters, by kind of item in the order of DIFF_ENTITIES (the answer's). */
export const groupChanges = (changes: readonly DiffChange[], filters: DiffFilters): DiffGroup[] => {
  const byEntity = new Map<DiffEntity, DiffChange[]>()
  for (const change of changes) {
    if (!matches(change, filters)) continue
    const group = byEntity.get(change.entity) ?? []
    group.push(change)
    byEntity.set(change.entity, group)
  }
  return DIFF_ENTITIES.filter((entity) => byEntity.has(entity)).map((entity) => ({ entity, changes: byEntity.get(entity)! }))
}

/** The kinds of item the comparison has changes of (the entity filter offers these). */
export const entitiesOf = (changes: readonly DiffChange[]): DiffEntity[] => DIFF_ENTITIES.filter((entity) => changes.some((change) => change.entity === entity))
