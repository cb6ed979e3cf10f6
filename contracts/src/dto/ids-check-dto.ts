/**
 * @module Read shape of GET /1.2/profile/activities/{id}/ids/check: what the IDS export dialog shows before
 * the file is offered — its name and versions, the spec's warning for a version other than the project's, the
 * official XSD's findings, the IFC problems of its requirements and what a version could not carry.
 */
import { Schema } from "effect"
import { OMISSION_CODES } from "../ids/specifications-of"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { MappingProblemDto } from "./element-class-dto"
import { NullableString } from "./fields"

const IfcVersion = Schema.Literals(IFC_VERSIONS)

export const IdsCheckDto = Schema.Struct({
  file_name: Schema.String,
  /** The IFC versions the file's specifications are written for. */
  ifc_versions: Schema.Array(IfcVersion),
  project_ifc_version: IfcVersion,
  /** Set when the file is written for another IFC version than the project's: completeness is not guaranteed. */
  warning: NullableString,
  specifications: Schema.Int,
  /** Whether the official IDS 1.0 XSD accepts the file (checked offline). */
  schema_valid: Schema.Boolean,
  schema_findings: Schema.Array(Schema.Struct({ line: Schema.NullOr(Schema.Int), message: Schema.String })),
  /** What IFC says against the requirements in the versions written (an unknown entity, a property not in its set …). */
  ifc_problems: Schema.Array(Schema.Struct({ requirement: Schema.String, ...MappingProblemDto.fields })),
  /** What a version's file could not carry (a class not mapped in that version …): the reason as a code with the item, and in words. */
  omissions: Schema.Array(
    Schema.Struct({
      ifc_version: IfcVersion,
      requirement: Schema.String,
      code: Schema.Literals(OMISSION_CODES),
      /** The element class or property left out. */
      item_id: Schema.Int,
      /** Its name; null when it no longer exists. */
      item_name: NullableString,
      message: Schema.String,
    }),
  ),
  /**
   * Specifications that apply to the same objects (the same applicability in the same versions): each asks its
   * requirements of all of them — two classes on one IFC entity want a condition that tells them apart.
   */
  overlaps: Schema.Array(Schema.Struct({ ifc_versions: Schema.Array(IfcVersion), specifications: Schema.Array(Schema.String) })),
  /** Why there is no file (an activity without requirements); null: there is one. */
  empty_reason: NullableString,
  /** Schema-valid, no IFC problem and nothing left out. */
  valid: Schema.Boolean,
})
export type IdsCheckDto = typeof IdsCheckDto.Type
