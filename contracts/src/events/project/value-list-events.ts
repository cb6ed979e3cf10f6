/**
 * @module Facts about a project's value lists (Wertelisten): named lists of allowed values that a property
 * of the kind "enumeration" refers to, each list and each value with its counterpart in every IFC version
 * (the enumeration type, the enumeration value). An edit is one fact naming the fields it changed.
 */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../../ifc/ifc-versions"
import { changesOf, defineEvent } from "../define-event"

/** What the list or value is called in one IFC version (PEnum_FireRating …, EI30 …). */
export const IfcNameMapping = Schema.Struct({ ifc_version: Schema.Literals(IFC_VERSIONS), name: Schema.String })
export type IfcNameMapping = typeof IfcNameMapping.Type

const listFields = { name: Schema.String, desc: Schema.NullOr(Schema.String), ifc: Schema.Array(IfcNameMapping) }
const itemFields = { name: Schema.String, desc: Schema.NullOr(Schema.String), ifc: Schema.Array(IfcNameMapping), uri: Schema.NullOr(Schema.String) }

export const ValueListCreated = defineEvent("ValueListCreated", {
  valueListId: Schema.Int,
  ...listFields,
  /** The reference project's value list this one is a local copy of; absent: none. */
  originId: Schema.optionalKey(Schema.Int),
})
export const ValueListChanged = defineEvent("ValueListChanged", { valueListId: Schema.Int, changes: changesOf(listFields) })
export const ValueListDeleted = defineEvent("ValueListDeleted", { valueListId: Schema.Int })
export const ValueListItemAdded = defineEvent("ValueListItemAdded", { valueListId: Schema.Int, itemId: Schema.Int, ...itemFields })
export const ValueListItemChanged = defineEvent("ValueListItemChanged", { valueListId: Schema.Int, itemId: Schema.Int, changes: changesOf(itemFields) })
export const ValueListItemRemoved = defineEvent("ValueListItemRemoved", { valueListId: Schema.Int, itemId: Schema.Int })

export const valueListEvents = [ValueListCreated, ValueListChanged, ValueListDeleted, ValueListItemAdded, ValueListItemChanged, ValueListItemRemoved] as const
export type ValueListEvent = (typeof valueListEvents)[number]["Type"]
