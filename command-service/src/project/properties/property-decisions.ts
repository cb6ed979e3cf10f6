/**
 * @module Rules for the properties (Merkmale) of a project's data catalogue and their assignment to element
 * classes (spec §5): a name is taken when another property of that name lands in the same set (or both in
 * none); a property assigned to a class stays; a class has a property once, its own or from a class above;
 * at most one typing property per class, and only when the class has its element class type. Targets are
 * accepted as written: their problems are shown with the property (and on each class), not refused.
 */
import { checkNotRequired } from "../requirements/requirement-decisions"
import { foreignEntity, nameEmpty, notFound, propertyAlreadyAssigned, propertyInUse, propertyNameTaken, propertyNotOwn, typingPropertyRule } from "@bimprofile/contracts/errors/domain-errors"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank, sameName } from "../names"
import type { AssignProperty, ChangeProperty, CreateProperty, DeleteProperty, PropertyFields, RemoveProperty } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

/** Targets as stored: names trimmed, no data type as null. */
const normalisedTargets = (ifc: readonly PropertyTarget[]): PropertyTarget[] =>
  ifc.map((t) =>
    "attribute" in t
      ? { ifc_version: t.ifc_version, attribute: t.attribute.trim(), data_type: t.data_type?.trim() || null }
      : { ifc_version: t.ifc_version, pset: t.pset.trim(), property: t.property.trim(), data_type: t.data_type?.trim() || null },
  )

/** The sets a property lands in (any case); none for attributes only. */
const setsOf = (ifc: readonly PropertyTarget[]) => new Set(ifc.flatMap((t) => ("pset" in t ? [t.pset.trim().toLowerCase()] : [])))

type Named = { readonly name: string; readonly ifc: readonly PropertyTarget[] }

/** Whether two properties take each other's name: the same name landing in a same set (or both in none). */
export const takesNameOf = (a: Named, b: Named) => {
  if (!sameName(a.name, b.name)) return false
  const sets = setsOf(a.ifc)
  const otherSets = setsOf(b.ifc)
  return sets.size === 0 && otherSets.size === 0 ? true : [...sets].some((set) => otherSets.has(set))
}

/** The property of the project whose name a property of this name and these targets would take, if any. */
export const propertyNamedLike = (state: ProjectState, name: string, ifc: readonly PropertyTarget[], exceptId?: number) => {
  for (const other of state.properties.values()) if (other.id !== exceptId && takesNameOf(other, { name, ifc })) return other
  return undefined
}

const checkName = (state: ProjectState, name: string, ifc: readonly PropertyTarget[], exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("property"))
  return propertyNamedLike(state, name, ifc, exceptId) ? rejected(propertyNameTaken(name.trim())) : undefined
}

const trimmed = (fields: Partial<PropertyFields>): Partial<PropertyFields> => ({
  ...fields,
  ...(fields.name !== undefined && { name: fields.name.trim() }),
  ...(fields.unit !== undefined && { unit: fields.unit?.trim() || null }),
  ...(fields.ifc !== undefined && { ifc: normalisedTargets(fields.ifc) }),
})

/** The classes a property is assigned to. */
export const classesWithProperty = (state: ProjectState, propertyId: number) => {
  let count = 0
  for (const elementClass of state.elementClasses.values()) if (elementClass.propertyIds.includes(propertyId)) count++
  return count
}

/** The class and the classes above it, nearest first. */
export const lineage = (state: Pick<ProjectState, "elementClasses">, classId: number) => {
  const classes = []
  for (let id: number | null = classId; id !== null; id = state.elementClasses.get(id)?.parentId ?? null) {
    const found = state.elementClasses.get(id)
    if (!found) break
    classes.push(found)
  }
  return classes
}

/** A value list must be one of this project's. */
const checkValueList = (state: ProjectState, valueListId: number | null | undefined): D | undefined =>
  valueListId === null || valueListId === undefined || state.valueLists.has(valueListId) ? undefined : rejected(foreignEntity("value_list", valueListId, "pty_vls_id"))

export const createProperty = (cmd: CreateProperty, state: ProjectState, ids: IdSupply): D => {
  const { type: _type, ...fields } = cmd
  const property = trimmed(fields) as PropertyFields
  const refused = checkProjectLive(state) ?? checkName(state, property.name, property.ifc) ?? checkValueList(state, property.valueListId)
  if (refused) return refused
  return accepted({ type: "PropertyCreated", data: { propertyId: ids.take("property"), ...property } })
}

export const changeProperty = (cmd: ChangeProperty, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const found = state.properties.get(cmd.propertyId)
  if (!found) return rejected(notFound("property", cmd.propertyId))
  const { type: _type, propertyId, ...asked } = cmd
  const wanted = trimmed(asked)
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(found[key as keyof PropertyFields])),
  ) as Partial<PropertyFields>
  if (changes.name !== undefined || changes.ifc !== undefined) {
    const refused = checkName(state, changes.name ?? found.name, changes.ifc ?? found.ifc, propertyId)
    if (refused) return refused
  }
  const badList = checkValueList(state, changes.valueListId)
  if (badList) return badList
  if (Object.keys(changes).length === 0) return accepted()
  return accepted({ type: "PropertyChanged", data: { propertyId, changes } })
}

export const deleteProperty = (cmd: DeleteProperty, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.properties.has(cmd.propertyId)) return rejected(notFound("property", cmd.propertyId))
  const classes = classesWithProperty(state, cmd.propertyId)
  let types = 0
  for (const elementType of state.elementTypes.values()) if (elementType.propertyIds.includes(cmd.propertyId)) types++
  if (classes > 0 || types > 0) return rejected(propertyInUse(classes, types))
  const required = checkNotRequired(state, "property", cmd.propertyId)
  if (required) return required
  return accepted({ type: "PropertyDeleted", data: { propertyId: cmd.propertyId } })
}

export const assignProperty = (cmd: AssignProperty, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const elementClass = state.elementClasses.get(cmd.elementClassId)
  if (!elementClass) return rejected(notFound("element_class", cmd.elementClassId))
  const property = state.properties.get(cmd.propertyId)
  if (!property) return rejected(foreignEntity("property", cmd.propertyId, "pty_id"))
  const classes = lineage(state, elementClass.id)
  if (classes.some((c) => c.propertyIds.includes(property.id))) return rejected(propertyAlreadyAssigned(property.name))
  if (property.concept === "typing") {
    if (elementClass.typeId === null) return rejected(typingPropertyRule("noType"))
    if (classes.some((c) => c.propertyIds.some((id) => state.properties.get(id)?.concept === "typing"))) return rejected(typingPropertyRule("second"))
  }
  return accepted({ type: "ElementClassPropertyAssigned", data: { elementClassId: elementClass.id, propertyId: property.id } })
}

export const removeProperty = (cmd: RemoveProperty, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const elementClass = state.elementClasses.get(cmd.elementClassId)
  if (!elementClass) return rejected(notFound("element_class", cmd.elementClassId))
  if (!state.properties.has(cmd.propertyId)) return rejected(notFound("property", cmd.propertyId))
  if (!elementClass.propertyIds.includes(cmd.propertyId))
    return rejected(propertyNotOwn())
  return accepted({ type: "ElementClassPropertyRemoved", data: { elementClassId: elementClass.id, propertyId: cmd.propertyId } })
}
