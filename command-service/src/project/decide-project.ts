/** @module Dispatches a project command to its decider; exhaustive over the command union. */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { Decision, IdSupply } from "../shared/decision"
import {
  changeActivity,
  copyActivity,
  createActivity,
  deleteActivity,
  resequenceActivities,
} from "./activities/activity-decisions"
import { idsForTrees, requirementsIn } from "./copy-trees"
import {
  changeMilestone,
  copyMilestone,
  createMilestone,
  deleteMilestone,
  resequenceMilestones,
} from "./milestones/milestone-decisions"
import { grantPermission, revokePermission, shareWithOrganisation, unshareWithOrganisation } from "./permissions/permission-decisions"
import { addPhase, removePhase } from "./phases/phase-decisions"
import { changeProcess, copyProcess, createProcess, deleteProcess, resequenceProcesses } from "./processes/process-decisions"
import type { ProjectCommand } from "./project-commands"
import { assertNever } from "../shared/assert-never"
import type { ProjectState } from "./project-state"
import { changeProject, createProject, deleteProject } from "./projects/project-decisions"
import { changeElementClass, createElementClass, deleteElementClass } from "./element-classes/element-class-decisions"
import { changeElementType, createElementType, deleteElementType } from "./element-types/element-type-decisions"
import { type ListIdKind, itemIdKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { addListItem, changeList, changeListItem, createList, deleteList, removeListItem } from "./lists/list-decisions"
import { importListItems } from "./lists/list-import"
import { assignTypeProperty, removeTypeProperty } from "./properties/type-property-decisions"
import { addValue, changeValue, changeValueList, createValueList, deleteValueList, removeValue } from "./value-lists/value-list-decisions"
import { assignProperty, changeProperty, createProperty, deleteProperty, removeProperty } from "./properties/property-decisions"
import { idsForInstantiation, instantiateFromReference } from "./inheritance/instantiate"
import { copyProperties, idsForPropertyCopy } from "./inheritance/copy-properties"
import { addRequirement, changeRequirement, removeRequirement } from "./requirements/requirement-decisions"
import { idsForIdsImport, importIds } from "./requirements/ids-import"
import { addDocument, removeDocument } from "./documents/document-decisions"
import { publishVersion } from "./versions/version-decisions"
import { changeRole, copyRole, createRole, deleteRole } from "./roles/role-decisions"
import { applyProfileImport } from "./profile-import/apply-profile-import"

export type ProjectStreamCommand = Exclude<ProjectCommand, { type: "CopyProject" }>

export const decideProject = (command: ProjectStreamCommand, state: ProjectState, ids: IdSupply): Decision<ProjectEvent> => {
  switch (command.type) {
    case "CreateProject":
      return createProject(command, state, ids)
    case "ChangeProject":
      return changeProject(command, state)
    case "DeleteProject":
      return deleteProject(command, state)
    case "GrantPermission":
      return grantPermission(command, state)
    case "RevokePermission":
      return revokePermission(command, state)
    case "ShareWithOrganisation":
      return shareWithOrganisation(command, state)
    case "UnshareWithOrganisation":
      return unshareWithOrganisation(command, state)
    case "AddPhase":
      return addPhase(command, state, ids)
    case "RemovePhase":
      return removePhase(command, state)
    case "CreateMilestone":
      return createMilestone(command, state, ids)
    case "ChangeMilestone":
      return changeMilestone(command, state)
    case "ResequenceMilestones":
      return resequenceMilestones(command, state)
    case "DeleteMilestone":
      return deleteMilestone(command, state)
    case "CopyMilestone":
      return copyMilestone(command, state, ids)
    case "CreateProcess":
      return createProcess(command, state, ids)
    case "ChangeProcess":
      return changeProcess(command, state)
    case "ResequenceProcesses":
      return resequenceProcesses(command, state)
    case "DeleteProcess":
      return deleteProcess(command, state)
    case "CopyProcess":
      return copyProcess(command, state, ids)
    case "CreateActivity":
      return createActivity(command, state, ids)
    case "ChangeActivity":
      return changeActivity(command, state)
    case "ResequenceActivities":
      return resequenceActivities(command, state)
    case "DeleteActivity":
      return deleteActivity(command, state)
    case "CopyActivity":
      return copyActivity(command, state, ids)
    case "CreateRole":
      return createRole(command, state, ids)
    case "ChangeRole":
      return changeRole(command, state)
    case "DeleteRole":
      return deleteRole(command, state)
    case "CopyRole":
      return copyRole(command, state, ids)
    case "CreateElementClass":
      return createElementClass(command, state, ids)
    case "InstantiateFromReference":
      return instantiateFromReference(command, state, ids)
    case "CopyProperties":
      return copyProperties(command, state, ids)
    case "ChangeElementClass":
      return changeElementClass(command, state)
    case "DeleteElementClass":
      return deleteElementClass(command, state)
    case "CreateElementType":
      return createElementType(command, state, ids)
    case "ChangeElementType":
      return changeElementType(command, state)
    case "DeleteElementType":
      return deleteElementType(command, state)
    case "CreateProperty":
      return createProperty(command, state, ids)
    case "ChangeProperty":
      return changeProperty(command, state)
    case "DeleteProperty":
      return deleteProperty(command, state)
    case "AssignProperty":
      return assignProperty(command, state)
    case "RemoveProperty":
      return removeProperty(command, state)
    case "CreateValueList":
      return createValueList(command, state, ids)
    case "ChangeValueList":
      return changeValueList(command, state)
    case "DeleteValueList":
      return deleteValueList(command, state)
    case "AddValue":
      return addValue(command, state, ids)
    case "ChangeValue":
      return changeValue(command, state)
    case "RemoveValue":
      return removeValue(command, state)
    case "AssignTypeProperty":
      return assignTypeProperty(command, state)
    case "RemoveTypeProperty":
      return removeTypeProperty(command, state)
    case "CreateList":
      return createList(command, state, ids)
    case "ChangeList":
      return changeList(command, state)
    case "DeleteList":
      return deleteList(command, state)
    case "AddListItem":
      return addListItem(command, state, ids)
    case "ChangeListItem":
      return changeListItem(command, state)
    case "RemoveListItem":
      return removeListItem(command, state)
    case "ImportListItems":
      return importListItems(command, state, ids)
    case "AddRequirement":
      return addRequirement(command, state, ids)
    case "ChangeRequirement":
      return changeRequirement(command, state)
    case "RemoveRequirement":
      return removeRequirement(command, state)
    case "ImportIds":
      return importIds(command, state, ids)
    case "AddDocument":
      return addDocument(command, state, ids)
    case "RemoveDocument":
      return removeDocument(command, state)
    case "PublishVersion":
      return publishVersion(command, state, ids)
    case "ApplyProfileImport":
      return applyProfileImport(command, state, ids, decideProject)
    default:
      return assertNever(command)
  }
}

export type IdNeeds = Partial<Record<"project" | "phase" | "milestone" | "process" | "activity" | "role" | "element_class" | "element_type" | "property" | "value_list" | "value_list_item" | "requirement" | "document" | "version" | ListIdKind, number>>

/** The most ids of each kind a command can take, so the shell reserves them before deciding. */
export const idsNeededFor = (command: ProjectStreamCommand): IdNeeds => {
  switch (command.type) {
    case "CreateProject":
      return { phase: 4 }
    case "AddPhase":
      return { phase: 1 }
    case "CreateMilestone":
      return { milestone: 1 }
    case "CreateProcess":
      return { process: 1 }
    case "CreateActivity":
      return { activity: 1 }
    case "CreateRole":
    case "CopyRole":
      return { role: 1 }
    case "CreateElementClass":
      return { element_class: 1 }
    case "InstantiateFromReference":
      return idsForInstantiation(command)
    case "CopyProperties":
      return idsForPropertyCopy(command)
    case "CreateElementType":
      return { element_type: 1 }
    case "CreateProperty":
      return { property: 1 }
    case "CreateValueList":
      return { value_list: 1 }
    case "AddValue":
      return { value_list_item: 1 }
    case "CreateList":
      return { [command.kind]: 1 }
    case "AddListItem":
      return { [itemIdKind(command.kind)]: 1 }
    case "ImportListItems":
      return { [itemIdKind(command.kind)]: command.rows.length }
    case "AddRequirement":
      return { requirement: 1 }
    case "ImportIds":
      return idsForIdsImport(command)
    case "AddDocument":
      return { document: 1 }
    case "PublishVersion":
      return { version: 1 }
    case "ApplyProfileImport":
      return command.idNeeds as IdNeeds
    case "CopyMilestone":
      return idsForTrees([command.source])
    case "CopyProcess":
      return idsForTrees([], [command.source])
    case "CopyActivity":
      return { activity: 1, role: 2, requirement: requirementsIn([command.source]) }
    default:
      return {}
  }
}
