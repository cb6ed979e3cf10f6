/**
 * @module What differs between the requirements of two activities, or two milestones (all the requirements
 * of their activities): added, removed and changed requirements — matched by their element class, else by
 * name in any case — and within a changed one, which fields differ and which facets were added, removed or
 * changed (matched by what they are about: the property, attribute, classification system …). Pure, so the
 * query service, the client and the history (issue 11) compute it alike.
 */
import type { RequirementChangeDto, RequirementDto } from "../dto/requirement-dto"
import type { RequirementFacet } from "./facets"
import type { IdsValue } from "./ids-values"

const valueKey = (value: IdsValue | null) => (value === null ? "" : "simple" in value ? value.simple.toLocaleLowerCase("de-CH") : JSON.stringify(value.restriction))

/** What a facet is about: two facets with the same key are one facet changed. */
const facetAbout = (facet: RequirementFacet): string => {
  switch (facet.facet) {
    case "entity":
      return "entity"
    case "partOf":
      return `partOf:${facet.relation ?? ""}:${valueKey(facet.entity.name)}`
    case "classification":
      return `classification:${valueKey(facet.system)}`
    case "attribute":
      return `attribute:${valueKey(facet.name)}`
    case "property":
      return facet.pty_id !== null ? `property:#${facet.pty_id}` : `property:${valueKey(facet.property_set)}.${valueKey(facet.base_name)}`
    case "material":
      return "material"
  }
}

/** Facets by what they are about; a second one about the same thing gets its rank (`material#2`). */
export const facetsByKey = (facets: readonly RequirementFacet[]) => {
  const keyed = new Map<string, RequirementFacet>()
  for (const facet of facets) {
    const about = facetAbout(facet)
    let key = about
    for (let rank = 2; keyed.has(key); rank++) key = `${about}#${rank}`
    keyed.set(key, facet)
  }
  return keyed
}

export const requirementKey = (requirement: Pick<RequirementDto, "req_elc_id" | "req_name">) =>
  requirement.req_elc_id !== null ? `elc:${requirement.req_elc_id}` : `name:${requirement.req_name.trim().toLocaleLowerCase("de-CH")}`

const COMPARED_FIELDS = ["req_name", "req_identifier", "req_desc", "req_instructions", "req_ifc_versions", "req_cardinality", "req_applicability", "req_requirements_desc"] as const
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * One side's requirements by key. On a milestone two activities may ask for the same class: the side then
 * asks for it once, with the facets of both (the first one's about a thing, where both have it).
 */
const byKey = (requirements: readonly RequirementDto[]) => {
  const keyed = new Map<string, RequirementDto>()
  for (const requirement of requirements) {
    const key = requirementKey(requirement)
    const earlier = keyed.get(key)
    if (!earlier) keyed.set(key, requirement)
    else {
      const known = facetsByKey(earlier.req_facets)
      const more = [...facetsByKey(requirement.req_facets)].filter(([about]) => !known.has(about)).map(([, facet]) => facet)
      keyed.set(key, { ...earlier, req_facets: [...earlier.req_facets, ...more] })
    }
  }
  return keyed
}

export type RequirementDiff = { added: RequirementDto[]; removed: RequirementDto[]; changed: RequirementChangeDto[]; unchanged: number }

export const diffRequirements = (from: readonly RequirementDto[], to: readonly RequirementDto[]): RequirementDiff => {
  const before = byKey(from)
  const after = byKey(to)
  const diff: RequirementDiff = { added: [], removed: [], changed: [], unchanged: 0 }
  for (const [key, requirement] of before) if (!after.has(key)) diff.removed.push(requirement)
  for (const [key, next] of after) {
    const previous = before.get(key)
    if (!previous) {
      diff.added.push(next)
      continue
    }
    const fields = COMPARED_FIELDS.filter((field) => !same(previous[field], next[field]))
    const facetsBefore = facetsByKey(previous.req_facets)
    const facetsAfter = facetsByKey(next.req_facets)
    const facets_added = [...facetsAfter].filter(([k]) => !facetsBefore.has(k)).map(([, facet]) => facet)
    const facets_removed = [...facetsBefore].filter(([k]) => !facetsAfter.has(k)).map(([, facet]) => facet)
    const facets_changed = [...facetsAfter].flatMap(([k, facet]) => {
      const was = facetsBefore.get(k)
      return was && !same(was, facet) ? [{ from: was, to: facet }] : []
    })
    if (fields.length + facets_added.length + facets_removed.length + facets_changed.length === 0) diff.unchanged++
    else diff.changed.push({ key, from: previous, to: next, fields: [...fields], facets_added, facets_removed, facets_changed })
  }
  return diff
}
