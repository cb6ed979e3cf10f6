/** @module Bodies of /1.2/profile/value_lists and of a list's values (…/value_lists/{id}/items). */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { VISIBLE_CHARACTER } from "../names"
import { BsddUri } from "./element-class-bodies"
import { entityLabels, Id, NameOf, OptionalText } from "./fields"

const ValueListName = NameOf(entityLabels.value_list)
const ValueName = NameOf(entityLabels.value_list_item)

/** Its name in one IFC version (an enumeration type, an enumeration value): not blank, at most 100 characters. */
const IfcNameBody = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  name: Schema.String.check(
    Schema.isPattern(VISIBLE_CHARACTER, { message: "Der IFC-Name darf nicht leer sein." }),
    Schema.isMaxCodePoints(100, { message: "Der IFC-Name darf höchstens 100 Zeichen lang sein." }),
  ),
})
const oneNamePerVersion = Schema.makeFilter(
  (items: ReadonlyArray<{ readonly ifc_version: string }>) => new Set(items.map((item) => item.ifc_version)).size === items.length,
  {
    message: "Jede IFC-Version darf in der Abbildung nur einmal vorkommen.",
    toJsonSchema: () => ({ uniqueItems: true, description: "Each ifc_version at most once in the list." }),
  },
)
const IfcNames = Schema.optionalKey(Schema.Array(IfcNameBody).check(oneNamePerVersion))

export const CreateValueListBody = Schema.Struct({ vls_pro_id: Id, vls_name: ValueListName, vls_desc: OptionalText, vls_ifc: IfcNames })
export type CreateValueListBody = typeof CreateValueListBody.Type
export const PatchValueListBody = Schema.Struct({ vls_name: Schema.optionalKey(ValueListName), vls_desc: OptionalText, vls_ifc: IfcNames })
export type PatchValueListBody = typeof PatchValueListBody.Type

export const CreateValueListItemBody = Schema.Struct({ vli_name: ValueName, vli_desc: OptionalText, vli_ifc: IfcNames, vli_uri: BsddUri })
export type CreateValueListItemBody = typeof CreateValueListItemBody.Type
export const PatchValueListItemBody = Schema.Struct({ vli_name: Schema.optionalKey(ValueName), vli_desc: OptionalText, vli_ifc: IfcNames, vli_uri: BsddUri })
export type PatchValueListItemBody = typeof PatchValueListItemBody.Type
