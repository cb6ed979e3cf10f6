/** @module Lookup keys that tell which project stream owns an entity id ("milestone:42" → "project-7"). */
import { type ListKind, listEventTypes } from "@bimprofile/contracts/catalogue/list-kinds"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"

export type EntityKind = "phase" | "milestone" | "process" | "activity" | "role" | "element_class" | "element_type" | "property" | "value_list" | "requirement" | "document" | ListKind

export const entityKey = (kind: EntityKind, id: number) => `${kind}:${id}`

/** The keys the creation events of a decision register. */
export const keysOf = (events: readonly ProjectEvent[]): string[] => {
  const keys: string[] = []
  for (const event of events) {
    const list = listEventTypes.get(event.type)
    if (list?.op === "Created") keys.push(entityKey(list.kind, (event.data as { listId: number }).listId))
    switch (event.type) {
      case "PhaseAdded":
        keys.push(entityKey("phase", event.data.phaseId))
        break
      case "MilestoneCreated":
        keys.push(entityKey("milestone", event.data.milestoneId))
        break
      case "ProcessCreated":
        keys.push(entityKey("process", event.data.processId))
        break
      case "ActivityCreated":
        keys.push(entityKey("activity", event.data.activityId))
        break
      case "RoleCreated":
        keys.push(entityKey("role", event.data.roleId))
        break
      case "ElementClassCreated":
        keys.push(entityKey("element_class", event.data.elementClassId))
        break
      case "ElementTypeCreated":
        keys.push(entityKey("element_type", event.data.elementTypeId))
        break
      case "PropertyCreated":
        keys.push(entityKey("property", event.data.propertyId))
        break
      case "ValueListCreated":
        keys.push(entityKey("value_list", event.data.valueListId))
        break
      case "RequirementAdded":
        keys.push(entityKey("requirement", event.data.requirementId))
        break
      case "DocumentAdded":
        keys.push(entityKey("document", event.data.documentId))
        break
    }
  }
  return keys
}
