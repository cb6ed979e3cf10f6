/**
 * @module Commands on a project stream (imperatives, domain names). Routes map 1.2 bodies to these;
 * copy and import commands carry the source subtree, so one decider serves both (same or other project).
 */
import type { IdsDocument } from "@bimprofile/contracts/ids/ids-document"
import type { DocumentFields } from "@bimprofile/contracts/events/project/document-events"
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import type { RequirementFields } from "@bimprofile/contracts/events/project/requirement-events"
import type { ProjectRole } from "@bimprofile/contracts/access/roles"
import type { PhaseCode, RoleTypeCode } from "@bimprofile/contracts/codes"
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"
import type { PropertyConcept, PropertyDatatype } from "@bimprofile/contracts/catalogue/property-kinds"
import type { PropertyTarget } from "@bimprofile/contracts/events/project/property-events"
import type { IfcNameMapping } from "@bimprofile/contracts/events/project/value-list-events"
import type { CatalogueState } from "./catalogue-state"
import type { ProfileWorkbook } from "./profile-import/profile-workbook"

type Text = string | null

export type CreateProject = {
  type: "CreateProject"
  /** Taken by the shell before deciding: it names the new stream. */
  projectId: number
  name: string
  desc: Text
  orgId: number | null
  personal: boolean
  typeCode: string
  accessAll: boolean
  ifcSchemaId: number
  /** Gets ["admin"] on the new project in the same append. */
  creatorId: number
}
export type ChangeProject = {
  type: "ChangeProject"
  name?: string
  desc?: Text
  orgId?: number | null
  personal?: boolean
  typeCode?: string
  accessAll?: boolean
  ifcSchemaId?: number
}
export type DeleteProject = { type: "DeleteProject" }

/**
 * What a copy takes: the source's phases (by id), of them the milestones, and of a milestone the processes
 * (null: all of its processes); a phase left out is not created in the copy. null takes everything.
 */
export type CopySelection = {
  readonly phases: ReadonlySet<number>
  readonly milestones: ReadonlyMap<number, ReadonlySet<number> | null>
} | null
export type CopyProject = {
  type: "CopyProject"
  projectId: number
  name: string
  desc: Text
  orgId: number | null
  personal: boolean
  typeCode: string
  accessAll: boolean
  ifcSchemaId: number
  selection: CopySelection
  /** Whether the copied activities keep their requirements. */
  withRequirements: boolean
  /** Gets ["admin"] on the copy in the same append. */
  creatorId: number
}

/** Sets a user's roles on the project as a whole; `grantorId` is the caller (nobody grants themselves). */
export type GrantPermission = { type: "GrantPermission"; userId: number; roles: readonly ProjectRole[]; grantorId: number }
export type RevokePermission = { type: "RevokePermission"; userId: number }
export type ShareWithOrganisation = { type: "ShareWithOrganisation"; orgId: number }
export type UnshareWithOrganisation = { type: "UnshareWithOrganisation"; orgId: number }

export type AddPhase = { type: "AddPhase"; phaseCode: PhaseCode }
export type RemovePhase = { type: "RemovePhase"; phaseId: number; cascade: boolean }

export type CreateMilestone = { type: "CreateMilestone"; phaseId: number; name: string; desc: Text; seq?: number }
export type ChangeMilestone = {
  type: "ChangeMilestone"
  milestoneId: number
  name?: string
  desc?: Text
  phaseId?: number
  seq?: number
}
export type ResequenceMilestones = {
  type: "ResequenceMilestones"
  items: readonly { milestoneId: number; seq: number; phaseId?: number }[]
}
export type DeleteMilestone = { type: "DeleteMilestone"; milestoneId: number; cascade: boolean }

export type CreateProcess = {
  type: "CreateProcess"
  milestoneId: number
  name: string
  shortName: Text
  desc: Text
  seq?: number
}
export type ChangeProcess = {
  type: "ChangeProcess"
  processId: number
  name?: string
  shortName?: Text
  desc?: Text
  milestoneId?: number
  seq?: number
}
export type ResequenceProcesses = {
  type: "ResequenceProcesses"
  items: readonly { processId: number; seq: number; milestoneId?: number }[]
}
export type DeleteProcess = { type: "DeleteProcess"; processId: number }

export type CreateActivity = {
  type: "CreateActivity"
  processId: number
  name: string
  desc: Text
  providerRoleId: number | null
  receiverRoleId: number | null
  seq?: number
}
export type ChangeActivity = {
  type: "ChangeActivity"
  activityId: number
  name?: string
  desc?: Text
  providerRoleId?: number | null
  receiverRoleId?: number | null
  processId?: number
  seq?: number
}
export type ResequenceActivities = {
  type: "ResequenceActivities"
  items: readonly { activityId: number; seq: number; processId?: number }[]
}
export type DeleteActivity = { type: "DeleteActivity"; activityId: number }

