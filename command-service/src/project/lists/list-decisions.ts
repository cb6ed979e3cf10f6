/**
 * @module Rules for the catalogue's lists (list-kinds.ts: group lists, classification systems, material
 * lists, property sets) and their items, alike for every kind: list names unique in the project and item
 * keys (the name, a classification item's code) unique in their list, any case; a classification item
 * under an item of its own system, never under itself or an item below it; an item with items under it stays.
 */
import { type ListKind, itemIdKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import {
  invalidValue,
  listItemForeignParent,
  listItemHasChildren,
  listItemParentCycle,
  listItemTaken,
  listNameTaken,
  notFound,
  type EntityWord,
} from "@bimprofile/contracts/errors/domain-errors"
import type { ListItemFields } from "@bimprofile/contracts/events/project/catalogue-list-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank, sameName } from "../names"
import type { AddListItem, ChangeList, ChangeListItem, CreateList, DeleteList, ListFieldValues, RemoveListItem } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"
import { itemKey, type ListItemState, type ListState } from "./list-state"

type D = Decision<ProjectEvent>

/** Names and codes as stored: trimmed; so are the names of a property's enumeration values. */
export const stored = (fields: ListFieldValues): ListItemFields => {
  const out: Record<string, unknown> = { ...fields }
  for (const field of ["name", "code"]) if (typeof out[field] === "string") out[field] = (out[field] as string).trim()
  if (Array.isArray(out.values)) out.values = (out.values as { name: string; desc: string | null }[]).map((value) => ({ name: value.name.trim(), desc: value.desc }))
  return out
}

/** The given fields as stored, and only those that differ from `current`. */
export const changedFields = (asked: ListFieldValues, current: ListItemFields): ListItemFields =>
  Object.fromEntries(Object.entries(stored(asked)).filter(([field, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(current[field])))

const word = (kind: ListKind): EntityWord => kind
const itemWord = (kind: ListKind): EntityWord => itemIdKind(kind) as EntityWord

const checkListName = (state: ProjectState, kind: ListKind, name: unknown, exceptId?: number): D | undefined => {
  if (typeof name !== "string" || isBlank(name)) return rejected(invalidValue(`${listKinds[kind].prefix}_name`, "Der Name darf nicht leer sein."))
  for (const list of state.lists[kind].values()) if (list.id !== exceptId && sameName(list.fields.name as string, name)) return rejected(listNameTaken(kind, name.trim()))
  return undefined
}

const checkItemKey = (list: ListState, kind: ListKind, value: unknown, exceptId?: number): D | undefined => {
  const { key, itemPrefix } = listKinds[kind]
  if (typeof value !== "string" || isBlank(value)) return rejected(invalidValue(`${itemPrefix}_${key}`, `${key === "code" ? "Der Code" : "Der Name"} darf nicht leer sein.`))
  const holder = list.itemIdByKey.get(itemKey(value))
  if (holder !== undefined && holder !== exceptId) return rejected(listItemTaken(kind, value.trim()))
  return undefined
}

/** An item's parent: an item of the same list, and (for an existing item) neither itself nor one below it. */
const checkParent = (list: ListState, kind: ListKind, parentId: unknown, itemId?: number): D | undefined => {
  if (parentId === null || parentId === undefined) return undefined
  if (!list.items.has(parentId as number)) return rejected(listItemForeignParent(kind, parentId as number))
  for (let at: number | null = parentId as number; at !== null; at = (list.items.get(at)?.fields.parentId as number | null) ?? null)
    if (at === itemId) return rejected(listItemParentCycle(kind))
  return undefined
}

/** The list of a command, or its refusal. */
export const listOf = (state: ProjectState, kind: ListKind, listId: number): ListState | D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  return state.lists[kind].get(listId) ?? rejected<ProjectEvent>(notFound(word(kind), listId))
}
export const isRefusal = (value: ListState | ListItemState | D): value is D => "ok" in value

const eventType = (kind: ListKind, op: string) => `${listKinds[kind].events}${op}` as ProjectEvent["type"]
/** A list event: its type is one of the kind's six (catalogue-list-events.ts), its data the generic shape. */
export const listEvent = (kind: ListKind, op: string, data: Record<string, unknown>) => ({ type: eventType(kind, op), data }) as unknown as ProjectEvent

export const createList = (cmd: CreateList, state: ProjectState, ids: IdSupply): D => {
  const fields = stored(cmd.fields)
  const refused = checkProjectLive(state) ?? checkListName(state, cmd.kind, fields.name)
  if (refused) return refused
  return accepted(listEvent(cmd.kind, "Created", { listId: ids.take(cmd.kind), fields }))
}

export const changeList = (cmd: ChangeList, state: ProjectState): D => {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  const changes = changedFields(cmd.fields, list.fields)
  const refused = changes.name === undefined ? undefined : checkListName(state, cmd.kind, changes.name, list.id)
  if (refused) return refused
  return Object.keys(changes).length === 0 ? accepted() : accepted(listEvent(cmd.kind, "Changed", { listId: list.id, changes }))
}

export const deleteList = (cmd: DeleteList, state: ProjectState): D => {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  return accepted(listEvent(cmd.kind, "Deleted", { listId: list.id }))
}

export const addListItem = (cmd: AddListItem, state: ProjectState, ids: IdSupply): D => {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  const fields = stored(cmd.fields)
  const refused = checkItemKey(list, cmd.kind, fields[listKinds[cmd.kind].key]) ?? checkParent(list, cmd.kind, fields.parentId)
  if (refused) return refused
  return accepted(listEvent(cmd.kind, "ItemAdded", { listId: list.id, itemId: ids.take(itemIdKind(cmd.kind)), fields }))
}

/** The item of a command, or its refusal. */
const itemOf = (list: ListState, kind: ListKind, itemId: number): ListItemState | D => list.items.get(itemId) ?? rejected<ProjectEvent>(notFound(itemWord(kind), itemId))

export const changeListItem = (cmd: ChangeListItem, state: ProjectState): D => {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  const item = itemOf(list, cmd.kind, cmd.itemId)
  if (isRefusal(item)) return item
  const changes = changedFields(cmd.fields, item.fields)
  const key = listKinds[cmd.kind].key
  const refused = (changes[key] === undefined ? undefined : checkItemKey(list, cmd.kind, changes[key], item.id)) ?? ("parentId" in changes ? checkParent(list, cmd.kind, changes.parentId, item.id) : undefined)
  if (refused) return refused
  return Object.keys(changes).length === 0 ? accepted() : accepted(listEvent(cmd.kind, "ItemChanged", { listId: list.id, itemId: item.id, changes }))
}

export const removeListItem = (cmd: RemoveListItem, state: ProjectState): D => {
  const list = listOf(state, cmd.kind, cmd.listId)
  if (isRefusal(list)) return list
  const item = itemOf(list, cmd.kind, cmd.itemId)
  if (isRefusal(item)) return item
  const children = list.childCount.get(item.id) ?? 0
  if (children > 0) return rejected(listItemHasChildren(cmd.kind, children))
  return accepted(listEvent(cmd.kind, "ItemRemoved", { listId: list.id, itemId: item.id }))
}
