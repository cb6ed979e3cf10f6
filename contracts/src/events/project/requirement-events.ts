/**
 * @module Facts about the requirements of an activity (issue 9): what the provider delivers to the receiver —
 * an IDS 1.0 specification each: to which objects it applies (an element class of the catalogue, IDS facets,
 * or both) and what they must carry (requirements/facets.ts). Kept in the project's stream beside the
 * catalogue they point at; an edit is one fact naming the fields it changed.
 */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../../ifc/ifc-versions"
import { ApplicabilityFacet, CARDINALITIES, RequirementFacet } from "../../requirements/facets"
import { changesOf, defineEvent } from "../define-event"

export const requirementFields = {
  /** The element class it asks for (its IFC mapping is the applicability's entity); null: the facets alone. */
  elementClassId: Schema.NullOr(Schema.Int),
  name: Schema.String,
  identifier: Schema.NullOr(Schema.String),
  desc: Schema.NullOr(Schema.String),
  instructions: Schema.NullOr(Schema.String),
  /** The IFC versions it is written for; empty: the project's. */
  ifcVersions: Schema.Array(Schema.Literals(IFC_VERSIONS)),
  /** required: such objects must exist; optional: they may; prohibited: none may. */
  cardinality: Schema.Literals(CARDINALITIES),
  applicability: Schema.Array(ApplicabilityFacet),
  requirementsDesc: Schema.NullOr(Schema.String),
  facets: Schema.Array(RequirementFacet),
}
export type RequirementFields = Schema.Struct<typeof requirementFields>["Type"]

export const RequirementAdded = defineEvent("RequirementAdded", { requirementId: Schema.Int, activityId: Schema.Int, ...requirementFields })
export const RequirementChanged = defineEvent("RequirementChanged", { requirementId: Schema.Int, activityId: Schema.Int, changes: changesOf(requirementFields) })
/** Removed on its own, or with its activity (the activity's, process's or milestone's deletion names each). */
export const RequirementRemoved = defineEvent("RequirementRemoved", { requirementId: Schema.Int, activityId: Schema.Int })

export const requirementEvents = [RequirementAdded, RequirementChanged, RequirementRemoved] as const
export type RequirementEvent = (typeof requirementEvents)[number]["Type"]
