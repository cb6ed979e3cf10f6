/** @module Bodies of /1.2/profile/element_classes: an element class (Fachklasse) of a project's data catalogue. */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { entityLabels, Id, NameOf, OptionalText } from "./fields"

const ElementClassName = NameOf(entityLabels.element_class)

/** IFC names are EXPRESS identifiers (IDS compares them case-insensitively): letters, digits, underscores. */
const IfcName = (what: string) =>
  Schema.String.check(
    Schema.isPattern(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, { message: `${what} muss ein IFC-Name sein (Buchstaben, Ziffern, _; höchstens 100 Zeichen).` }),
  )

export const IfcMappingBody = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  entity: IfcName("Die IFC-Entität"),
  predefined_type: Schema.optionalKey(Schema.NullOr(IfcName("Der vordefinierte Typ"))),
})
export type IfcMappingBody = typeof IfcMappingBody.Type

/** At most one entity per IFC version and class: the version's entity of the class (IDS: its applicability). */
const oneMappingPerVersion = Schema.makeFilter(
  (items: ReadonlyArray<{ readonly ifc_version: string }>) => new Set(items.map((item) => item.ifc_version)).size === items.length,
  {
    message: "Jede IFC-Version darf in der Abbildung nur einmal vorkommen.",
    toJsonSchema: () => ({ uniqueItems: true, description: "Each ifc_version at most once in the list." }),
  },
)
const IfcMappings = Schema.Array(IfcMappingBody).check(oneMappingPerVersion)

/** Fachdisziplin: free text (Architektur, Tragwerk, Gebäudetechnik …), as the spec leaves the list open. */
const Category = Schema.optionalKey(
  Schema.NullOr(Schema.String.check(Schema.isMaxCodePoints(200, { message: "Die Fachdisziplin darf höchstens 200 Zeichen lang sein." }))),
)

/** A buildingSMART Data Dictionary URI (the IDS facets' `uri`). */
const BsddUri = Schema.optionalKey(
  Schema.NullOr(
    Schema.String.check(Schema.isPattern(/^https?:\/\/[^\s]{1,2000}$/, { message: "Die URI muss mit http:// oder https:// beginnen und darf keine Leerzeichen enthalten." })),
  ),
)

export const CreateElementClassBody = Schema.Struct({
  elc_pro_id: Id,
  elc_name: ElementClassName,
  elc_desc: OptionalText,
  elc_category: Category,
  elc_parent_id: Schema.optionalKey(Schema.NullOr(Id)),
  elc_ifc: Schema.optionalKey(IfcMappings),
  elc_uri: BsddUri,
})
export type CreateElementClassBody = typeof CreateElementClassBody.Type

export const PatchElementClassBody = Schema.Struct({
  elc_name: Schema.optionalKey(ElementClassName),
  elc_desc: OptionalText,
  elc_category: Category,
  elc_parent_id: Schema.optionalKey(Schema.NullOr(Id)),
  elc_ifc: Schema.optionalKey(IfcMappings),
  elc_uri: BsddUri,
})
export type PatchElementClassBody = typeof PatchElementClassBody.Type
