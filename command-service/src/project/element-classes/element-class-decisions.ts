/**
 * @module Rules for the element classes (Fachklassen) of a project's data catalogue: names unique in the
 * project, a parent from the same project that is neither the class itself nor one of its subclasses, and a
 * class with subclasses stays. A mapping to IFC is accepted as written: its problems (an unknown entity, a
 * predefined type of another entity …) are shown with the class, not refused, so a catalogue imported from
 * an IDS file keeps exactly what the file says (docs/ifc-knowledge.md).
 */
import { checkNotRequired } from "../requirements/requirement-decisions"
import {
  elementClassHasChildren,
  elementClassNameTaken,
  elementClassParentCycle,
  foreignEntity,
  nameEmpty,
  notFound,
  typingPropertyRule,
} from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { normalisedMappings as normalised, sameMappings } from "../ifc-mappings"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank, nameTakenAmong } from "../names"
import type { ChangeElementClass, CreateElementClass, DeleteElementClass } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const checkName = (state: ProjectState, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("element_class"))
  if (nameTakenAmong(name, state.elementClasses.values(), exceptId)) return rejected(elementClassNameTaken(name.trim()))
  return undefined
}

/** A parent must be a class of this project, and not the class itself or below it (no cycles). */
const checkParent = (state: ProjectState, parentId: number | null, classId?: number): D | undefined => {
  if (parentId === null) return undefined
  if (!state.elementClasses.has(parentId)) return rejected(foreignEntity("element_class", parentId, "elc_parent_id"))
  for (let ancestor: number | null = parentId; ancestor !== null; ancestor = state.elementClasses.get(ancestor)?.parentId ?? null)
    if (ancestor === classId) return rejected(elementClassParentCycle())
  return undefined
}

/** A type must be one of this project's element class types. */
const checkType = (state: ProjectState, typeId: number | null): D | undefined =>
  typeId === null || state.elementTypes.has(typeId) ? undefined : rejected(foreignEntity("element_type", typeId, "elc_elt_id"))

export const subclassCount = (state: ProjectState, classId: number) => {
  let count = 0
  for (const other of state.elementClasses.values()) if (other.parentId === classId) count++
  return count
}

export const createElementClass = (cmd: CreateElementClass, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkName(state, cmd.name) ?? checkParent(state, cmd.parentId) ?? checkType(state, cmd.typeId)
  if (refused) return refused
  const elementClassId = ids.take("element_class")
  const typed: ProjectEvent[] = cmd.typeId === null ? [] : [{ type: "ElementClassTypeChanged", data: { elementClassId, elementTypeId: cmd.typeId } }]
  return accepted<ProjectEvent>({
    type: "ElementClassCreated",
    data: {
      elementClassId,
      name: cmd.name.trim(),
      desc: cmd.desc,
      category: cmd.category?.trim() || null,
      parentId: cmd.parentId,
      ifc: normalised(cmd.ifc),
      uri: cmd.uri,
    },
  }, ...typed)
}

export const changeElementClass = (cmd: ChangeElementClass, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const found = state.elementClasses.get(cmd.elementClassId)
  if (!found) return rejected(notFound("element_class", cmd.elementClassId))
  const elementClassId = found.id
  const events: ProjectEvent[] = []
  if (cmd.name !== undefined) {
    const refused = checkName(state, cmd.name, elementClassId)
    if (refused) return refused
    if (cmd.name.trim() !== found.name) events.push({ type: "ElementClassRenamed", data: { elementClassId, name: cmd.name.trim() } })
  }
  if (cmd.desc !== undefined && cmd.desc !== found.desc) events.push({ type: "ElementClassDescriptionChanged", data: { elementClassId, desc: cmd.desc } })
  if (cmd.category !== undefined) {
    const category = cmd.category?.trim() || null
    if (category !== found.category) events.push({ type: "ElementClassCategoryChanged", data: { elementClassId, category } })
  }
  if (cmd.parentId !== undefined && cmd.parentId !== found.parentId) {
    const refused = checkParent(state, cmd.parentId, elementClassId)
    if (refused) return refused
    events.push({ type: "ElementClassParentChanged", data: { elementClassId, parentId: cmd.parentId } })
  }
  if (cmd.ifc !== undefined) {
    const ifc = normalised(cmd.ifc)
    if (!sameMappings(ifc, found.ifc)) events.push({ type: "ElementClassMappedToIfc", data: { elementClassId, ifc } })
  }
  if (cmd.uri !== undefined && cmd.uri !== found.uri) events.push({ type: "ElementClassUriChanged", data: { elementClassId, uri: cmd.uri } })
  if (cmd.typeId !== undefined && cmd.typeId !== found.typeId) {
    const refused = checkType(state, cmd.typeId)
    if (refused) return refused
    // A typing property needs the class's type (spec §5): the type stays while the class has one.
    if (cmd.typeId === null && found.propertyIds.some((id) => state.properties.get(id)?.concept === "typing")) return rejected(typingPropertyRule("noType"))
    events.push({ type: "ElementClassTypeChanged", data: { elementClassId, elementTypeId: cmd.typeId } })
  }
  return accepted(...events)
}

export const deleteElementClass = (cmd: DeleteElementClass, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.elementClasses.has(cmd.elementClassId)) return rejected(notFound("element_class", cmd.elementClassId))
  const children = subclassCount(state, cmd.elementClassId)
  if (children > 0) return rejected(elementClassHasChildren(children))
  const required = checkNotRequired(state, "element_class", cmd.elementClassId)
  if (required) return required
  return accepted({ type: "ElementClassDeleted", data: { elementClassId: cmd.elementClassId } })
}