export type CreateRole = { type: "CreateRole"; name: string; desc: Text; roleType: RoleTypeCode }
export type ChangeRole = { type: "ChangeRole"; roleId: number; name?: string; desc?: Text; roleType?: RoleTypeCode }
export type DeleteRole = { type: "DeleteRole"; roleId: number }

/** A role as seen in the source of a copy; `sameProject` tells whether its id is valid in the target. */
export type RoleTree = { id: number; name: string; desc: Text; roleType: RoleTypeCode; sameProject: boolean }
/** An activity to copy; its requirements come along within the project (their classes and properties are the project's). */
export type ActivityTree = { name: string; desc: Text; provider: RoleTree | null; receiver: RoleTree | null; requirements?: readonly RequirementFields[] }
export type ProcessTree = { name: string; shortName: Text; desc: Text; sourceId: number; activities: readonly ActivityTree[] }
export type MilestoneTree = { name: string; desc: Text; processes: readonly ProcessTree[] }

export type CopyMilestone = { type: "CopyMilestone"; name: string; phaseId: number; source: MilestoneTree }
export type CopyProcess = { type: "CopyProcess"; name: string; milestoneId: number; source: ProcessTree }
export type CopyActivity = { type: "CopyActivity"; name: string; processId: number; source: ActivityTree }
export type CopyRole = { type: "CopyRole"; name: string; source: RoleTree }

/**
 * Takes an item of the project's reference project into the project as a local copy (inheritance/instantiate.ts).
 * `reference` is the reference project's state, read while the command is decided.
 */
export type InstantiateFromReference = {
  type: "InstantiateFromReference"
  kind: "element_class" | "property" | "element_type" | "value_list"
  originId: number
  reference: CatalogueState
}
/**
 * Gives properties to element classes of the project (the property copy wizard, inheritance/copy-properties.ts):
 * its own (`ownPropertyIds`) and those of other projects, each source's state read while the command is decided.
 */
export type CopyProperties = {
  type: "CopyProperties"
  ownPropertyIds: number[]
  sources: { readonly state: CatalogueState; readonly propertyIds: readonly number[]; readonly keepOrigin: boolean }[]
  elementClassIds: number[]
}
export type CreateElementClass = {
  type: "CreateElementClass"
  name: string
  desc: Text
  category: Text
  parentId: number | null
  ifc: readonly IfcEntityMapping[]
  uri: Text
  typeId: number | null
}
export type ChangeElementClass = {
  type: "ChangeElementClass"
  elementClassId: number
  name?: string
  desc?: Text
  category?: Text
  parentId?: number | null
  ifc?: readonly IfcEntityMapping[]
  uri?: Text
  typeId?: number | null
}
export type DeleteElementClass = { type: "DeleteElementClass"; elementClassId: number }

export type CreateElementType = { type: "CreateElementType"; name: string; desc: Text; ifc: readonly IfcEntityMapping[]; uri: Text }
export type ChangeElementType = { type: "ChangeElementType"; elementTypeId: number; name?: string; desc?: Text; ifc?: readonly IfcEntityMapping[]; uri?: Text }
export type DeleteElementType = { type: "DeleteElementType"; elementTypeId: number }

export type PropertyFields = {
  valueListId: number | null
  name: string
  desc: Text
  datatype: PropertyDatatype
  unit: Text
  concept: PropertyConcept
  ifc: readonly PropertyTarget[]
  uri: Text
}
export type CreateProperty = { type: "CreateProperty" } & PropertyFields
export type ChangeProperty = { type: "ChangeProperty"; propertyId: number } & Partial<PropertyFields>
export type DeleteProperty = { type: "DeleteProperty"; propertyId: number }
export type AssignProperty = { type: "AssignProperty"; elementClassId: number; propertyId: number }
export type RemoveProperty = { type: "RemoveProperty"; elementClassId: number; propertyId: number }
export type AssignTypeProperty = { type: "AssignTypeProperty"; elementTypeId: number; propertyId: number }
export type RemoveTypeProperty = { type: "RemoveTypeProperty"; elementTypeId: number; propertyId: number }

export type ValueListFields = { name: string; desc: Text; ifc: readonly IfcNameMapping[] }
export type ValueFields = { name: string; desc: Text; ifc: readonly IfcNameMapping[]; uri: Text }
export type CreateValueList = { type: "CreateValueList" } & ValueListFields
export type ChangeValueList = { type: "ChangeValueList"; valueListId: number } & Partial<ValueListFields>
export type DeleteValueList = { type: "DeleteValueList"; valueListId: number }
export type AddValue = { type: "AddValue"; valueListId: number } & ValueFields
export type ChangeValue = { type: "ChangeValue"; valueListId: number; itemId: number } & Partial<ValueFields>
export type RemoveValue = { type: "RemoveValue"; valueListId: number; itemId: number }

