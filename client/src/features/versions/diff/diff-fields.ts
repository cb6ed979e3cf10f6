/**
 * @module A changed field of the diff as a reader reads it. Its name: a requirement's facet (`facets[<about>]`)
 * by its kind and what it is about ("Merkmal Pset_WallCommon.FireRating"), any other field by the timeline's
 * label (history.json `fields`), the diff's own (`order`, `parent`) by ours. Its values: a facet by its
 * cardinality and value in words ("erforderlich: einer von EI 30, EI 60"), facets of a list one a line, a
 * cardinality in words; everything else as the timeline shows values.
 */
import type { RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { t as translate } from "../../../lib/i18n"
import { facetLine, facetSubject, facetValue } from "../../requirements/facet-text"

type T = typeof translate

const FACET_FIELD = /^facets\[(.*)\]$/u

/** A requirement's or applicability's facet, as the diff carries it. */
export const isFacet = (value: unknown): value is RequirementFacet =>
  typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { facet?: unknown }).facet === "string"

const isFacetList = (value: unknown): value is RequirementFacet[] => Array.isArray(value) && value.length > 0 && value.every(isFacet)

/** A catalogue property by id has no name here (the diff carries ids): the facet words name it "Merkmal #12". */
const noPropertyNames = () => undefined

export const fieldLabel = (field: string, before: unknown, after: unknown, t: T): string => {
  const facet = FACET_FIELD.test(field) ? [after, before].find(isFacet) : undefined
  if (facet) return `${t(`catalogue:requirements.facetKinds.${facet.facet}`)} ${facetSubject(facet, t, noPropertyNames)}`.trim()
  return t(`versions:fields.${field}`, { defaultValue: t(`history:fields.${field}`, { defaultValue: field }) })
}

/** How a value is shown: in words (a facet, a cardinality), as lines (a list of facets), or as the timeline shows it. */
export type DiffValueText = { readonly type: "words"; readonly text: string } | { readonly type: "lines"; readonly lines: readonly string[] } | { readonly type: "plain" }

export const diffValueText = (field: string, value: unknown, t: T): DiffValueText => {
  if (isFacet(value)) {
    const cardinality = "cardinality" in value ? t(`catalogue:requirements.cardinality.${value.cardinality}`) : ""
    const text = [cardinality, facetValue(value, t)].filter(Boolean).join(": ")
    return { type: "words", text: text || t("versions:diff.facetPresent") }
  }
  if (isFacetList(value)) return { type: "lines", lines: value.map((facet) => facetLine(facet, t, noPropertyNames)) }
  if (field === "cardinality" && typeof value === "string") return { type: "words", text: t(`catalogue:requirements.cardinality.${value}`, { defaultValue: value }) }
  return { type: "plain" }
}
