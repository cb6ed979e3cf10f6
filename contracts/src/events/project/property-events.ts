/**
 * @module Facts about a project's catalogue properties (Merkmale) and their assignment to element classes.
 * A property's targets say where it lands in each IFC version: a property of a set, or an attribute of the
 * entity, each with its IFC data type. An edit is one fact naming the fields it changed.
 */
import { Schema } from "effect"
import { PROPERTY_CONCEPTS, PROPERTY_DATATYPES } from "../../catalogue/property-kinds"
import { IFC_VERSIONS } from "../../ifc/ifc-versions"
import { changesOf, defineEvent } from "../define-event"

export const PropertyTarget = Schema.Union([
  Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), pset: Schema.String, property: Schema.String, data_type: Schema.NullOr(Schema.String) }),
  Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), attribute: Schema.String, data_type: Schema.NullOr(Schema.String) }),
])
export type PropertyTarget = typeof PropertyTarget.Type

const propertyFields = {
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  datatype: Schema.Literals(PROPERTY_DATATYPES),
  unit: Schema.NullOr(Schema.String),
  concept: Schema.Literals(PROPERTY_CONCEPTS),
  ifc: Schema.Array(PropertyTarget),
  uri: Schema.NullOr(Schema.String),
  /** The value list of an enumeration's allowed values; null: none. */
  valueListId: Schema.NullOr(Schema.Int),
}

export const PropertyCreated = defineEvent("PropertyCreated", {
  propertyId: Schema.Int,
  ...propertyFields,
  /** The reference project's property this one is a local copy of; absent: none. */
  originId: Schema.optionalKey(Schema.Int),
})
/** The fields an edit changed, each with its new value. */
export const PropertyChanged = defineEvent("PropertyChanged", { propertyId: Schema.Int, changes: changesOf(propertyFields) })
export const PropertyDeleted = defineEvent("PropertyDeleted", { propertyId: Schema.Int })
export const ElementClassPropertyAssigned = defineEvent("ElementClassPropertyAssigned", { elementClassId: Schema.Int, propertyId: Schema.Int })
export const ElementClassPropertyRemoved = defineEvent("ElementClassPropertyRemoved", { elementClassId: Schema.Int, propertyId: Schema.Int })

/** A property of an element class type (its type object's properties, spec §3 `pro_pty_typ_count`). */
export const ElementTypePropertyAssigned = defineEvent("ElementTypePropertyAssigned", { elementTypeId: Schema.Int, propertyId: Schema.Int })
export const ElementTypePropertyRemoved = defineEvent("ElementTypePropertyRemoved", { elementTypeId: Schema.Int, propertyId: Schema.Int })

export const propertyEvents = [
  PropertyCreated,
  PropertyChanged,
  PropertyDeleted,
  ElementClassPropertyAssigned,
  ElementClassPropertyRemoved,
  ElementTypePropertyAssigned,
  ElementTypePropertyRemoved,
] as const
export type PropertyEvent = (typeof propertyEvents)[number]["Type"]
