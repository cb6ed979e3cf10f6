/**
 * @module What IDS 1.0 allows beyond its XSD (the facet configurations of buildingSMART's developer guide,
 * enforced by the IDS audit tool; shared/research/ids.md §2–3): which cardinality a facet may have with which
 * parameters, restrictions that can hold, one entity in an applicability, no requirements on a prohibited
 * specification. A requirement that breaks one is refused with the field and the reason, so every stored
 * requirement exports to an IDS file other tools accept.
 */
import type { ApplicabilityFacet, Cardinality, RequirementFacet } from "./facets"
import { type IdsValue, restrictionProblem } from "./ids-values"

type AnyFacet = ApplicabilityFacet | RequirementFacet
/** A rule broken: the body field it concerns and the reason, in German. */
export type RuleBroken = { readonly field: string; readonly message: string }

const valuesOf = (facet: AnyFacet): (IdsValue | null)[] => {
  switch (facet.facet) {
    case "entity":
      return [facet.name, facet.predefined_type]
    case "partOf":
      return [facet.entity.name, facet.entity.predefined_type]
    case "classification":
      return [facet.system, facet.value]
    case "attribute":
      return [facet.name, facet.value]
    case "property":
      return [facet.property_set, facet.base_name, facet.value]
    case "material":
      return [facet.value]
  }
}

/** Why a facet cannot stand as given, or undefined; `cardinality` is absent in an applicability. */
export const facetProblem = (facet: AnyFacet): string | undefined => {
  for (const value of valuesOf(facet)) {
    const problem = value && "restriction" in value ? restrictionProblem(value.restriction) : undefined
    if (problem) return problem
  }
  const cardinality: Cardinality | undefined = "cardinality" in facet ? facet.cardinality : undefined
  switch (facet.facet) {
    case "property": {
      const fromCatalogue = facet.pty_id !== null
      if (!fromCatalogue && (facet.property_set === null || facet.base_name === null))
        return "Ein Merkmal braucht seine Merkmalgruppe und seinen Namen, oder ein Merkmal des Katalogs."
      if (!fromCatalogue && facet.value !== null && facet.data_type === null) return "Ein Merkmal mit Wert braucht einen Datentyp (IDS: «value» verlangt «dataType»)."
      if (!fromCatalogue && cardinality === "optional" && facet.data_type === null) return "Ein optionales Merkmal braucht einen Datentyp."
      if (cardinality === "prohibited" && facet.data_type !== null) return "Ein verbotenes Merkmal wird ohne Datentyp angegeben."
      return undefined
    }
    case "attribute":
      return cardinality === "optional" && facet.value === null ? "Ein optionales Attribut braucht einen Wert." : undefined
    case "classification":
      return cardinality === "optional" && facet.value === null ? "Eine optionale Klassifikation braucht einen Wert." : undefined
    case "material":
      return cardinality === "optional" && facet.value === null ? "Ein optionales Material braucht einen Wert." : undefined
    default:
      return undefined
  }
}

/** What a requirement as a whole must satisfy; the facets are checked one by one, in their order. */
export const requirementProblem = (requirement: {
  readonly elementClassId: number | null
  readonly cardinality: Cardinality
  readonly applicability: readonly ApplicabilityFacet[]
  readonly facets: readonly RequirementFacet[]
}): RuleBroken | undefined => {
  if (requirement.elementClassId === null && requirement.applicability.length === 0)
    return { field: "req_applicability", message: "Eine Anforderung braucht eine Fachklasse oder mindestens eine Bedingung der Anwendbarkeit." }
  if (requirement.applicability.filter((facet) => facet.facet === "entity").length > 1)
    return { field: "req_applicability", message: "Die Anwendbarkeit nennt höchstens eine IFC-Entität." }
  if (requirement.cardinality === "prohibited" && requirement.facets.length > 0)
    return { field: "req_facets", message: "Eine verbotene Anforderung (Kardinalität «prohibited») hat keine weiteren Anforderungen." }
  for (const [field, facets] of [["req_applicability", requirement.applicability], ["req_facets", requirement.facets]] as const)
    for (const [index, facet] of facets.entries()) {
      const problem = facetProblem(facet)
      if (problem) return { field, message: `${field === "req_facets" ? "Anforderung" : "Anwendbarkeit"} ${index + 1}: ${problem}` }
    }
  return undefined
}
