/**
 * @module An IDS 1.0 document as the export writes it and the import reads it (shared/research/ids.md §1–2):
 * its `info` and its specifications, each with the IFC versions it is for, its applicability (with the
 * specification's cardinality) and its requirements. The facets are those a requirement stores
 * (requirements/facets.ts), written out: a property facet names its set, name and data type, never a
 * catalogue property.
 */
import type { IfcVersion } from "../ifc/ifc-versions"
import type { ApplicabilityFacet, Cardinality, RequirementFacet } from "../requirements/facets"

/** The `info` elements, in the order the schema fixes; absent ones are not written. */
export const IDS_INFO_FIELDS = ["title", "copyright", "version", "description", "author", "date", "purpose", "milestone"] as const
export type IdsInfoField = (typeof IDS_INFO_FIELDS)[number]
export type IdsInfo = { readonly title: string } & { readonly [F in Exclude<IdsInfoField, "title">]?: string }

export type IdsSpecification = {
  readonly name: string
  readonly ifcVersions: readonly IfcVersion[]
  readonly identifier?: string
  readonly description?: string
  readonly instructions?: string
  /** required: at least one applicable object (1..unbounded); optional: any number (0..unbounded); prohibited: none (0..0). */
  readonly cardinality: Cardinality
  readonly applicability: readonly ApplicabilityFacet[]
  /** Absent: the specification has no `requirements` element (a prohibited one never has). */
  readonly requirements?: { readonly description?: string; readonly facets: readonly RequirementFacet[] }
}

export type IdsDocument = { readonly info: IdsInfo; readonly specifications: readonly IdsSpecification[] }

/** The applicability's occurrence bounds for a cardinality (always both written: omitted means 1..1). */
export const OCCURS: Record<Cardinality, { readonly min: string; readonly max: string }> = {
  required: { min: "1", max: "unbounded" },
  optional: { min: "0", max: "unbounded" },
  prohibited: { min: "0", max: "0" },
}

/** The IDS date: `YYYY-MM-DD` (xs:date; a date-time is refused by the schema). */
export const idsDate = (time: Date) => time.toISOString().slice(0, 10)

/** What the schema's author pattern `[^@]+@[^\.]+\..+` accepts, whole. */
export const isIdsAuthor = (email: string) => /^[^@]+@[^.]+\..+$/u.test(email)
