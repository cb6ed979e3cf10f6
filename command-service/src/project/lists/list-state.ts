/**
 * @module The catalogue lists' part of a project's state (list-kinds.ts): per kind its lists, each with
 * its fields and its items (a Map: a classification system may hold 50,000), folded in place. Each list
 * also keeps what its rules ask for by key and by parent (list-decisions.ts, list-import.ts), updated by
 * every item event, so that a command (an upload's step of 500 rows) costs what it touches, not the list.
 */
import { LIST_KINDS, type ListKind, listEventTypes, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import type { CatalogueListEvent, ListEventData, ListItemFields } from "@bimprofile/contracts/events/project/catalogue-list-events"
import { assertNever } from "../../shared/assert-never"
import { nameKey } from "../names"

export type ListItemState = { readonly id: number; fields: ListItemFields }
export type ListState = {
  readonly id: number
  fields: ListItemFields
  readonly items: Map<number, ListItemState>
  /**
   * Each item's id by its key (the kind's key field as itemKey compares it: trimmed, any case). Keys are
   * unique in a list (the rules refuse a second), so one id per key.
   */
  readonly itemIdByKey: Map<string, number>
  /** How many items stand directly under an item (its `parentId`); an item without any is absent. */
  readonly childCount: Map<number, number>
}
export type ListsState = Record<ListKind, Map<number, ListState>>

/** An item's key as its uniqueness in the list is judged (a code «C02» and «c02 » are the same). */
export const itemKey = (value: unknown) => nameKey(String(value ?? ""))

export const emptyLists = (): ListsState => Object.fromEntries(LIST_KINDS.map((kind) => [kind, new Map()])) as ListsState

export const isListEvent = (event: { readonly type: string }): event is CatalogueListEvent => listEventTypes.has(event.type)

const parentOf = (fields: ListItemFields) => (typeof fields.parentId === "number" ? fields.parentId : null)

/** Counts the item in under its key and its parent. */
const enter = (list: ListState, key: string, item: ListItemState) => {
  list.itemIdByKey.set(itemKey(item.fields[key]), item.id)
  const parentId = parentOf(item.fields)
  if (parentId !== null) list.childCount.set(parentId, (list.childCount.get(parentId) ?? 0) + 1)
}

/** Counts the item out of its key and its parent (before it changes or goes). */
const leave = (list: ListState, key: string, item: ListItemState) => {
  const k = itemKey(item.fields[key])
  if (list.itemIdByKey.get(k) === item.id) list.itemIdByKey.delete(k)
  const parentId = parentOf(item.fields)
  if (parentId === null) return
  const count = (list.childCount.get(parentId) ?? 0) - 1
  if (count > 0) list.childCount.set(parentId, count)
  else list.childCount.delete(parentId)
}

const change = (list: ListState, key: string, item: ListItemState, changes: ListItemFields) => {
  const reindex = key in changes || "parentId" in changes
  if (reindex) leave(list, key, item)
  item.fields = { ...item.fields, ...changes }
  if (reindex) enter(list, key, item)
}

const add = (list: ListState, key: string, itemId: number, fields: ListItemFields) => {
  const replaced = list.items.get(itemId)
  if (replaced) leave(list, key, replaced)
  const item = { id: itemId, fields }
  list.items.set(itemId, item)
  enter(list, key, item)
}

/** Applies one list event to the lists, in place. */
export const evolveLists = (lists: ListsState, event: CatalogueListEvent): void => {
  const { kind, op } = listEventTypes.get(event.type)!
  const { key } = listKinds[kind]
  const data = event.data as ListEventData
  const ofKind = lists[kind]
  switch (op) {
    case "Created":
      ofKind.set(data.listId, { id: data.listId, fields: data.fields!, items: new Map(), itemIdByKey: new Map(), childCount: new Map() })
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
      add(ofKind.get(data.listId)!, key, data.itemId!, data.fields!)
      return
    case "ItemChanged": {
      const list = ofKind.get(data.listId)!
      change(list, key, list.items.get(data.itemId!)!, data.changes!)
      return
    }
    case "ItemRemoved": {
      const list = ofKind.get(data.listId)!
      const item = list.items.get(data.itemId!)
      if (!item) return
      leave(list, key, item)
      list.items.delete(item.id)
      return
    }
    case "ItemsImported": {
      const list = ofKind.get(data.listId)!
      for (const { itemId, fields } of data.added!) add(list, key, itemId, fields)
      for (const { itemId, changes } of data.changed!) change(list, key, list.items.get(itemId)!, changes)
      return
    }
    default:
      assertNever(op)
  }
}
