/**
 * @module Facets and values in words, for the requirement list, the read-only view and the diff, in the user's
 * language: the sentences are contracts/src/requirements/facet-words.ts (the reports use the same), the words
 * come from the catalogue namespace.
 */
import * as words from "@bimprofile/contracts/requirements/facet-words"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import type { t as translate } from "../../lib/i18n"

type T = typeof translate
type AnyFacet = RequirementFacet | ApplicabilityFacet
const R = "catalogue:requirements."

const facetWords = (t: T): words.FacetWords => ({
  simple: (value) => t(`${R}value.simple`, { value }),
  oneOf: (values) => t(`${R}value.oneOf`, { values }),
  pattern: (value) => t(`${R}value.pattern`, { value }),
  length: (value) => t(`${R}value.length`, { value }),
  minLength: (value) => t(`${R}value.minLength`, { value }),
  maxLength: (value) => t(`${R}value.maxLength`, { value }),
  and: t(`${R}value.and`),
  facetKind: (kind) => t(`${R}facetKinds.${kind}`),
  cardinality: (cardinality) => t(`${R}cardinality.${cardinality}`),
  partOf: (entity) => t(`${R}facetSubject.partOf`, { entity }),
  propertyById: (id) => t(`${R}facetSubject.property`, { id }),
  material: t(`${R}facetKinds.material`),
})

/** A value in words; "" for none. */
export const valueText = (value: IdsValue | null, t: T): string => words.valueText(value, facetWords(t))

/** A name as written: the simple value, else the restriction in words. */
export const nameText = (value: IdsValue | null, t: T): string => words.nameText(value, facetWords(t))

/** What the facet is about, without its value. `propertyName` names a catalogue property by id. */
export const facetSubject = (facet: AnyFacet, t: T, propertyName: (id: number) => string | undefined): string =>
  words.facetSubject(facet, facetWords(t), propertyName)

/** The facet's value in words ("" for none); a partOf facet names its relation instead. */
export const facetValue = (facet: AnyFacet, t: T): string => words.facetValue(facet, facetWords(t))

/** The whole facet in one line, e.g. "Merkmal Pset_WallCommon.FireRating (erforderlich): einer von EI 30, EI 60". */
export const facetLine = (facet: AnyFacet, t: T, propertyName: (id: number) => string | undefined): string =>
  words.facetLine(facet, facetWords(t), propertyName)
