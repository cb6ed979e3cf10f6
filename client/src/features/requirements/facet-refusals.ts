/**
 * @module Where the server's refusal of a requirement points, so the editor shows it there: a facet of the
 * applicability or of the requirements, by its place in its list, or the list as a whole. The IDS rules
 * (contracts' facet-rules.ts) answer the list's field with a text that counts the facet from 1 ("Anwendbarkeit 2:
 * …", "Anforderung 2: …"); a field of one facet that fails its schema is named by its path,
 * `req_applicability.0.name` (or written `req_applicability[0].name`).
 */
import type { FacetList } from "./requirement-draft"

/** A refusal at one facet: the text, and the facet's field it names (`name`, `entity.predefined_type` …), if any. */
export type FacetRefusal = { readonly text: string; readonly field?: string }

export type Refusals = {
  /** By the facet's index in its list. */
  readonly facets: Readonly<Record<FacetList, ReadonlyMap<number, FacetRefusal>>>
  /** About a list as a whole (at most one entity, a class or a condition needed …). */
  readonly lists: Readonly<Partial<Record<FacetList, string>>>
}

const LIST_FIELDS: Readonly<Record<string, FacetList>> = { req_applicability: "applicability", req_facets: "requirements" }
const COUNTED: Readonly<Record<FacetList, RegExp>> = { applicability: /^Anwendbarkeit (\d+):/u, requirements: /^Anforderung (\d+):/u }
const PATH = /^(req_applicability|req_facets)(?:\.(\d+)|\[(\d+)\])(?:\.(.+))?$/u

export const noRefusals: Refusals = { facets: { applicability: new Map(), requirements: new Map() }, lists: {} }

/** The field texts of a refused requirement (ApiError.fieldErrors) sorted to the facets and lists they concern. */
export const refusalsOf = (fields: Readonly<Record<string, string>>): Refusals => {
  const facets: Record<FacetList, Map<number, FacetRefusal>> = { applicability: new Map(), requirements: new Map() }
  const lists: Partial<Record<FacetList, string>> = {}
  for (const [key, text] of Object.entries(fields)) {
    const whole = LIST_FIELDS[key]
    if (whole) {
      const counted = COUNTED[whole].exec(text)
      if (counted) facets[whole].set(Number(counted[1]) - 1, { text })
      else lists[whole] = text
      continue
    }
    const path = PATH.exec(key)
    if (!path) continue
    const list = LIST_FIELDS[path[1]!]!
    const index = Number(path[2] ?? path[3])
    // One text per facet: the first field named.
    if (!facets[list].has(index)) facets[list].set(index, path[4] === undefined ? { text } : { text, field: path[4] })
  }
  return { facets, lists }
}
