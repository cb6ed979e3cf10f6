/**
 * @module The IDS 1.0 data types (tables/datatypes.json, buildingSMART's DataTypes.md as JSON): which exist in
 * which IFC version, and the `xs:` base a restriction of each takes (IFCLABEL → xs:string,
 * IFCLENGTHMEASURE → xs:double …).
 */
import type { PropertyDatatype } from "../catalogue/property-kinds"
import type { IfcVersion } from "../ifc/ifc-versions"
import table from "./tables/datatypes.json" with { type: "json" }

type DataTypeFacts = { readonly schemas: readonly string[]; readonly xsBase: string | null }
const dataTypes: Record<string, DataTypeFacts> = table.dataTypes

/** The `xs:` base of a restriction on a value of `dataType`; xs:string for one IDS does not know. */
export const xsBaseOf = (dataType: string | null): string => (dataType && dataTypes[dataType]?.xsBase) || "xs:string"

/** Whether IDS knows `dataType` in `version`. */
export const isIdsDataType = (dataType: string, version: IfcVersion) => dataTypes[dataType]?.schemas.includes(version) ?? false

/** The data type a catalogue property's values have when its IFC target names none. */
export const DEFAULT_DATA_TYPE: Record<PropertyDatatype, string> = {
  text: "IFCLABEL",
  enumeration: "IFCLABEL",
  number: "IFCREAL",
  boolean: "IFCBOOLEAN",
  date: "IFCDATE",
}
