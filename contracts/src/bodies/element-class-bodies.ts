/** @module Bodies of /1.2/profile/element_classes: an element class (Fachklasse) of a project's data catalogue. */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { VISIBLE_CHARACTER } from "../names"
import { entityLabels, Id, NameOf, OptionalText } from "./fields"

const ElementClassName = NameOf(entityLabels.element_class)

/**
 * An IFC name as the user or an imported file writes it: not blank, at most 100 characters. Whether IFC knows
 * it is not refused here but shown as a mapping problem of the class (an unknown entity, a predefined type of
 * another entity), so a catalogue keeps exactly what an IDS file says.
 */
const IfcName = (what: string) =>
  Schema.String.check(
    Schema.isPattern(VISIBLE_CHARACTER, { message: `${what} darf nicht leer sein.` }),
    Schema.isMaxCodePoints(100, { message: `${what} darf höchstens 100 Zeichen lang sein.` }),
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
export const IfcMappings = Schema.Array(IfcMappingBody).check(oneMappingPerVersion)

/** Fachdisziplin: free text (Architektur, Tragwerk, Gebäudetechnik …), as the spec leaves the list open. */
const Category = Schema.optionalKey(
  Schema.NullOr(Schema.String.check(Schema.isMaxCodePoints(200, { message: "Die Fachdisziplin darf höchstens 200 Zeichen lang sein." }))),
)

/** A buildingSMART Data Dictionary URI (the IDS facets' `uri`): http(s), at most 2,000 characters. */
export const BsddUri = Schema.optionalKey(
  Schema.NullOr(
    Schema.String.check(
      Schema.isPattern(/^https?:\/\//u, { message: "Die URI muss mit http:// oder https:// beginnen." }),
      Schema.isMaxCodePoints(2000, { message: "Die URI darf höchstens 2000 Zeichen lang sein." }),
    ),
  ),
)

/** What a class has besides its project and name, optional on create and on edit alike. */
const optionalFields = {
  elc_desc: OptionalText,
  elc_category: Category,
  elc_parent_id: Schema.optionalKey(Schema.NullOr(Id)),
  elc_ifc: Schema.optionalKey(IfcMappings),
  elc_uri: BsddUri,
  /** Its element class type (Fachklassentyp), of the same project; null: none. */
  elc_elt_id: Schema.optionalKey(Schema.NullOr(Id)),
}

export const CreateElementClassBody = Schema.Struct({ elc_pro_id: Id, elc_name: ElementClassName, ...optionalFields })
export type CreateElementClassBody = typeof CreateElementClassBody.Type

export const PatchElementClassBody = Schema.Struct({ elc_name: Schema.optionalKey(ElementClassName), ...optionalFields })
export type PatchElementClassBody = typeof PatchElementClassBody.Type
