/**
 * @module The diff's rules for a requirement (an IDS specification): when adding it or changing it could make a
 * model that passed fail. Its facets are matched by what they are about — the same matching as the requirements
 * diff of two activities or milestones (contracts requirements/requirement-diff.ts `facetsByKey`) — and each one
 * added, removed or changed is a field `facets[<about>]` of the change.
 */
import type { Cardinality, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import { facetsByKey } from "@bimprofile/contracts/requirements/requirement-diff"
import type { DiffField, DiffSeverity } from "@bimprofile/contracts/history/diff-change"
import type { RequirementRowData } from "./catalogue"
import { reachOf } from "./project-diff-values"

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const severityOf = (major: boolean): DiffSeverity => (major ? "major" : "minor")

/**
 * Whether cardinality `after` asks more than `before`: anything but "optional" that differs. (required: such
 * objects must exist and comply; optional: those that exist must comply; prohibited: none may exist — so
 * optional → required/prohibited and required ↔ prohibited can fail a model; → optional cannot.)
 */
export const stricterCardinality = (before: Cardinality, after: Cardinality) => after !== before && after !== "optional"

/** A requirement facet's cardinality: the entity facet has none — its objects must be of that entity. */
const cardinalityOf = (facet: RequirementFacet): Cardinality => (facet.facet === "entity" ? "required" : facet.cardinality)

/** The values a model's objects are checked against, by name (texts — instructions, uri — are not checked). */
const checkedValues = (facet: RequirementFacet): Record<string, IdsValue | null> => {
  switch (facet.facet) {
    case "entity":
      return { name: facet.name, predefined_type: facet.predefined_type }
    case "partOf":
      return { name: facet.entity.name, predefined_type: facet.entity.predefined_type }
    case "classification":
      return { system: facet.system, value: facet.value }
    case "attribute":
      return { name: facet.name, value: facet.value }
    case "property":
      return { property_set: facet.property_set, base_name: facet.base_name, value: facet.value }
    case "material":
      return { value: facet.value }
  }
}

/** Identifiers checked as they are: any change but to "none" (null: any) may refuse what passed. */
const checkedNames = (facet: RequirementFacet): Record<string, unknown> => {
  switch (facet.facet) {
    case "partOf":
      return { relation: facet.relation }
    case "property":
      return { pty_id: facet.pty_id, data_type: facet.data_type }
    default:
      return {}
  }
}

/** Whether a facet present at both points asks more at `to`. */
const facetStricter = (before: RequirementFacet, after: RequirementFacet): boolean => {
  const was = cardinalityOf(before)
  const is = cardinalityOf(after)
  if (stricterCardinality(was, is)) return true
  const values = [checkedValues(before), checkedValues(after)] as const
  const reaches = Object.keys(values[1]).map((name) => reachOf(values[0][name] ?? null, values[1][name] ?? null))
  // A prohibited facet refuses what matches it: there any value changed may refuse what passed.
  if (reaches.some((reach) => (is === "prohibited" ? reach !== "same" : reach === "narrower"))) return true
  const names = [checkedNames(before), checkedNames(after)] as const
  return Object.keys(names[1]).some((name) => names[1][name] !== null && !same(names[0][name], names[1][name]))
}

/** Whether adding the facet could fail a model: it asks for something (required) or forbids it (prohibited). */
const facetAddedMajor = (facet: RequirementFacet) => cardinalityOf(facet) !== "optional"

/** The facets added, removed and changed, one field each (`facets[<about>]`). */
export const facetFields = (before: readonly RequirementFacet[], after: readonly RequirementFacet[]): DiffField[] => {
  const was = facetsByKey(before)
  const is = facetsByKey(after)
  const fields: DiffField[] = []
  for (const [about, facet] of was) if (!is.has(about)) fields.push({ field: `facets[${about}]`, before: facet, after: null, severity: "minor" })
  for (const [about, facet] of is) {
    const previous = was.get(about)
    if (!previous) fields.push({ field: `facets[${about}]`, before: null, after: facet, severity: severityOf(facetAddedMajor(facet)) })
    else if (!same(previous, facet)) fields.push({ field: `facets[${about}]`, before: previous, after: facet, severity: severityOf(facetStricter(previous, facet)) })
  }
  return fields.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0))
}

/** Whether a requirement added could fail a model: it demands or forbids objects, or one of its facets demands or forbids something. */
export const requirementAddedMajor = (requirement: RequirementRowData) => requirement.cardinality !== "optional" || requirement.facets.some(facetAddedMajor)

