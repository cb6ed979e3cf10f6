/**
 * @module Which properties an element class type has (its type object's, spec §3 `pro_pty_typ_count`): a
 * property of the project, once per type. A type has no supertype here, so nothing is inherited; a type
 * deleted takes its assignments with it (the properties stay).
 */
import { foreignEntity, notFound, propertyAlreadyOnType } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, rejected } from "../../shared/decision"
import type { AssignTypeProperty, RemoveTypeProperty } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

export const assignTypeProperty = (cmd: AssignTypeProperty, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const elementType = state.elementTypes.get(cmd.elementTypeId)
  if (!elementType) return rejected(notFound("element_type", cmd.elementTypeId))
  const property = state.properties.get(cmd.propertyId)
  if (!property) return rejected(foreignEntity("property", cmd.propertyId, "pty_id"))
  if (elementType.propertyIds.includes(property.id)) return rejected(propertyAlreadyOnType(property.name))
  return accepted({ type: "ElementTypePropertyAssigned", data: { elementTypeId: elementType.id, propertyId: property.id } })
}

export const removeTypeProperty = (cmd: RemoveTypeProperty, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const elementType = state.elementTypes.get(cmd.elementTypeId)
  if (!elementType) return rejected(notFound("element_type", cmd.elementTypeId))
  if (!elementType.propertyIds.includes(cmd.propertyId)) return rejected(notFound("property", cmd.propertyId))
  return accepted({ type: "ElementTypePropertyRemoved", data: { elementTypeId: elementType.id, propertyId: cmd.propertyId } })
}
