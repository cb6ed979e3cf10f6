/**
 * @module A requirement's facet in the cells of the Excel profile's «Anforderungen» sheet: what it is about
 * (the entity, the property set and name — a catalogue property by its name and Pset.property —, the
 * attribute, the classification system), its value in words (value-words.ts), its data type, and on its row
 * the part, the facet's word, its cardinality and instructions. The export writes a facet's row with it
 * (query-service/src/resources/exports/excel/requirement-sheet.ts); the import compares a row with what the
 * export writes for the facet the project has (command-service/src/project/profile-import/plan-requirements.ts).
 */
import type { PropertyTarget } from "../events/project/property-events"
import type { IfcVersion } from "../ifc/ifc-versions"
import type { ApplicabilityFacet, RequirementFacet } from "../requirements/facets"
import { targetText } from "./profile-cells"
import type { ProfileTexts } from "./profile-texts"
import { valueWords } from "./value-words"

type AnyFacet = RequirementFacet | ApplicabilityFacet

/** What a facet needs of a catalogue property: its name and targets. */
export type FacetProperty = { readonly name: string; readonly ifc: readonly PropertyTarget[] }

const joined = (...parts: string[]) => parts.filter(Boolean).join(".")

export type FacetCells = { readonly subject: string; readonly value: string; readonly dataType: string }

/** A catalogue property's target for a version (else its first). */
export const targetFor = (property: FacetProperty | undefined, version: IfcVersion) => property?.ifc.find((t) => t.ifc_version === version) ?? property?.ifc[0]

/** The facet's subject, value and data type; `property` looks a catalogue property up, `version` picks its target. */
export const facetCells = (facet: AnyFacet, texts: ProfileTexts, property: (id: number) => FacetProperty | undefined, version: IfcVersion): FacetCells => {
  const words = texts.values
  switch (facet.facet) {
    case "entity":
      return { subject: joined(valueWords(facet.name, words), valueWords(facet.predefined_type, words)), value: "", dataType: "" }
    case "partOf":
      return { subject: joined(valueWords(facet.entity.name, words), valueWords(facet.entity.predefined_type, words)), value: facet.relation ?? "", dataType: "" }
    case "classification":
      return { subject: valueWords(facet.system, words), value: valueWords(facet.value, words), dataType: "" }
    case "attribute":
      return { subject: valueWords(facet.name, words), value: valueWords(facet.value, words), dataType: "" }
    case "material":
      return { subject: "", value: valueWords(facet.value, words), dataType: "" }
    case "property": {
      const known = facet.pty_id === null ? undefined : property(facet.pty_id)
      const target = targetFor(known, version)
      const written = joined(valueWords(facet.property_set, words), valueWords(facet.base_name, words))
      const subject = known ? `${known.name} (${written || (target ? targetText(target) : "")})`.replace(/ \(\)$/u, "") : written
      return { subject, value: valueWords(facet.value, words), dataType: facet.data_type ?? target?.data_type ?? "" }
    }
  }
}

export type FacetPart = "applicability" | "requirement"

/** A facet's cells from «Teil» on: part, facet, subject, value, data type, facet cardinality, instructions (null: empty). */
export const facetRowCells = (part: FacetPart, facet: AnyFacet, texts: ProfileTexts, property: (id: number) => FacetProperty | undefined, version: IfcVersion): (string | null)[] => {
  const cells = facetCells(facet, texts, property, version)
  const demand = part === "requirement" ? (facet as RequirementFacet) : undefined
  return [
    texts.parts[part],
    texts.facets[facet.facet],
    cells.subject || null,
    cells.value || null,
    cells.dataType || null,
    demand && demand.facet !== "entity" ? texts.cardinalities[demand.cardinality] : null,
    demand ? demand.instructions : null,
  ]
}
