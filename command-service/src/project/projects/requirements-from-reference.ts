/**
 * @module A project made from a reference project inherits the reference's catalogue (read-only, live) and
 * takes along the requirements of the activities it copies. A requirement names only its own project's items
 * (docs/catalogue.md "Inheritance"), so the classes and properties these requirements name come along as
 * local copies that remember their origin — as when a user writes such a requirement by hand (`localIdOf`).
 * A class comes with the classes above it (the copies keep the reference's hierarchy rather than flattening
 * it), its type and properties and their value lists (`Copier`). Everything no requirement names stays
 * inherited and follows the reference project live.
 */
import type { DomainError } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { Decision, IdSupply } from "../../shared/decision"
import { Copier, localCopyOf } from "../inheritance/instantiate"
import { evolveProject, initialProjectState, type ProjectState } from "../project-state"
import { type CatalogueCopy, requirementFieldsMapper } from "./copy-catalogue"

export type RequirementsFromReference = CatalogueCopy & {
  /** Why a copy could not be made (a reference project that breaks its own rules); null: none so far. */
  readonly refusal: () => DomainError | null
}

/**
 * The copies the requirements need, made as `requirementFieldsIn` meets them: `events` grows with each call,
 * so read it after the last requirement is mapped.
 */
export const requirementsFromReference = (reference: ProjectState, ids: IdSupply): RequirementsFromReference => {
  // The new project's catalogue as the copies fill it: each copy is decided on what is already there.
  const project = initialProjectState()
  const events: ProjectEvent[] = []
  let refusal: DomainError | null = null

  const keep = (decision: Decision<ProjectEvent>) => {
    if (!decision.ok) refusal ??= decision.error
    else
      for (const event of decision.events) {
        evolveProject(project, event)
        events.push(event)
      }
  }

  const classIdOf = (originId: number): number => {
    const known = localCopyOf(project, "element_class", originId)
    if (known !== undefined) return known
    const origin = reference.elementClasses.get(originId)
    // Not in the reference (it would not let a requirement name it): the id stays as written.
    if (!origin) return originId
    if (origin.parentId !== null) classIdOf(origin.parentId)
    keep(new Copier(project, reference, ids).elementClass(originId))
    return localCopyOf(project, "element_class", originId) ?? originId
  }

  const propertyIdOf = (originId: number): number => {
    if (!reference.properties.has(originId)) return originId
    const copier = new Copier(project, reference, ids)
    const propertyId = copier.propertyId(originId)
    keep({ ok: true, events: copier.events })
    return propertyId
  }

  return { events, refusal: () => refusal, requirementFieldsIn: requirementFieldsMapper(classIdOf, propertyIdOf) }
}

/** Ids the copies can take at most: each reference item copied once. */
export const idsForRequirementsFromReference = (reference: ProjectState) => ({
  element_class: reference.elementClasses.size,
  element_type: reference.elementTypes.size,
  property: reference.properties.size,
  value_list: reference.valueLists.size,
  value_list_item: [...reference.valueLists.values()].reduce((n, list) => n + list.items.length, 0),
  requirement: reference.requirements.size,
})
