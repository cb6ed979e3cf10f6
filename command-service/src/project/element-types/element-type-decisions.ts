/**
 * @module Rules for the element class types (Fachklassentypen) of a project's data catalogue: names unique in
 * the project (any case), and a type its classes name stays. Its IFC mapping is accepted as written, as a
 * class's is: an entity that is no type object is shown as a problem of the type, not refused.
 */
import { elementTypeInUse, elementTypeNameTaken, nameEmpty, notFound } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { normalisedMappings, sameMappings } from "../ifc-mappings"
import { isBlank, nameTakenAmong } from "../names"
import type { ChangeElementType, CreateElementType, DeleteElementType } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const checkName = (state: ProjectState, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("element_type"))
  if (nameTakenAmong(name, state.elementTypes.values(), exceptId)) return rejected(elementTypeNameTaken(name.trim()))
  return undefined
}

/** How many of the project's classes name the type. */
export const classesOfType = (state: ProjectState, typeId: number) => {
  let count = 0
  for (const elementClass of state.elementClasses.values()) if (elementClass.typeId === typeId) count++
  return count
}

export const createElementType = (cmd: CreateElementType, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkName(state, cmd.name)
  if (refused) return refused
  return accepted({
    type: "ElementTypeCreated",
    data: { elementTypeId: ids.take("element_type"), name: cmd.name.trim(), desc: cmd.desc, ifc: normalisedMappings(cmd.ifc), uri: cmd.uri },
  })
}

export const changeElementType = (cmd: ChangeElementType, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const found = state.elementTypes.get(cmd.elementTypeId)
  if (!found) return rejected(notFound("element_type", cmd.elementTypeId))
  const elementTypeId = found.id
  const events: ProjectEvent[] = []
  if (cmd.name !== undefined) {
    const refused = checkName(state, cmd.name, elementTypeId)
    if (refused) return refused
    if (cmd.name.trim() !== found.name) events.push({ type: "ElementTypeRenamed", data: { elementTypeId, name: cmd.name.trim() } })
  }
  if (cmd.desc !== undefined && cmd.desc !== found.desc) events.push({ type: "ElementTypeDescriptionChanged", data: { elementTypeId, desc: cmd.desc } })
  if (cmd.ifc !== undefined) {
    const ifc = normalisedMappings(cmd.ifc)
    if (!sameMappings(ifc, found.ifc)) events.push({ type: "ElementTypeMappedToIfc", data: { elementTypeId, ifc } })
  }
  if (cmd.uri !== undefined && cmd.uri !== found.uri) events.push({ type: "ElementTypeUriChanged", data: { elementTypeId, uri: cmd.uri } })
  return accepted(...events)
}

export const deleteElementType = (cmd: DeleteElementType, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.elementTypes.has(cmd.elementTypeId)) return rejected(notFound("element_type", cmd.elementTypeId))
  const classes = classesOfType(state, cmd.elementTypeId)
  if (classes > 0) return rejected(elementTypeInUse(classes))
  return accepted({ type: "ElementTypeDeleted", data: { elementTypeId: cmd.elementTypeId } })
}
