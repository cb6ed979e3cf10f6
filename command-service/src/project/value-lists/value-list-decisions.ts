/**
 * @module Rules for the value lists (Wertelisten) of a project's data catalogue: list names unique in the
 * project and value names unique in their list (any case, spec §5: "items in a list"); a list a property
 * uses stays. A list without values or without a property is flagged when read, not refused.
 */
import { nameEmpty, notFound, valueListInUse, valueListNameTaken, valueNameTaken } from "@bimprofile/contracts/errors/domain-errors"
import type { IfcNameMapping } from "@bimprofile/contracts/events/project/value-list-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank, nameTakenAmong } from "../names"
import type { AddValue, ChangeValue, ChangeValueList, CreateValueList, DeleteValueList, RemoveValue } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const trimmedNames = (ifc: readonly IfcNameMapping[]) => ifc.map((m) => ({ ifc_version: m.ifc_version, name: m.name.trim() }))

/** The given fields trimmed as stored, and only those that differ from `current`. */
const changedFields = <F extends { name?: string; ifc?: readonly IfcNameMapping[] }>(asked: F, current: Record<string, unknown>) => {
  const wanted: Record<string, unknown> = { ...asked }
  if (asked.name !== undefined) wanted.name = asked.name.trim()
  if (asked.ifc !== undefined) wanted.ifc = trimmedNames(asked.ifc)
  return Object.fromEntries(Object.entries(wanted).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key]))) as Partial<F>
}

const checkListName = (state: ProjectState, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("value_list"))
  if (nameTakenAmong(name, state.valueLists.values(), exceptId)) return rejected(valueListNameTaken(name.trim()))
  return undefined
}

const checkValueName = (items: Iterable<{ id: number; name: string }>, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("value_list_item"))
  if (nameTakenAmong(name, items, exceptId)) return rejected(valueNameTaken(name.trim()))
  return undefined
}

/** How many properties use the list. */
export const propertiesWithList = (state: ProjectState, valueListId: number) => {
  let count = 0
  for (const property of state.properties.values()) if (property.valueListId === valueListId) count++
  return count
}

export const createValueList = (cmd: CreateValueList, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkListName(state, cmd.name)
  if (refused) return refused
  return accepted({ type: "ValueListCreated", data: { valueListId: ids.take("value_list"), name: cmd.name.trim(), desc: cmd.desc, ifc: trimmedNames(cmd.ifc) } })
}

/** The list of a command, or its refusal. */
const listOf = (state: ProjectState, valueListId: number) => checkProjectLive(state) ?? (state.valueLists.has(valueListId) ? undefined : rejected<ProjectEvent>(notFound("value_list", valueListId)))

export const changeValueList = (cmd: ChangeValueList, state: ProjectState): D => {
  const refused = listOf(state, cmd.valueListId)
  if (refused) return refused
  const list = state.valueLists.get(cmd.valueListId)!
  const { type: _type, valueListId, ...asked } = cmd
  const changes = changedFields(asked, list)
  if (changes.name !== undefined) {
    const taken = checkListName(state, changes.name, valueListId)
    if (taken) return taken
  }
  return Object.keys(changes).length === 0 ? accepted() : accepted({ type: "ValueListChanged", data: { valueListId, changes } })
}

export const deleteValueList = (cmd: DeleteValueList, state: ProjectState): D => {
  const refused = listOf(state, cmd.valueListId)
  if (refused) return refused
  const properties = propertiesWithList(state, cmd.valueListId)
  if (properties > 0) return rejected(valueListInUse(properties))
  return accepted({ type: "ValueListDeleted", data: { valueListId: cmd.valueListId } })
}

export const addValue = (cmd: AddValue, state: ProjectState, ids: IdSupply): D => {
  const refused = listOf(state, cmd.valueListId) ?? checkValueName(state.valueLists.get(cmd.valueListId)!.items, cmd.name)
  if (refused) return refused
  return accepted({
    type: "ValueListItemAdded",
    data: { valueListId: cmd.valueListId, itemId: ids.take("value_list_item"), name: cmd.name.trim(), desc: cmd.desc, ifc: trimmedNames(cmd.ifc), uri: cmd.uri },
  })
}

export const changeValue = (cmd: ChangeValue, state: ProjectState): D => {
  const refused = listOf(state, cmd.valueListId)
  if (refused) return refused
  const list = state.valueLists.get(cmd.valueListId)!
  const item = list.items.find((candidate) => candidate.id === cmd.itemId)
  if (!item) return rejected(notFound("value_list_item", cmd.itemId))
  const { type: _type, valueListId, itemId, ...asked } = cmd
  const changes = changedFields(asked, item)
  if (changes.name !== undefined) {
    const taken = checkValueName(list.items, changes.name, itemId)
    if (taken) return taken
  }
  return Object.keys(changes).length === 0 ? accepted() : accepted({ type: "ValueListItemChanged", data: { valueListId, itemId, changes } })
}

export const removeValue = (cmd: RemoveValue, state: ProjectState): D => {
  const refused = listOf(state, cmd.valueListId)
  if (refused) return refused
  if (!state.valueLists.get(cmd.valueListId)!.items.some((item) => item.id === cmd.itemId)) return rejected(notFound("value_list_item", cmd.itemId))
  return accepted({ type: "ValueListItemRemoved", data: { valueListId: cmd.valueListId, itemId: cmd.itemId } })
}
