/**
 * @module A requirement's facet in the cells of the "Anforderungen" sheet: what it is about (the entity, the
 * property set and name — a catalogue property by its name and Pset.property —, the attribute, the
 * classification system) and its value in words ("EI 60", "einer von EI 30, EI 60", "≥ 0.1 und < 0.5"). A
 * simple value is written as it is, so a drop-down of its value list can hold it.
 */
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import type { PropertyRowData } from "@bimprofile/projector/projections/catalogue"
import { targetText } from "./catalogue-sheets"
import { fill, type ProfileTexts } from "./profile-texts"

type AnyFacet = RequirementFacet | ApplicabilityFacet

const BOUND_SIGNS: Partial<Record<string, string>> = { minInclusive: "≥", minExclusive: ">", maxInclusive: "≤", maxExclusive: "<" }

/** A value in words; "" for none. */
export const valueText = (value: IdsValue | null, texts: ProfileTexts): string => {
  if (value === null) return ""
  if ("simple" in value) return value.simple
  const words = texts.values
  const facets = value.restriction.facets
  const parts: string[] = []
  const enumeration = facets.filter((facet) => facet.kind === "enumeration").map((facet) => facet.value)
  if (enumeration.length > 0) parts.push(fill(words.oneOf, enumeration.join(", ")))
  for (const facet of facets) {
    const sign = BOUND_SIGNS[facet.kind]
    if (sign) parts.push(`${sign} ${facet.value}`)
    else if (facet.kind === "pattern") parts.push(fill(words.pattern, facet.value))
    else if (facet.kind === "length") parts.push(fill(words.length, facet.value))
    else if (facet.kind === "minLength") parts.push(fill(words.minLength, facet.value))
    else if (facet.kind === "maxLength") parts.push(fill(words.maxLength, facet.value))
  }
  return parts.join(words.and)
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(".")

export type FacetCells = { readonly subject: string; readonly value: string; readonly dataType: string }

/** The facet's subject, value and data type; `property` looks a catalogue property up, `version` picks its target. */
export const facetCells = (facet: AnyFacet, texts: ProfileTexts, property: (id: number) => PropertyRowData | undefined, version: IfcVersion): FacetCells => {
  switch (facet.facet) {
    case "entity":
      return { subject: joined(valueText(facet.name, texts), valueText(facet.predefined_type, texts)), value: "", dataType: "" }
    case "partOf":
      return { subject: joined(valueText(facet.entity.name, texts), valueText(facet.entity.predefined_type, texts)), value: facet.relation ?? "", dataType: "" }
    case "classification":
      return { subject: valueText(facet.system, texts), value: valueText(facet.value, texts), dataType: "" }
    case "attribute":
      return { subject: valueText(facet.name, texts), value: valueText(facet.value, texts), dataType: "" }
    case "material":
      return { subject: "", value: valueText(facet.value, texts), dataType: "" }
    case "property": {
      const known = facet.pty_id === null ? undefined : property(facet.pty_id)
      const target = known?.ifc.find((t) => t.ifc_version === version) ?? known?.ifc[0]
      const written = joined(valueText(facet.property_set, texts), valueText(facet.base_name, texts))
      const subject = known ? `${known.name} (${written || (target ? targetText(target) : "")})`.replace(/ \(\)$/u, "") : written
      return { subject, value: valueText(facet.value, texts), dataType: facet.data_type ?? target?.data_type ?? "" }
    }
  }
}
