/** @module Bodies of /1.2/profile/properties and of a class's property list (…/element_classes/{id}/properties). */
import { Schema } from "effect"
import { PROPERTY_CONCEPTS, PROPERTY_DATATYPES } from "../catalogue/property-kinds"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { VISIBLE_CHARACTER } from "../names"
import { BsddUri } from "./element-class-bodies"
import { entityLabels, Id, NameOf, OptionalText } from "./fields"

const PropertyName = NameOf(entityLabels.property)

/** A set, property, attribute or data type name as written: not blank, at most 100 characters (problems are shown, not refused). */
const IfcName = (what: string) =>
  Schema.String.check(
    Schema.isPattern(VISIBLE_CHARACTER, { message: `${what} darf nicht leer sein.` }),
    Schema.isMaxCodePoints(100, { message: `${what} darf höchstens 100 Zeichen lang sein.` }),
  )
const DataType = Schema.optionalKey(Schema.NullOr(IfcName("Der IFC-Datentyp")))

/** Where the property lands in one IFC version: a property of a set, or an attribute of the class's entity. */
export const PropertyTargetBody = Schema.Union([
  Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), pset: IfcName("Das Merkmalsset"), property: IfcName("Das IFC-Merkmal"), data_type: DataType }),
  Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), attribute: IfcName("Das IFC-Attribut"), data_type: DataType }),
])
export type PropertyTargetBody = typeof PropertyTargetBody.Type

const oneTargetPerVersion = Schema.makeFilter(
  (items: ReadonlyArray<{ readonly ifc_version: string }>) => new Set(items.map((item) => item.ifc_version)).size === items.length,
  {
    message: "Jede IFC-Version darf in der Abbildung nur einmal vorkommen.",
    toJsonSchema: () => ({ uniqueItems: true, description: "Each ifc_version at most once in the list." }),
  },
)

const Unit = Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxCodePoints(50, { message: "Die Einheit darf höchstens 50 Zeichen lang sein." }))))

const optionalFields = {
  pty_desc: OptionalText,
  /** text (default), number, boolean, date or enumeration. */
  pty_datatype: Schema.optionalKey(Schema.Literals(PROPERTY_DATATYPES)),
  /** The unit as users write it (mm, m², W/(m²·K)); null: none. */
  pty_unit: Unit,
  /** What it stands for in IFC (default predefined_property): the IDS facet it becomes. */
  pty_concept: Schema.optionalKey(Schema.Literals(PROPERTY_CONCEPTS)),
  pty_ifc: Schema.optionalKey(Schema.Array(PropertyTargetBody).check(oneTargetPerVersion)),
  pty_uri: BsddUri,
  /** The value list of an enumeration's allowed values (of the same project); null: none. */
  pty_vls_id: Schema.optionalKey(Schema.NullOr(Id)),
}

export const CreatePropertyBody = Schema.Struct({ pty_pro_id: Id, pty_name: PropertyName, ...optionalFields })
export type CreatePropertyBody = typeof CreatePropertyBody.Type

export const PatchPropertyBody = Schema.Struct({ pty_name: Schema.optionalKey(PropertyName), ...optionalFields })
export type PatchPropertyBody = typeof PatchPropertyBody.Type

/** Assigns a property of the class's project to the class. */
export const AssignPropertyBody = Schema.Struct({ pty_id: Id })
export type AssignPropertyBody = typeof AssignPropertyBody.Type
