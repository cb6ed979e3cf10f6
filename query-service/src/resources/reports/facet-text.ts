/**
 * @module A requirement's facets in words for the reports, as the client writes them (the sentences:
 * contracts/src/requirements/facet-words.ts): "Merkmal Brandschutz (Pset_WallCommon.FireRating)
 * (erforderlich): einer von EI 30, EI 60". The words come from the report's texts.
 */
import { facetLine as line, type FacetWords } from "@bimprofile/contracts/requirements/facet-words"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { ReportTexts } from "./report-texts"

const facetWords = (t: ReportTexts): FacetWords => ({
  simple: (value) => `= ${value}`,
  ...t.value,
  facetKind: (kind) => t.facetKinds[kind],
  cardinality: (cardinality) => t.cardinalities[cardinality],
  partOf: (entity) => entity,
  propertyById: (id) => `#${id}`,
  // The facet kind says it: nothing more to name.
  material: "",
})

/** The whole facet in one line. */
export const facetLine = (facet: RequirementFacet | ApplicabilityFacet, t: ReportTexts, propertyNames: ReadonlyMap<number, string>): string =>
  line(facet, facetWords(t), (id) => propertyNames.get(id))
