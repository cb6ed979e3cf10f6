import { Schema } from "effect"
import { PROPERTY_CONCEPTS, PROPERTY_DATATYPES } from "../catalogue/property-kinds"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { MappingProblemDto } from "./element-class-dto"
import { auditFields, NullableNumber, NullableString } from "./fields"

export const PropertyTargetDto = Schema.Union([
  Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), pset: Schema.String, property: Schema.String, data_type: NullableString }),
  Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), attribute: Schema.String, data_type: NullableString }),
])

/** A property (Merkmal) of a project's data catalogue. */
export const PropertyDto = Schema.Struct({
  pty_id: Schema.Int,
  pty_pro_id: Schema.Int,
  pty_name: Schema.String,
  pty_desc: NullableString,
  pty_datatype: Schema.Literals(PROPERTY_DATATYPES),
  pty_unit: NullableString,
  pty_concept: Schema.Literals(PROPERTY_CONCEPTS),
  /** Per IFC version: `{pset, property}` or `{attribute}`, with its IFC data type. */
  pty_ifc: Schema.Array(PropertyTargetDto),
  pty_uri: NullableString,
  /** The value list of its allowed values; null: none. */
  pty_vls_id: Schema.NullOr(Schema.Int),
  /**
   * local: made in this project; inherited: a local copy of a reference project's property (instantiated locally, editable;
   * `pty_origin_id` names the original); reference: the reference project's own, seen in a project that inherits
   * from it — read-only there (`pty_locked`), and changes in the reference project show at once.
   */
  pty_origin: Schema.Literals(["local", "inherited", "reference"]),
  pty_locked: Schema.Boolean,
  /** The reference project's property this one is a local copy of; null: none. */
  pty_origin_id: NullableNumber,
  /** Problems of its targets in each IFC version on their own (a set that does not exist, a wrong data type …). */
  pty_problems: Schema.Array(MappingProblemDto),
  /** How many element classes it is assigned to. */
  pty_class_count: Schema.Int,
  ...auditFields("pty"),
})
export type PropertyDto = typeof PropertyDto.Type

/** A property as one element class has it: its own, or inherited from a class above it. */
export const ClassPropertyDto = Schema.Struct({
  elc_id: Schema.Int,
  property: PropertyDto,
  /** Inherited from a class above this one (not removable here), with the class it is assigned to. */
  inherited: Schema.Boolean,
  inherited_from: Schema.NullOr(Schema.Int),
  /** Problems of its targets on this class's entity (a set not applicable to it …) in each version. */
  problems: Schema.Array(MappingProblemDto),
})
export type ClassPropertyDto = typeof ClassPropertyDto.Type

/** A property of an element class type, checked against the type's entity (its type object) in every version. */
export const TypePropertyDto = Schema.Struct({
  elt_id: Schema.Int,
  property: PropertyDto,
  problems: Schema.Array(MappingProblemDto),
})
export type TypePropertyDto = typeof TypePropertyDto.Type
