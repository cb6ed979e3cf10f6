import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { MAPPING_PROBLEM_CODES } from "../ifc/mapping-problems"
import { auditFields, NullableNumber, NullableString } from "./fields"

export const ElementClassIfcDto = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  entity: Schema.String,
  predefined_type: NullableString,
})

/** A problem of the class's mapping in one IFC version (docs/ifc-knowledge.md); `message` in German, `code` stable. */
export const MappingProblemDto = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  code: Schema.Literals(MAPPING_PROBLEM_CODES),
  severity: Schema.Literals(["error", "warning"]),
  message: Schema.String,
  details: Schema.Record(Schema.String, Schema.String),
})

export const ElementClassDto = Schema.Struct({
  elc_id: Schema.Int,
  elc_pro_id: Schema.Int,
  elc_name: Schema.String,
  elc_desc: NullableString,
  /** Fachdisziplin. */
  elc_category: NullableString,
  elc_parent_id: NullableNumber,
  /** Its element class type (Fachklassentyp, /1.2/profile/element_types); null: none. */
  elc_elt_id: NullableNumber,
  elc_ifc: Schema.Array(ElementClassIfcDto),
  elc_uri: NullableString,
  /**
   * local: made in this project; inherited: a local copy of a reference project's class (instantiated locally, editable;
   * `elc_origin_id` names the original); reference: the reference project's own, seen in a project that inherits
   * from it — read-only there (`elc_locked`), and changes in the reference project show at once.
   */
  elc_origin: Schema.Literals(["local", "inherited", "reference"]),
  elc_locked: Schema.Boolean,
  /** The reference project's class this one is a local copy of; null: none. */
  elc_origin_id: NullableNumber,
  /** Problems of the IFC mapping in each of the three versions, not only the project's. */
  elc_problems: Schema.Array(MappingProblemDto),
  ...auditFields("elc"),
})
export type ElementClassDto = typeof ElementClassDto.Type
