/**
 * @module What the project rules need to know, folded from the project's events: the whole structure
 * (copying needs it all), names for uniqueness, which activities link which roles, and who may do what
 * (owner, grants, shares: the access facts of contracts/access/roles); the data catalogue's part is
 * catalogue-state.ts.
 * `evolveProject` updates the state in place for speed: a cached state of a big project is advanced
 * event by event, never rebuilt per command. Callers that must not see a change work on `cloneProject`.
 */
import type { ProjectRole } from "@bimprofile/contracts/access/roles"
import { PHASE_CODES, type PhaseCode, type RoleTypeCode } from "@bimprofile/contracts/codes"
import { placeAt, resequence, withoutId } from "@bimprofile/contracts/events/project/group-order"
import { isCatalogueEvent } from "@bimprofile/contracts/events/project/catalogue-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { assertNever } from "../shared/assert-never"
import { type CatalogueState, evolveCatalogue } from "./catalogue-state"
import { emptyLists } from "./lists/list-state"

export type PhaseState = { id: number; code: PhaseCode; name: string }
export type MilestoneState = { id: number; phaseId: number; name: string; desc: string | null }
export type ProcessState = { id: number; milestoneId: number; name: string; shortName: string | null; desc: string | null }
export type ActivityState = {
  id: number
  processId: number
  name: string
  desc: string | null
  providerRoleId: number | null
  receiverRoleId: number | null
}
export type RoleState = { id: number; name: string; desc: string | null; roleType: RoleTypeCode }
export type ProjectState = CatalogueState & {
  status: "none" | "active" | "deleted"
  id: number
  name: string
  desc: string | null
  orgId: number | null
  personal: boolean
  typeCode: string
  accessAll: boolean
  ifcSchemaId: number
  isTemplate: boolean
  referenceProjectId: number | null
  /** User id → roles granted on the project itself (the creator holds ["admin"]). */
  grants: Map<number, readonly ProjectRole[]>
  /** Organisations (other than the owner) the project is shared with. */
  sharedOrgIds: Set<number>
  phases: Map<number, PhaseState>
  milestones: Map<number, MilestoneState>
  processes: Map<number, ProcessState>
  activities: Map<number, ActivityState>
  roles: Map<number, RoleState>
  /** Child order per parent: milestones per phase, processes per milestone, activities per process. */
  milestoneOrder: Map<number, number[]>
  processOrder: Map<number, number[]>
  activityOrder: Map<number, number[]>
}

export const initialProjectState = (): ProjectState => ({
  status: "none",
  id: 0,
  name: "",
  desc: null,
  orgId: null,
  personal: false,
  typeCode: "",
  accessAll: false,
  ifcSchemaId: 0,
  isTemplate: false,
  referenceProjectId: null,
  grants: new Map(),
  sharedOrgIds: new Set(),
  phases: new Map(),
  milestones: new Map(),
  processes: new Map(),
  activities: new Map(),
  roles: new Map(),
  elementClasses: new Map(),
  elementTypes: new Map(),
  properties: new Map(),
  valueLists: new Map(),
  lists: emptyLists(),
  requirements: new Map(),
  documents: new Map(),
  keptExports: new Map(),
  versions: { count: 0, changesSince: 0 },
  milestoneOrder: new Map(),
  processOrder: new Map(),
  activityOrder: new Map(),
})

export const cloneProject = (state: ProjectState): ProjectState => structuredClone(state)

const phaseName = (code: PhaseCode) => PHASE_CODES.find((p) => p.code === code)!.name

export const evolveProject = (state: ProjectState, event: ProjectEvent): ProjectState => {
  // Every event is a change a next published version would show (the version's own resets the count to 0).
  state.versions.changesSince++
  return applyEvent(state, event)
}

