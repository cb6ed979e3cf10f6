/** @module Bodies of /1.2/profile/element_types: an element class type (Fachklassentyp) of a project's data catalogue. */
import { Schema } from "effect"
import { BsddUri, IfcMappings } from "./element-class-bodies"
import { entityLabels, Id, NameOf, OptionalText } from "./fields"

const ElementTypeName = NameOf(entityLabels.element_type)

/** What a type has besides its project and name, optional on create and on edit alike. */
const optionalFields = {
  elt_desc: OptionalText,
  /** Per IFC version its type entity (IfcWallType …) and predefined type; problems are shown, not refused. */
  elt_ifc: Schema.optionalKey(IfcMappings),
  elt_uri: BsddUri,
}

export const CreateElementTypeBody = Schema.Struct({ elt_pro_id: Id, elt_name: ElementTypeName, ...optionalFields })
export type CreateElementTypeBody = typeof CreateElementTypeBody.Type

export const PatchElementTypeBody = Schema.Struct({ elt_name: Schema.optionalKey(ElementTypeName), ...optionalFields })
export type PatchElementTypeBody = typeof PatchElementTypeBody.Type
