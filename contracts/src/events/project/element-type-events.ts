/**
 * @module Facts about a project's element class types (Fachklassentypen) of the data catalogue: a type says
 * what an element class's IFC type object is (IfcWallType for walls); a class names its type
 * (`ElementClassTypeChanged`), and properties of the concept "typing" need one.
 */
import { Schema } from "effect"
import { defineEvent } from "../define-event"
import { IfcEntityMapping } from "./element-class-events"

export const ElementTypeCreated = defineEvent("ElementTypeCreated", {
  elementTypeId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  ifc: Schema.Array(IfcEntityMapping),
  uri: Schema.NullOr(Schema.String),
  /** The reference project's type this one is a local copy of; absent: none. */
  originId: Schema.optionalKey(Schema.Int),
})
export const ElementTypeRenamed = defineEvent("ElementTypeRenamed", { elementTypeId: Schema.Int, name: Schema.String })
export const ElementTypeDescriptionChanged = defineEvent("ElementTypeDescriptionChanged", { elementTypeId: Schema.Int, desc: Schema.NullOr(Schema.String) })
export const ElementTypeMappedToIfc = defineEvent("ElementTypeMappedToIfc", { elementTypeId: Schema.Int, ifc: Schema.Array(IfcEntityMapping) })
export const ElementTypeUriChanged = defineEvent("ElementTypeUriChanged", { elementTypeId: Schema.Int, uri: Schema.NullOr(Schema.String) })
export const ElementTypeDeleted = defineEvent("ElementTypeDeleted", { elementTypeId: Schema.Int })
/** The class's type (null: none). A class created with a type gets this right after its ElementClassCreated. */
export const ElementClassTypeChanged = defineEvent("ElementClassTypeChanged", { elementClassId: Schema.Int, elementTypeId: Schema.NullOr(Schema.Int) })

export const elementTypeEvents = [
  ElementTypeCreated,
  ElementTypeRenamed,
  ElementTypeDescriptionChanged,
  ElementTypeMappedToIfc,
  ElementTypeUriChanged,
  ElementTypeDeleted,
  ElementClassTypeChanged,
] as const

export type ElementTypeEvent = (typeof elementTypeEvents)[number]["Type"]
export const elementTypeEventTypes: ReadonlySet<string> = new Set(elementTypeEvents.map((schema) => schema.fields.type.literal))
