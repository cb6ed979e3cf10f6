/**
 * @module Facts about a project's catalogue lists (list-kinds.ts: group lists, classification systems,
 * material lists, user-defined property sets) and their items: the same seven facts per kind, named after it
 * (`ClassificationCreated`, `ClassificationItemAdded` …), with the kind's fields (list-fields.ts) under
 * `fields`, or under `changes` the fields an edit changed.
 */
import { Schema } from "effect"
import { listFields, type ListFields, type StoredSchema } from "../../catalogue/list-fields"
import { type ListKind, listKinds } from "../../catalogue/list-kinds"
import { changesOf, defineEvent } from "../define-event"

const storedOf = (fields: ListFields) => Object.fromEntries(Object.entries(fields).map(([field, spec]) => [field, spec.stored])) as Record<string, StoredSchema>

const eventsOf = <const S extends string>(stem: S, kind: ListKind) => {
  if (listKinds[kind].events !== stem) throw new Error(`The events of ${kind} are named ${listKinds[kind].events}…`)
  const list = storedOf(listFields[kind].list)
  const item = storedOf(listFields[kind].item)
  return [
    defineEvent(`${stem}Created` as `${S}Created`, { listId: Schema.Int, fields: Schema.Struct(list) }),
    defineEvent(`${stem}Changed` as `${S}Changed`, { listId: Schema.Int, changes: changesOf(list) }),
    defineEvent(`${stem}Deleted` as `${S}Deleted`, { listId: Schema.Int }),
    defineEvent(`${stem}ItemAdded` as `${S}ItemAdded`, { listId: Schema.Int, itemId: Schema.Int, fields: Schema.Struct(item) }),
    defineEvent(`${stem}ItemChanged` as `${S}ItemChanged`, { listId: Schema.Int, itemId: Schema.Int, changes: changesOf(item) }),
    defineEvent(`${stem}ItemRemoved` as `${S}ItemRemoved`, { listId: Schema.Int, itemId: Schema.Int }),
    // Part of an upload: new items with their fields, and existing ones (the same key) with what changed.
    defineEvent(`${stem}ItemsImported` as `${S}ItemsImported`, {
      listId: Schema.Int,
      added: Schema.Array(Schema.Struct({ itemId: Schema.Int, fields: Schema.Struct(item) })),
      changed: Schema.Array(Schema.Struct({ itemId: Schema.Int, changes: changesOf(item) })),
    }),
  ] as const
}

export const catalogueListEvents = [
  ...eventsOf("GroupList", "group_list"),
  ...eventsOf("Classification", "classification"),
  ...eventsOf("MaterialList", "material_list"),
  ...eventsOf("PropertySet", "property_set"),
] as const
export type CatalogueListEvent = (typeof catalogueListEvents)[number]["Type"]

/** A list's or an item's fields as stored: by the event field name. */
export type ListItemFields = { readonly [field: string]: unknown }

/** The data of any list event, for code that serves every kind alike (which fields an op carries: the op says). */
export type ListEventData = {
  readonly listId: number
  readonly itemId?: number
  readonly fields?: ListItemFields
  readonly changes?: ListItemFields
  readonly added?: readonly { readonly itemId: number; readonly fields: ListItemFields }[]
  readonly changed?: readonly { readonly itemId: number; readonly changes: ListItemFields }[]
}
