/**
 * @module A requirement's facets in words — what a facet is about ("Pset_WallCommon.FireRating", the catalogue
 * property's name …) and what its value must be ("= EI 60", "einer von EI 30, EI 60", "≥ 0.1 und < 0.5") — for
 * the client's requirement list, view and diff and for the server's reports alike. Each side brings its words
 * (`FacetWords`): the client from its i18n resources, the reports from their own texts.
 */
import type { ApplicabilityFacet, Cardinality, FacetKind, RequirementFacet } from "./facets"
import type { IdsValue } from "./ids-values"

type AnyFacet = RequirementFacet | ApplicabilityFacet

/** The words the sentences are made of, in one language. */
export type FacetWords = {
  readonly simple: (value: string) => string
  readonly oneOf: (values: string) => string
  readonly pattern: (value: string) => string
  readonly length: (value: string) => string
  readonly minLength: (value: string) => string
  readonly maxLength: (value: string) => string
  /** Between the parts of a restriction, e.g. " und ". */
  readonly and: string
  readonly facetKind: (kind: FacetKind) => string
  readonly cardinality: (cardinality: Cardinality) => string
  /** A partOf facet's subject around its entity's name. */
  readonly partOf: (entity: string) => string
  /** A catalogue property the caller cannot name (gone, not loaded), by its id. */
  readonly propertyById: (id: number) => string
  /** What a material facet is about. */
  readonly material: string
}

const BOUND_SIGNS: Record<string, string> = { minInclusive: "≥", minExclusive: ">", maxInclusive: "≤", maxExclusive: "<" }

/** A value in words; "" for none. */
export const valueText = (value: IdsValue | null, w: FacetWords): string => {
  if (value === null) return ""
  if ("simple" in value) return w.simple(value.simple)
  const facets = value.restriction.facets
  const parts: string[] = []
  const enumeration = facets.filter((facet) => facet.kind === "enumeration").map((facet) => facet.value)
  if (enumeration.length > 0) parts.push(w.oneOf(enumeration.join(", ")))
  for (const facet of facets) {
    if (facet.kind === "pattern") parts.push(w.pattern(facet.value))
    else if (facet.kind in BOUND_SIGNS) parts.push(`${BOUND_SIGNS[facet.kind]} ${facet.value}`)
    else if (facet.kind === "length") parts.push(w.length(facet.value))
    else if (facet.kind === "minLength") parts.push(w.minLength(facet.value))
    else if (facet.kind === "maxLength") parts.push(w.maxLength(facet.value))
  }
  return parts.join(w.and)
}

/** A name as written: the simple value, else the restriction in words. */
export const nameText = (value: IdsValue | null, w: FacetWords): string => (value === null ? "" : "simple" in value ? value.simple : valueText(value, w))

const entityText = (entity: { readonly name: IdsValue; readonly predefined_type: IdsValue | null }, w: FacetWords) =>
  [nameText(entity.name, w), nameText(entity.predefined_type, w)].filter(Boolean).join(".")

/** What the facet is about, without its value. `propertyName` names a catalogue property by id. */
export const facetSubject = (facet: AnyFacet, w: FacetWords, propertyName: (id: number) => string | undefined): string => {
  switch (facet.facet) {
    case "entity":
      return entityText(facet, w)
    case "partOf":
      return w.partOf(entityText(facet.entity, w))
    case "classification":
      return nameText(facet.system, w)
    case "attribute":
      return nameText(facet.name, w)
    case "property":
      if (facet.pty_id !== null) return propertyName(facet.pty_id) ?? w.propertyById(facet.pty_id)
      return [nameText(facet.property_set, w), nameText(facet.base_name, w)].filter(Boolean).join(".")
    case "material":
      return w.material
  }
}

/** The facet's value in words ("" for none); a partOf facet names its relation instead. */
export const facetValue = (facet: AnyFacet, w: FacetWords): string => {
  switch (facet.facet) {
    case "entity":
      return ""
    case "partOf":
      return facet.relation ?? ""
    default:
      return valueText(facet.value, w)
  }
}

/** The whole facet in one line, e.g. "Merkmal Pset_WallCommon.FireRating (erforderlich): einer von EI 30, EI 60". */
export const facetLine = (facet: AnyFacet, w: FacetWords, propertyName: (id: number) => string | undefined): string => {
  const head = `${w.facetKind(facet.facet)} ${facetSubject(facet, w, propertyName)}`.trim()
  const cardinality = "cardinality" in facet ? ` (${w.cardinality(facet.cardinality)})` : ""
  const value = facetValue(facet, w)
  return `${head}${cardinality}${value ? `: ${value}` : ""}`
}
