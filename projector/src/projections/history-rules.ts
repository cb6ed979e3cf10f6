/**
 * @module Which entity each project event is about, and what it does to it (the timeline, issue 11): one rule per
 * event type, in a `Record<ProjectEventType, …>`, so a new event type does not compile until it says where it
 * shows. A rule turns the event's data into a `HistoryFact`; history.ts folds the facts with the entities'
 * last-known fields into the timeline's rows.
 */
import { listEventTypes, type ListEventOp, type ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import type { CatalogueListEvent } from "@bimprofile/contracts/events/project/catalogue-list-events"
import type { ProjectEventType } from "@bimprofile/contracts/events/project/project-event"
import type { HistoryEntity, HistoryKind } from "@bimprofile/contracts/history/history-item"

export type Fields = Readonly<Record<string, unknown>>
type Data = Fields

/** An entity of one project: the timeline's unit, and the key of its last-known fields. */
export type EntityRef = { readonly entity: HistoryEntity; readonly id: number }

/**
 * What one event did, in the timeline's words:
 * - `created`: the entity with its fields;
 * - `changed` / `moved`: the fields that changed, each with its new value (`known`: the previous values the event
 *   itself states, e.g. the phase a milestone moved from — they win over the last-known fields; `orCreated`: an
 *   entity with no known fields is created by it, as a user's first grant);
 * - `deleted`: the entity is gone (its last-known fields are the entry's `before`);
 * - `summary`: one entry for many items at once (a resequence, an upload): a compact `after`, and the items'
 *   fields to remember (`items`), so a later change of one of them knows its `before`;
 * - `shares`: the organisations the project is shared with, one added or removed (`sharedOrgIds` before → after);
 * - `projectDeleted`: the project's timeline goes with it.
 */
export type HistoryFact =
  | { readonly op: "created"; readonly ref: EntityRef; readonly fields: Fields }
  | { readonly op: "changed" | "moved"; readonly ref: EntityRef; readonly fields: Fields; readonly known?: Fields; readonly orCreated?: true }
  | { readonly op: "deleted"; readonly ref: EntityRef }
  | {
      readonly op: "summary"
      readonly ref: EntityRef
      readonly kind: HistoryKind
      readonly after: Fields
      readonly items?: readonly { readonly ref: EntityRef; readonly op: "created" | "merged"; readonly fields: Fields }[]
    }
  | { readonly op: "shares"; readonly ref: EntityRef; readonly add?: number; readonly remove?: number }
  | { readonly op: "projectDeleted" }

type Rule = (data: Data) => HistoryFact

const idOf = (data: Data, field: string) => Number(data[field])
const without = (data: Data, field: string): Fields => {
  const { [field]: _id, ...rest } = data
  return rest
}

/** Created with every field of the event but its id. */
const created = (entity: HistoryEntity, idField: string): Rule => (data) => ({ op: "created", ref: { entity, id: idOf(data, idField) }, fields: without(data, idField) })
/** Changed: every field of the event but its id (ProjectRenamed → name). */
const changed = (entity: HistoryEntity, idField: string): Rule => (data) => ({ op: "changed", ref: { entity, id: idOf(data, idField) }, fields: without(data, idField) })
/** Changed: the fields under `changes` (PropertyChanged, RequirementChanged). */
const changedFields = (entity: HistoryEntity, idField: string, under = "changes"): Rule => (data) => ({ op: "changed", ref: { entity, id: idOf(data, idField) }, fields: data[under] as Fields })
const deleted = (entity: HistoryEntity, idField: string): Rule => (data) => ({ op: "deleted", ref: { entity, id: idOf(data, idField) } })
/** Into another parent at `seq`: the event states the parent it left. */
const moved = (entity: HistoryEntity, idField: string, parentField: string, fromField: string, toField: string): Rule => (data) => ({
  op: "moved",
  ref: { entity, id: idOf(data, idField) },
  fields: { [parentField]: data[toField], seq: data.seq },
  known: { [parentField]: data[fromField] },
})
/** Items of a group placed anew: one entry on the group's parent, with the placements (those the request listed). */
const resequenced = (parent: HistoryEntity, parentField: string): Rule => (data) => ({
  op: "summary",
  ref: { entity: parent, id: idOf(data, parentField) },
  kind: "moved",
  after: { placements: data.placements },
})
/** A property assigned to (or removed from) a class or a type: a change of its owner, the property's id before → after. */
const propertyAssignment = (owner: HistoryEntity, ownerField: string, assigned: boolean): Rule => (data) => ({
  op: "changed",
  ref: { entity: owner, id: idOf(data, ownerField) },
  fields: { propertyId: assigned ? data.propertyId : null },
  known: { propertyId: assigned ? null : data.propertyId },
})

/** The seven facts of a catalogue list kind (catalogue-list-events.ts). */
const listRule = (kind: ListKind, op: ListEventOp): Rule => {
  const item = `${kind}_item` as const
  const list = (data: Data): EntityRef => ({ entity: kind, id: idOf(data, "listId") })
  const itemOf = (data: Data): EntityRef => ({ entity: item, id: idOf(data, "itemId") })
  switch (op) {
    case "Created":
      return (data) => ({ op: "created", ref: list(data), fields: data.fields as Fields })
    case "Changed":
      return (data) => ({ op: "changed", ref: list(data), fields: data.changes as Fields })
    case "Deleted":
      return (data) => ({ op: "deleted", ref: list(data) })
    case "ItemAdded":
      return (data) => ({ op: "created", ref: itemOf(data), fields: { listId: data.listId, ...(data.fields as Fields) } })
    case "ItemChanged":
      return (data) => ({ op: "changed", ref: itemOf(data), fields: data.changes as Fields })
    case "ItemRemoved":
      return (data) => ({ op: "deleted", ref: itemOf(data) })
    case "ItemsImported":
      // An upload of hundreds of items: one entry on the list with the counts, never the items themselves.
      return (data) => {
        const added = data.added as readonly { itemId: number; fields: Fields }[]
        const changedItems = data.changed as readonly { itemId: number; changes: Fields }[]
        return {
          op: "summary",
          ref: list(data),
          kind: "changed",
          after: { itemsAdded: added.length, itemsChanged: changedItems.length },
          items: [
            ...added.map((a) => ({ ref: { entity: item, id: a.itemId }, op: "created" as const, fields: { listId: data.listId, ...a.fields } })),
            ...changedItems.map((c) => ({ ref: { entity: item, id: c.itemId }, op: "merged" as const, fields: c.changes })),
          ],
        }
      }
  }
}

const listRules = Object.fromEntries([...listEventTypes].map(([type, { kind, op }]) => [type, listRule(kind, op)])) as Record<CatalogueListEvent["type"], Rule>

/** A user's roles on the project: granted (again: changed), revoked (deleted); the entity's id is the user's. */
const permissionGranted: Rule = (data) => ({ op: "changed", ref: { entity: "permission", id: idOf(data, "userId") }, fields: { roles: data.roles }, orCreated: true })

export const HISTORY_RULES: Record<ProjectEventType, Rule> = {
  ...listRules,
  ProjectCreated: created("project", "projectId"),
  ProjectRenamed: changed("project", "projectId"),
  ProjectDescriptionChanged: changed("project", "projectId"),
  ProjectIfcSchemaChanged: changed("project", "projectId"),
  ProjectSharingWithAllChanged: changed("project", "projectId"),
  ProjectTypeChanged: changed("project", "projectId"),
  ProjectOwnershipChanged: changed("project", "projectId"),
  ProjectDeleted: () => ({ op: "projectDeleted" }),
  ProjectPermissionGranted: permissionGranted,
  ProjectPermissionRevoked: deleted("permission", "userId"),
  ProjectSharedWithOrganisation: (data) => ({ op: "shares", ref: { entity: "project", id: idOf(data, "projectId") }, add: idOf(data, "orgId") }),
  ProjectUnsharedWithOrganisation: (data) => ({ op: "shares", ref: { entity: "project", id: idOf(data, "projectId") }, remove: idOf(data, "orgId") }),
  PhaseAdded: created("phase", "phaseId"),
  PhaseRemoved: deleted("phase", "phaseId"),
  MilestoneCreated: created("milestone", "milestoneId"),
  MilestoneRenamed: changed("milestone", "milestoneId"),
  MilestoneDescriptionChanged: changed("milestone", "milestoneId"),
  MilestoneMoved: moved("milestone", "milestoneId", "phaseId", "fromPhaseId", "toPhaseId"),
  MilestonesResequenced: resequenced("phase", "phaseId"),
  MilestoneDeleted: deleted("milestone", "milestoneId"),
  ProcessCreated: created("process", "processId"),
  ProcessRenamed: changed("process", "processId"),
  ProcessShortNameChanged: changed("process", "processId"),
  ProcessDescriptionChanged: changed("process", "processId"),
  ProcessMoved: moved("process", "processId", "milestoneId", "fromMilestoneId", "toMilestoneId"),
  ProcessesResequenced: resequenced("milestone", "milestoneId"),
  ProcessDeleted: deleted("process", "processId"),
  ActivityCreated: created("activity", "activityId"),
  ActivityRenamed: changed("activity", "activityId"),
  ActivityDescriptionChanged: changed("activity", "activityId"),
  ActivityRolesAssigned: changed("activity", "activityId"),
  ActivityMoved: moved("activity", "activityId", "processId", "fromProcessId", "toProcessId"),
  ActivitiesResequenced: resequenced("process", "processId"),
  ActivityIdsInfoRecorded: changed("activity", "activityId"),
  ActivityDeleted: deleted("activity", "activityId"),
  RoleCreated: created("role", "roleId"),
  RoleRenamed: changed("role", "roleId"),
  RoleDescriptionChanged: changed("role", "roleId"),
  RoleTypeChanged: changed("role", "roleId"),
  RoleDeleted: deleted("role", "roleId"),
  ElementClassCreated: created("element_class", "elementClassId"),
  ElementClassRenamed: changed("element_class", "elementClassId"),
  ElementClassDescriptionChanged: changed("element_class", "elementClassId"),
  ElementClassCategoryChanged: changed("element_class", "elementClassId"),
  ElementClassParentChanged: changed("element_class", "elementClassId"),
  ElementClassMappedToIfc: changed("element_class", "elementClassId"),
  ElementClassUriChanged: changed("element_class", "elementClassId"),
  ElementClassDeleted: deleted("element_class", "elementClassId"),
  ElementClassTypeChanged: changed("element_class", "elementClassId"),
  ElementTypeCreated: created("element_type", "elementTypeId"),
  ElementTypeRenamed: changed("element_type", "elementTypeId"),
  ElementTypeDescriptionChanged: changed("element_type", "elementTypeId"),
  ElementTypeMappedToIfc: changed("element_type", "elementTypeId"),
  ElementTypeUriChanged: changed("element_type", "elementTypeId"),
  ElementTypeDeleted: deleted("element_type", "elementTypeId"),
  PropertyCreated: created("property", "propertyId"),
  PropertyChanged: changedFields("property", "propertyId"),
  PropertyDeleted: deleted("property", "propertyId"),
  ElementClassPropertyAssigned: propertyAssignment("element_class", "elementClassId", true),
  ElementClassPropertyRemoved: propertyAssignment("element_class", "elementClassId", false),
  ElementTypePropertyAssigned: propertyAssignment("element_type", "elementTypeId", true),
  ElementTypePropertyRemoved: propertyAssignment("element_type", "elementTypeId", false),
  ValueListCreated: created("value_list", "valueListId"),
  ValueListChanged: changedFields("value_list", "valueListId"),
  ValueListDeleted: deleted("value_list", "valueListId"),
  ValueListItemAdded: (data) => ({ op: "created", ref: { entity: "value_list_item", id: idOf(data, "itemId") }, fields: without(data, "itemId") }),
  ValueListItemChanged: changedFields("value_list_item", "itemId"),
  ValueListItemRemoved: deleted("value_list_item", "itemId"),
  RequirementAdded: created("requirement", "requirementId"),
  RequirementChanged: changedFields("requirement", "requirementId"),
  RequirementRemoved: deleted("requirement", "requirementId"),
  DocumentAdded: created("document", "documentId"),
  DocumentRemoved: deleted("document", "documentId"),
  // A published version is never changed or deleted: one created entry with its number, title and note.
  ProjectVersionPublished: created("version", "versionId"),
}