const applyEvent = (state: ProjectState, event: ProjectEvent): ProjectState => {
  switch (event.type) {
    case "ProjectCreated": {
      const d = event.data
      Object.assign(state, {
        status: "active",
        id: d.projectId,
        name: d.name,
        desc: d.desc,
        orgId: d.orgId,
        personal: d.personal,
        typeCode: d.typeCode,
        accessAll: d.accessAll,
        ifcSchemaId: d.ifcSchemaId,
        isTemplate: d.isTemplate,
        referenceProjectId: d.referenceProjectId,
      })
      return state
    }
    case "ProjectRenamed":
      state.name = event.data.name
      return state
    case "ProjectDescriptionChanged":
      state.desc = event.data.desc
      return state
    case "ProjectIfcSchemaChanged":
      state.ifcSchemaId = event.data.ifcSchemaId
      return state
    case "ProjectSharingWithAllChanged":
      state.accessAll = event.data.accessAll
      return state
    case "ProjectTypeChanged":
      state.typeCode = event.data.typeCode
      state.isTemplate = event.data.isTemplate
      return state
    case "ProjectOwnershipChanged":
      state.orgId = event.data.orgId
      state.personal = event.data.personal
      return state
    case "ProjectDeleted":
      state.status = "deleted"
      return state
    case "ProjectPermissionGranted":
      state.grants.set(event.data.userId, [...event.data.roles])
      return state
    case "ProjectPermissionRevoked":
      state.grants.delete(event.data.userId)
      return state
    case "ProjectSharedWithOrganisation":
      state.sharedOrgIds.add(event.data.orgId)
      return state
    case "ProjectUnsharedWithOrganisation":
      state.sharedOrgIds.delete(event.data.orgId)
      return state
    case "PhaseAdded":
      state.phases.set(event.data.phaseId, { id: event.data.phaseId, code: event.data.phaseCode, name: phaseName(event.data.phaseCode) })
      state.milestoneOrder.set(event.data.phaseId, [])
      return state
    case "PhaseRemoved":
      state.phases.delete(event.data.phaseId)
      state.milestoneOrder.delete(event.data.phaseId)
      return state
    case "MilestoneCreated": {
      const d = event.data
      state.milestones.set(d.milestoneId, { id: d.milestoneId, phaseId: d.phaseId, name: d.name, desc: d.desc })
      state.milestoneOrder.set(d.phaseId, placeAt(state.milestoneOrder.get(d.phaseId) ?? [], d.milestoneId, d.seq))
      state.processOrder.set(d.milestoneId, [])
      return state
    }
    case "MilestoneRenamed":
      state.milestones.get(event.data.milestoneId)!.name = event.data.name
      return state
    case "MilestoneDescriptionChanged":
      state.milestones.get(event.data.milestoneId)!.desc = event.data.desc
      return state
    case "MilestoneMoved": {
      const d = event.data
      state.milestones.get(d.milestoneId)!.phaseId = d.toPhaseId
      moveIn(state.milestoneOrder, d.milestoneId, d.fromPhaseId, d.toPhaseId, d.seq)
      return state
    }
    case "MilestonesResequenced":
      state.milestoneOrder.set(event.data.phaseId, resequence(state.milestoneOrder.get(event.data.phaseId) ?? [], event.data.placements))
      return state
    case "MilestoneDeleted":
      state.milestones.delete(event.data.milestoneId)
      state.processOrder.delete(event.data.milestoneId)
      state.milestoneOrder.set(event.data.phaseId, withoutId(state.milestoneOrder.get(event.data.phaseId) ?? [], event.data.milestoneId))
      return state
    case "ProcessCreated": {
      const d = event.data
      state.processes.set(d.processId, { id: d.processId, milestoneId: d.milestoneId, name: d.name, shortName: d.shortName, desc: d.desc })
      state.processOrder.set(d.milestoneId, placeAt(state.processOrder.get(d.milestoneId) ?? [], d.processId, d.seq))
      state.activityOrder.set(d.processId, [])
      return state
    }
    case "ProcessRenamed":
      state.processes.get(event.data.processId)!.name = event.data.name
      return state
    case "ProcessShortNameChanged":
      state.processes.get(event.data.processId)!.shortName = event.data.shortName
      return state
    case "ProcessDescriptionChanged":
      state.processes.get(event.data.processId)!.desc = event.data.desc
      return state
    case "ProcessMoved": {
      const d = event.data
      state.processes.get(d.processId)!.milestoneId = d.toMilestoneId
      moveIn(state.processOrder, d.processId, d.fromMilestoneId, d.toMilestoneId, d.seq)
      return state
    }
    case "ProcessesResequenced":
      state.processOrder.set(event.data.milestoneId, resequence(state.processOrder.get(event.data.milestoneId) ?? [], event.data.placements))
      return state
    case "ProcessDeleted": {
      const d = event.data
      // Its activities go with it.
      for (const activityId of state.activityOrder.get(d.processId) ?? []) state.activities.delete(activityId)
      state.processes.delete(d.processId)
      state.activityOrder.delete(d.processId)
      state.processOrder.set(d.milestoneId, withoutId(state.processOrder.get(d.milestoneId) ?? [], d.processId))
      return state
    }
    case "ActivityCreated": {
      const d = event.data
      state.activities.set(d.activityId, {
        id: d.activityId,
        processId: d.processId,
        name: d.name,
        desc: d.desc,
        providerRoleId: d.providerRoleId,
        receiverRoleId: d.receiverRoleId,
      })
      state.activityOrder.set(d.processId, placeAt(state.activityOrder.get(d.processId) ?? [], d.activityId, d.seq))
      return state
    }
    case "ActivityRenamed":
      state.activities.get(event.data.activityId)!.name = event.data.name
      return state
    case "ActivityDescriptionChanged":
      state.activities.get(event.data.activityId)!.desc = event.data.desc
      return state
    case "ActivityRolesAssigned": {
      const activity = state.activities.get(event.data.activityId)!
      activity.providerRoleId = event.data.providerRoleId
      activity.receiverRoleId = event.data.receiverRoleId
      return state
    }
    case "ActivityMoved": {
      const d = event.data
      state.activities.get(d.activityId)!.processId = d.toProcessId
      moveIn(state.activityOrder, d.activityId, d.fromProcessId, d.toProcessId, d.seq)
      return state
    }
    case "ActivitiesResequenced":
      state.activityOrder.set(event.data.processId, resequence(state.activityOrder.get(event.data.processId) ?? [], event.data.placements))
      return state
    case "ActivityIdsInfoRecorded":
      // Only its exports read it (the read model's activity row).
      return state
    case "ActivityDeleted":
      state.activities.delete(event.data.activityId)
      state.activityOrder.set(event.data.processId, withoutId(state.activityOrder.get(event.data.processId) ?? [], event.data.activityId))
      return state
    case "RoleCreated": {
      const d = event.data
      state.roles.set(d.roleId, { id: d.roleId, name: d.name, desc: d.desc, roleType: d.roleType })
      return state
    }
    case "RoleRenamed":
      state.roles.get(event.data.roleId)!.name = event.data.name
      return state
    case "RoleDescriptionChanged":
      state.roles.get(event.data.roleId)!.desc = event.data.desc
      return state
    case "RoleTypeChanged":
      state.roles.get(event.data.roleId)!.roleType = event.data.roleType
      return state
    case "RoleDeleted":
      state.roles.delete(event.data.roleId)
      return state
    default:
      // The data catalogue's facts: catalogue-state.ts.
      if (isCatalogueEvent(event)) return evolveCatalogue(state, event)
      return assertNever(event)
  }
}

/** An item leaves one group (its gap closes) and takes `seq` in another. */
const moveIn = (orders: Map<number, number[]>, id: number, fromParent: number, toParent: number, seq: number) => {
  orders.set(fromParent, withoutId(orders.get(fromParent) ?? [], id))
  orders.set(toParent, placeAt(orders.get(toParent) ?? [], id, seq))
}

