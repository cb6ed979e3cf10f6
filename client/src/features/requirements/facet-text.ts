/**
 * @module Facets and values in words, for the requirement list, the read-only view and the diff: what a facet
 * is about ("Pset_WallCommon.FireRating", the catalogue property's name …) and what its value must be
 * ("= EI 60", "one of EI 30, EI 60", "≥ 0.1 and < 0.5").
 */
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import type { t as translate } from "../../lib/i18n"

type T = typeof translate
type AnyFacet = RequirementFacet | ApplicabilityFacet
const R = "catalogue:requirements."

const BOUND_SIGNS: Record<string, string> = { minInclusive: "≥", minExclusive: ">", maxInclusive: "≤", maxExclusive: "<" }

/** A value in words; "" for none. */
export const valueText = (value: IdsValue | null, t: T): string => {
  if (value === null) return ""
  if ("simple" in value) return t(`${R}value.simple`, { value: value.simple })
  const facets = value.restriction.facets
  const parts: string[] = []
  const enumeration = facets.filter((facet) => facet.kind === "enumeration").map((facet) => facet.value)
  if (enumeration.length > 0) parts.push(t(`${R}value.oneOf`, { values: enumeration.join(", ") }))
  for (const facet of facets) {
    if (facet.kind === "pattern") parts.push(t(`${R}value.pattern`, { value: facet.value }))
    else if (facet.kind in BOUND_SIGNS) parts.push(`${BOUND_SIGNS[facet.kind]} ${facet.value}`)
    else if (facet.kind === "length") parts.push(t(`${R}value.length`, { value: facet.value }))
    else if (facet.kind === "minLength") parts.push(t(`${R}value.minLength`, { value: facet.value }))
    else if (facet.kind === "maxLength") parts.push(t(`${R}value.maxLength`, { value: facet.value }))
  }
  return parts.join(t(`${R}value.and`))
}

/** A name as written: the simple value, else the restriction in words. */
export const nameText = (value: IdsValue | null, t: T): string => (value === null ? "" : "simple" in value ? value.simple : valueText(value, t))

/** What the facet is about, without its value. `propertyName` names a catalogue property by id. */
export const facetSubject = (facet: AnyFacet, t: T, propertyName: (id: number) => string | undefined): string => {
  switch (facet.facet) {
    case "entity":
      return [nameText(facet.name, t), nameText(facet.predefined_type, t)].filter(Boolean).join(".")
    case "partOf":
      return t(`${R}facetSubject.partOf`, { entity: [nameText(facet.entity.name, t), nameText(facet.entity.predefined_type, t)].filter(Boolean).join(".") })
    case "classification":
      return nameText(facet.system, t)
    case "attribute":
      return nameText(facet.name, t)
    case "property":
      if (facet.pty_id !== null) return propertyName(facet.pty_id) ?? t(`${R}facetSubject.property`, { id: facet.pty_id })
      return [nameText(facet.property_set, t), nameText(facet.base_name, t)].filter(Boolean).join(".")
    case "material":
      return t(`${R}facetKinds.material`)
  }
}

/** The facet's value in words ("" for none); a partOf facet names its relation instead. */
export const facetValue = (facet: AnyFacet, t: T): string => {
  switch (facet.facet) {
    case "entity":
      return ""
    case "partOf":
      return facet.relation ?? ""
    default:
      return valueText(facet.value, t)
  }
}

/** The whole facet in one line, e.g. "Merkmal Pset_WallCommon.FireRating (erforderlich): einer von EI 30, EI 60". */
export const facetLine = (facet: AnyFacet, t: T, propertyName: (id: number) => string | undefined): string => {
  const head = `${t(`${R}facetKinds.${facet.facet}`)} ${facetSubject(facet, t, propertyName)}`.trim()
  const cardinality = "cardinality" in facet ? ` (${t(`${R}cardinality.${facet.cardinality}`)})` : ""
  const value = facetValue(facet, t)
  return `${head}${cardinality}${value ? `: ${value}` : ""}`
}
