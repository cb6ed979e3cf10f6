/** @module Read shapes of /1.2/profile/requirements: an activity's requirement, and what differs between two activities or milestones. */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { ApplicabilityFacet, CARDINALITIES, RequirementFacet } from "../requirements/facets"
import { MappingProblemDto } from "./element-class-dto"
import { auditFields, NullableNumber, NullableString } from "./fields"

const requirementShape = {
  req_id: Schema.Int,
  req_pro_id: Schema.Int,
  req_act_id: Schema.Int,
  req_elc_id: NullableNumber,
  req_name: Schema.String,
  req_identifier: NullableString,
  req_desc: NullableString,
  req_instructions: NullableString,
  req_ifc_versions: Schema.Array(Schema.Literals(IFC_VERSIONS)),
  req_cardinality: Schema.Literals(CARDINALITIES),
  req_applicability: Schema.Array(ApplicabilityFacet),
  req_requirements_desc: NullableString,
  req_facets: Schema.Array(RequirementFacet),
}

/** A requirement of an activity: an IDS specification (its applicability and the facets required). */
export const RequirementDto = Schema.Struct({
  ...requirementShape,
  /**
   * What IFC says against it in each version it is for (requirements/requirement-check.ts): an entity it writes
   * that the version lacks, a property not in its set or its set not for the entity, an attribute the entity
   * lacks, a data type IFC does not expect. Shown, never refused.
   */
  req_problems: Schema.Array(MappingProblemDto),
  ...auditFields("req"),
})
export type RequirementDto = typeof RequirementDto.Type
/** The requirement as the command left it (its audit fields come with the read). */
export const RequirementAnswer = Schema.Struct(requirementShape)
export type RequirementAnswer = typeof RequirementAnswer.Type

const Side = Schema.Struct({ kind: Schema.Literals(["activity", "milestone"]), id: Schema.Int, name: Schema.String })
const FacetChange = Schema.Struct({ from: RequirementFacet, to: RequirementFacet })

/** One requirement in both: which of its fields and facets differ. */
export const RequirementChangeDto = Schema.Struct({
  /** What matches the two: `elc:<id>` for an element class, else `name:<name in lower case>`. */
  key: Schema.String,
  from: RequirementDto,
  to: RequirementDto,
  /** The fields (req_*) besides the facets whose values differ. */
  fields: Schema.Array(Schema.String),
  facets_added: Schema.Array(RequirementFacet),
  facets_removed: Schema.Array(RequirementFacet),
  facets_changed: Schema.Array(FacetChange),
})
export type RequirementChangeDto = typeof RequirementChangeDto.Type

/** What must be delivered additionally at `to`, what no longer, what changed — "what is new at Realisierung compared with Planung". */
export const RequirementDiffDto = Schema.Struct({
  from: Side,
  to: Side,
  added: Schema.Array(RequirementDto),
  removed: Schema.Array(RequirementDto),
  changed: Schema.Array(RequirementChangeDto),
  /** How many requirements are the same in both. */
  unchanged: Schema.Int,
})
export type RequirementDiffDto = typeof RequirementDiffDto.Type
