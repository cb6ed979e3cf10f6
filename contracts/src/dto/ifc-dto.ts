/**
 * @module The answers of the IFC pickers (GET /1.2/profile/ifc/…): what one IFC version knows about entities,
 * their predefined types, the standard property and quantity sets and their properties, matching a search.
 */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { NullableString } from "./fields"

export const IfcEntityDto = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  /** In EXPRESS case (IfcWall), as a mapping and IDS write it. */
  entity: Schema.String,
  abstract: Schema.Boolean,
  /** The nearest supertype (IfcBuiltElement for IfcWall in IFC4X3_ADD2); null for a root. */
  supertype: NullableString,
  /** The values of its PredefinedType (USERDEFINED and NOTDEFINED included); empty when it has none. */
  predefined_types: Schema.Array(Schema.String),
})
export type IfcEntityDto = typeof IfcEntityDto.Type

export const IfcPropertyDto = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  pset: Schema.String,
  property: Schema.String,
  /** The IFC data type of its value (IfcLabel, IfcLengthMeasure …); null where IDS checks none (tables, references). */
  data_type: NullableString,
  /** single, enumerated, bounded, list, table, reference, complex, quantity or simple. */
  value_kind: Schema.String,
  /** The allowed values of an enumerated property; empty otherwise. */
  enum_values: Schema.Array(Schema.String),
})
export type IfcPropertyDto = typeof IfcPropertyDto.Type

export const IfcPropertySetDto = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  pset: Schema.String,
  /** PSET: a property set; QTO: a quantity set. */
  kind: Schema.Literals(["PSET", "QTO"]),
  /** The entities (or entity/PREDEFINEDTYPE) it applies to, as the standard lists them. */
  applicable: Schema.Array(Schema.String),
  property_count: Schema.Int,
})
export type IfcPropertySetDto = typeof IfcPropertySetDto.Type
