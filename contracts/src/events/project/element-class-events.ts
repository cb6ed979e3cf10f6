/**
 * @module Facts about a project's element classes (Fachklassen) of the data catalogue. A class's IFC
 * mapping is its own fact (one entry per version it is mapped in), never a list of other classes.
 */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../../ifc/ifc-versions"
import { defineEvent } from "../define-event"

/** One mapping of a class in one IFC version: the entity and, optionally, its predefined type. */
export const IfcEntityMapping = Schema.Struct({
  ifc_version: Schema.Literals(IFC_VERSIONS),
  entity: Schema.String,
  predefined_type: Schema.NullOr(Schema.String),
})
export type IfcEntityMapping = typeof IfcEntityMapping.Type

export const ElementClassCreated = defineEvent("ElementClassCreated", {
  elementClassId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  category: Schema.NullOr(Schema.String),
  parentId: Schema.NullOr(Schema.Int),
  ifc: Schema.Array(IfcEntityMapping),
  uri: Schema.NullOr(Schema.String),
  /** The reference project's class this one is a local copy of (docs/catalogue.md "Inheritance"); absent: none. */
  originId: Schema.optionalKey(Schema.Int),
})
export const ElementClassRenamed = defineEvent("ElementClassRenamed", { elementClassId: Schema.Int, name: Schema.String })
export const ElementClassDescriptionChanged = defineEvent("ElementClassDescriptionChanged", {
  elementClassId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
export const ElementClassCategoryChanged = defineEvent("ElementClassCategoryChanged", {
  elementClassId: Schema.Int,
  category: Schema.NullOr(Schema.String),
})
export const ElementClassParentChanged = defineEvent("ElementClassParentChanged", {
  elementClassId: Schema.Int,
  parentId: Schema.NullOr(Schema.Int),
})
export const ElementClassMappedToIfc = defineEvent("ElementClassMappedToIfc", {
  elementClassId: Schema.Int,
  ifc: Schema.Array(IfcEntityMapping),
})
export const ElementClassUriChanged = defineEvent("ElementClassUriChanged", {
  elementClassId: Schema.Int,
  uri: Schema.NullOr(Schema.String),
})
export const ElementClassDeleted = defineEvent("ElementClassDeleted", { elementClassId: Schema.Int })

export const elementClassEvents = [
  ElementClassCreated,
  ElementClassRenamed,
  ElementClassDescriptionChanged,
  ElementClassCategoryChanged,
  ElementClassParentChanged,
  ElementClassMappedToIfc,
  ElementClassUriChanged,
  ElementClassDeleted,
] as const

export type ElementClassEvent = (typeof elementClassEvents)[number]["Type"]
