/**
 * @module The catalogue lists' part of a project's state (list-kinds.ts): per kind its lists, each with
 * its fields and its items (a Map: a classification system may hold 50,000), folded in place.
 */
import { LIST_KINDS, type ListKind, listEventTypes } from "@bimprofile/contracts/catalogue/list-kinds"
import type { CatalogueListEvent, ListEventData, ListItemFields } from "@bimprofile/contracts/events/project/catalogue-list-events"
import { assertNever } from "../../shared/assert-never"

export type ListItemState = { readonly id: number; fields: ListItemFields }
export type ListState = { readonly id: number; fields: ListItemFields; readonly items: Map<number, ListItemState> }
export type ListsState = Record<ListKind, Map<number, ListState>>

export const emptyLists = (): ListsState => Object.fromEntries(LIST_KINDS.map((kind) => [kind, new Map()])) as ListsState

export const isListEvent = (event: { readonly type: string }): event is CatalogueListEvent => listEventTypes.has(event.type)

/** Applies one list event to the lists, in place. */
export const evolveLists = (lists: ListsState, event: CatalogueListEvent): void => {
  const { kind, op } = listEventTypes.get(event.type)!
  const data = event.data as ListEventData
  const ofKind = lists[kind]
  switch (op) {
    case "Created":
      ofKind.set(data.listId, { id: data.listId, fields: data.fields!, items: new Map() })
      return
    case "Changed": {
      const list = ofKind.get(data.listId)!
      list.fields = { ...list.fields, ...data.changes }
      return
    }
    case "Deleted":
      ofKind.delete(data.listId)
      return
    case "ItemAdded":
      ofKind.get(data.listId)!.items.set(data.itemId!, { id: data.itemId!, fields: data.fields! })
      return
    case "ItemChanged": {
      const item = ofKind.get(data.listId)!.items.get(data.itemId!)!
      item.fields = { ...item.fields, ...data.changes }
      return
    }
    case "ItemRemoved":
      ofKind.get(data.listId)!.items.delete(data.itemId!)
      return
    case "ItemsImported": {
      const { items } = ofKind.get(data.listId)!
      for (const { itemId, fields } of data.added!) items.set(itemId, { id: itemId, fields })
      for (const { itemId, changes } of data.changed!) {
        const item = items.get(itemId)!
        item.fields = { ...item.fields, ...changes }
      }
      return
    }
    default:
      assertNever(op)
  }
}
