/**
 * @module A requirement's facets in words for the reports, as the client writes them
 * (client/src/features/requirements/facet-text.ts): "Merkmal Brandschutz (Pset_WallCommon.FireRating)
 * (erforderlich): einer von EI 30, EI 60".
 */
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import type { ReportTexts } from "./report-texts"

type AnyFacet = RequirementFacet | ApplicabilityFacet

const BOUND_SIGNS: Record<string, string> = { minInclusive: "≥", minExclusive: ">", maxInclusive: "≤", maxExclusive: "<" }

/** A value in words; "" for none. */
export const valueText = (value: IdsValue | null, t: ReportTexts): string => {
  if (value === null) return ""
  if ("simple" in value) return `= ${value.simple}`
  const facets = value.restriction.facets
  const parts: string[] = []
  const enumeration = facets.filter((facet) => facet.kind === "enumeration").map((facet) => facet.value)
  if (enumeration.length > 0) parts.push(t.value.oneOf(enumeration.join(", ")))
  for (const facet of facets) {
    if (facet.kind === "pattern") parts.push(t.value.pattern(facet.value))
    else if (facet.kind in BOUND_SIGNS) parts.push(`${BOUND_SIGNS[facet.kind]} ${facet.value}`)
    else if (facet.kind === "length") parts.push(t.value.length(facet.value))
    else if (facet.kind === "minLength") parts.push(t.value.minLength(facet.value))
    else if (facet.kind === "maxLength") parts.push(t.value.maxLength(facet.value))
  }
  return parts.join(t.value.and)
}

const nameText = (value: IdsValue | null, t: ReportTexts): string => (value === null ? "" : "simple" in value ? value.simple : valueText(value, t))

const entityText = (entity: { name: IdsValue; predefined_type: IdsValue | null }, t: ReportTexts) =>
  [nameText(entity.name, t), nameText(entity.predefined_type, t)].filter(Boolean).join(".")

const subject = (facet: AnyFacet, t: ReportTexts, propertyNames: ReadonlyMap<number, string>): string => {
  switch (facet.facet) {
    case "entity":
      return entityText(facet, t)
    case "partOf":
      return entityText(facet.entity, t)
    case "classification":
      return nameText(facet.system, t)
    case "attribute":
      return nameText(facet.name, t)
    case "property":
      if (facet.pty_id !== null) return propertyNames.get(facet.pty_id) ?? `#${facet.pty_id}`
      return [nameText(facet.property_set, t), nameText(facet.base_name, t)].filter(Boolean).join(".")
    case "material":
      return ""
  }
}

const valueOf = (facet: AnyFacet, t: ReportTexts): string => {
  switch (facet.facet) {
    case "entity":
      return ""
    case "partOf":
      return facet.relation ?? ""
    default:
      return valueText(facet.value, t)
  }
}

/** The whole facet in one line. */
export const facetLine = (facet: AnyFacet, t: ReportTexts, propertyNames: ReadonlyMap<number, string>): string => {
  const head = `${t.facetKinds[facet.facet]} ${subject(facet, t, propertyNames)}`.trim()
  const cardinality = "cardinality" in facet ? ` (${t.cardinalities[facet.cardinality]})` : ""
  const value = valueOf(facet, t)
  return `${head}${cardinality}${value ? `: ${value}` : ""}`
}
