import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { auditFields, NullableNumber, NullableString } from "./fields"

export const IfcNameDto = Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), name: Schema.String })

/** One allowed value of a value list. */
export const ValueListItemDto = Schema.Struct({
  vli_id: Schema.Int,
  vli_name: Schema.String,
  vli_desc: NullableString,
  /** Its enumeration value in each IFC version it is mapped in. */
  vli_ifc: Schema.Array(IfcNameDto),
  vli_uri: NullableString,
})
export type ValueListItemDto = typeof ValueListItemDto.Type

/** A value list (Werteliste) with its values, in the order they were added. */
export const ValueListDto = Schema.Struct({
  vls_id: Schema.Int,
  vls_pro_id: Schema.Int,
  vls_name: Schema.String,
  vls_desc: NullableString,
  vls_ifc: Schema.Array(IfcNameDto),
  vls_items: Schema.Array(ValueListItemDto),
  /** How many properties of the project use it. */
  vls_property_count: Schema.Int,
  /** Spec §5: EMPTY — a list without values; UNUSED — no property uses it. */
  vls_flags: Schema.Array(Schema.Literals(["EMPTY", "UNUSED"])),
  /**
   * local: made in this project; inherited: a local copy of a reference project's value list (instantiated locally, editable;
   * `vls_origin_id` names the original); reference: the reference project's own, seen in a project that inherits
   * from it — read-only there (`vls_locked`), and changes in the reference project show at once.
   */
  vls_origin: Schema.Literals(["local", "inherited", "reference"]),
  vls_locked: Schema.Boolean,
  /** The reference project's value list this one is a local copy of; null: none. */
  vls_origin_id: NullableNumber,
  ...auditFields("vls"),
})
export type ValueListDto = typeof ValueListDto.Type

/** The list as the command left it (its flags, count and audit fields come with the read). */
export const ValueListAnswer = Schema.Struct({
  vls_id: Schema.Int,
  vls_pro_id: Schema.Int,
  vls_name: Schema.String,
  vls_desc: NullableString,
  vls_ifc: Schema.Array(IfcNameDto),
  vls_items: Schema.Array(ValueListItemDto),
})
