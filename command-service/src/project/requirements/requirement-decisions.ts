/**
 * @module Rules for an activity's requirements (issue 9): the activity and the element class in the project,
 * one requirement per class in an activity, property facets naming properties of the project, and what IDS
 * 1.0 allows (requirements/facet-rules.ts), so that every stored requirement exports as a valid IDS
 * specification. Deleting an activity, a process or a milestone removes the requirements of the activities
 * that go (`requirementsRemovedWith`); a class or property that requirements use stays.
 */
import { foreignEntity, invalidValue, notFound, requirementClassTaken, usedByRequirements } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import { requirementProblem } from "@bimprofile/contracts/requirements/facet-rules"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank } from "../names"
import type { AddRequirement, ChangeRequirement, RemoveRequirement } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const trimmed = <F extends Partial<RequirementFields>>(fields: F): F => ({
  ...fields,
  ...(fields.name !== undefined && { name: fields.name.trim() }),
  ...(fields.identifier !== undefined && fields.identifier !== null && { identifier: fields.identifier.trim() }),
})

/** The refusal of a requirement's fields in its activity (`exceptId`: the requirement itself), or undefined. */
const checkFields = (state: ProjectState, activityId: number, fields: RequirementFields, exceptId?: number): D | undefined => {
  if (isBlank(fields.name)) return rejected(invalidValue("req_name", "Der Name der Anforderung darf nicht leer sein."))
  if (fields.elementClassId !== null) {
    const elementClass = state.elementClasses.get(fields.elementClassId)
    if (!elementClass) return rejected(foreignEntity("element_class", fields.elementClassId, "req_elc_id"))
    for (const other of state.requirements.values())
      if (other.activityId === activityId && other.id !== exceptId && other.elementClassId === fields.elementClassId) return rejected(requirementClassTaken(elementClass.name))
  }
  for (const facet of [...fields.applicability, ...fields.facets])
    if (facet.facet === "property" && facet.pty_id !== null && !state.properties.has(facet.pty_id)) return rejected(foreignEntity("property", facet.pty_id, "req_facets"))
  const broken = requirementProblem(fields)
  return broken ? rejected(invalidValue(broken.field, broken.message)) : undefined
}

export const addRequirement = (cmd: AddRequirement, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.activities.has(cmd.activityId)) return rejected(foreignEntity("activity", cmd.activityId, "req_act_id"))
  const fields = trimmed(cmd.fields)
  const refused = checkFields(state, cmd.activityId, fields)
  if (refused) return refused
  return accepted({ type: "RequirementAdded", data: { requirementId: ids.take("requirement"), activityId: cmd.activityId, ...fields } })
}

export const changeRequirement = (cmd: ChangeRequirement, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const current = state.requirements.get(cmd.requirementId)
  if (!current) return rejected(notFound("requirement", cmd.requirementId))
  const asked = trimmed(cmd.fields)
  const changes = Object.fromEntries(
    Object.entries(asked).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key as keyof RequirementFields])),
  ) as Partial<RequirementFields>
  if (Object.keys(changes).length === 0) return accepted()
  const { id: _id, activityId, ...fields } = current
  const refused = checkFields(state, activityId, { ...fields, ...changes }, current.id)
  if (refused) return refused
  return accepted({ type: "RequirementChanged", data: { requirementId: current.id, activityId, changes } })
}

export const removeRequirement = (cmd: RemoveRequirement, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const current = state.requirements.get(cmd.requirementId)
  if (!current) return rejected(notFound("requirement", cmd.requirementId))
  return accepted({ type: "RequirementRemoved", data: { requirementId: current.id, activityId: current.activityId } })
}

/** The removal of every requirement of these activities: they go first, named one by one for the history. */
export const requirementsRemovedWith = (state: ProjectState, activityIds: Iterable<number>): ProjectEvent[] => {
  const going = new Set(activityIds)
  const events: ProjectEvent[] = []
  for (const requirement of state.requirements.values())
    if (going.has(requirement.activityId)) events.push({ type: "RequirementRemoved", data: { requirementId: requirement.id, activityId: requirement.activityId } })
  return events
}

/** How many requirements ask for the class, or (in a property facet) the property. */
export const requirementsUsing = (state: ProjectState, what: "element_class" | "property", id: number) => {
  let count = 0
  for (const requirement of state.requirements.values()) {
    if (what === "element_class" ? requirement.elementClassId === id : [...requirement.applicability, ...requirement.facets].some((f) => f.facet === "property" && f.pty_id === id)) count++
  }
  return count
}

/** The refusal to delete a class or property that requirements use, or undefined. */
export const checkNotRequired = (state: ProjectState, what: "element_class" | "property", id: number): D | undefined => {
  const count = requirementsUsing(state, what, id)
  return count > 0 ? rejected(usedByRequirements(what, count)) : undefined
}
