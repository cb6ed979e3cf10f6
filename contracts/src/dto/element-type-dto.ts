import { Schema } from "effect"
import { ElementClassIfcDto, MappingProblemDto } from "./element-class-dto"
import { auditFields, NullableNumber, NullableString } from "./fields"

/** An element class type (Fachklassentyp): the IFC type object of the classes that name it. */
export const ElementTypeDto = Schema.Struct({
  elt_id: Schema.Int,
  elt_pro_id: Schema.Int,
  elt_name: Schema.String,
  elt_desc: NullableString,
  elt_ifc: Schema.Array(ElementClassIfcDto),
  elt_uri: NullableString,
  /**
   * local: made in this project; inherited: a local copy of a reference project's type (instantiated locally, editable;
   * `elt_origin_id` names the original); reference: the reference project's own, seen in a project that inherits
   * from it — read-only there (`elt_locked`), and changes in the reference project show at once.
   */
  elt_origin: Schema.Literals(["local", "inherited", "reference"]),
  elt_locked: Schema.Boolean,
  /** The reference project's type this one is a local copy of; null: none. */
  elt_origin_id: NullableNumber,
  /** Problems of the IFC mapping in each of the three versions (an entity that is no type object among them). */
  elt_problems: Schema.Array(MappingProblemDto),
  /** How many element classes of the project name this type. */
  elt_class_count: Schema.Int,
  ...auditFields("elt"),
})
export type ElementTypeDto = typeof ElementTypeDto.Type
