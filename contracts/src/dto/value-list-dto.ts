import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { auditFields, NullableString } from "./fields"

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
  vls_origin: Schema.Literals(["local", "inherited", "reference"]),
  vls_locked: Schema.Boolean,
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