/** A catalogue list (list-kinds.ts) and its items: fields by their event names, trimmed by the decider. */
export type ListFieldValues = { readonly [field: string]: unknown }
export type CreateList = { type: "CreateList"; kind: ListKind; fields: ListFieldValues }
export type ChangeList = { type: "ChangeList"; kind: ListKind; listId: number; fields: ListFieldValues }
export type DeleteList = { type: "DeleteList"; kind: ListKind; listId: number }
export type AddListItem = { type: "AddListItem"; kind: ListKind; listId: number; fields: ListFieldValues }
export type ChangeListItem = { type: "ChangeListItem"; kind: ListKind; listId: number; itemId: number; fields: ListFieldValues }
export type RemoveListItem = { type: "RemoveListItem"; kind: ListKind; listId: number; itemId: number }
/** One row of an upload: its line in the file, its fields; a parent named by its key (`parentCode`), resolved by the decider. */
export type ImportRow = { readonly line: number; readonly fields: ListFieldValues; readonly parentCode?: string | null }
export type ImportListItems = { type: "ImportListItems"; kind: ListKind; listId: number; rows: readonly ImportRow[] }
export type ListCommand = CreateList | ChangeList | DeleteList | AddListItem | ChangeListItem | RemoveListItem | ImportListItems

/** An activity's requirement (an IDS specification): its fields as the events carry them. */
export type AddRequirement = { type: "AddRequirement"; activityId: number; fields: RequirementFields }
export type ChangeRequirement = { type: "ChangeRequirement"; requirementId: number; fields: Partial<RequirementFields> }
export type RemoveRequirement = { type: "RemoveRequirement"; requirementId: number }
/** An IDS 1.0 file's specifications as requirements of the activity (requirements/ids-import.ts). */
export type ImportIds = { type: "ImportIds"; activityId: number; document: IdsDocument }
export type RequirementCommand = AddRequirement | ChangeRequirement | RemoveRequirement | ImportIds

/** A file kept with the project (documents/document-decisions.ts): its bytes already stored, named by their SHA-256. */
export type AddDocument = { type: "AddDocument" } & DocumentFields
export type RemoveDocument = { type: "RemoveDocument"; documentId: number }
export type DocumentCommand = AddDocument | RemoveDocument
/** Publish the project's current state as its next version (issue 11); refused when nothing changed since the last. */
export type PublishVersion = { type: "PublishVersion"; title: string | null; note: string | null }

/**
 * Applies an Excel profile's preview (profile-import/): the workbook is planned again on the state it is decided
 * on, and applied only when that plan's preview is the one the user saw (`fingerprint`); removals only with
 * `remove`. `reference` is the reference project's catalogue, read when the apply was asked for; `idNeeds` the
 * ids the plan's additions take.
 */
export type ApplyProfileImport = {
  type: "ApplyProfileImport"
  workbook: ProfileWorkbook
  reference: CatalogueState | null
  fingerprint: string
  remove: boolean
  idNeeds: Readonly<Record<string, number>>
}

export type ProjectCommand =
  | CreateProject
  | CopyProject
  | ChangeProject
  | DeleteProject
  | GrantPermission
  | RevokePermission
  | ShareWithOrganisation
  | UnshareWithOrganisation
  | AddPhase
  | RemovePhase
  | CreateMilestone
  | ChangeMilestone
  | ResequenceMilestones
  | DeleteMilestone
  | CopyMilestone
  | CreateProcess
  | ChangeProcess
  | ResequenceProcesses
  | DeleteProcess
  | CopyProcess
  | CreateActivity
  | ChangeActivity
  | ResequenceActivities
  | DeleteActivity
  | CopyActivity
  | CreateRole
  | ChangeRole
  | DeleteRole
  | CopyRole
  | CreateElementClass
  | InstantiateFromReference
  | CopyProperties
  | ChangeElementClass
  | DeleteElementClass
  | CreateElementType
  | ChangeElementType
  | DeleteElementType
  | CreateProperty
  | ChangeProperty
  | DeleteProperty
  | AssignProperty
  | RemoveProperty
  | CreateValueList
  | ChangeValueList
  | DeleteValueList
  | AddValue
  | ChangeValue
  | RemoveValue
  | AssignTypeProperty
  | RemoveTypeProperty
  | ListCommand
  | RequirementCommand
  | DocumentCommand
  | PublishVersion
  | ApplyProfileImport
