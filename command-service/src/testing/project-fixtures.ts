/**
 * @module Tiny event and command builders for decider tests, so a test's `given` reads as a story.
 * Id ranges keep tests legible: project 1, phases 11–14 (Konzeption … Bewirtschaftung), milestones 2x,
 * processes 3x, activities 4x, roles 5x; ids the decider takes start at 100 (see `sequentialIds`).
 *
 * @example
 * given(...aProject(), ...milestones(K, [21, "Vorstudie"], [22, "Projektierung"]))
 */
import type { ProjectRole } from "@bimprofile/contracts/access/roles"
import { PHASE_CODES, type PhaseCode, type RoleTypeCode } from "@bimprofile/contracts/codes"
import type { ProjectEvent, ProjectEventOf } from "@bimprofile/contracts/events/project/project-event"
import type { CopyProject, CreateProject } from "../project/project-commands"

export const PROJECT = 1
/** The user who creates the projects of these fixtures. */
export const CREATOR = 9
/** Phase ids of `aProject()`. */
export const K = 11
export const P = 12
export const R = 13
export const B = 14
export const phaseIdOf: Record<PhaseCode, number> = { konzeption: K, planung: P, realisierung: R, bewirtschaftung: B }

type Created = ProjectEventOf<"ProjectCreated">["data"]

export const projectCreated = (projectId = PROJECT, overrides: Partial<Created> = {}): ProjectEvent => ({
  type: "ProjectCreated",
  data: {
    projectId,
    name: "Schulhaus Aarau",
    desc: null,
    orgId: 7,
    personal: false,
    typeCode: "pro-usr",
    accessAll: false,
    ifcSchemaId: 3,
    referenceProjectId: null,
    isTemplate: false,
    copiedFromProjectId: null,
    ...overrides,
  },
})

export const phaseAdded = (phaseId: number, phaseCode: PhaseCode): ProjectEvent => ({
  type: "PhaseAdded",
  data: { phaseId, phaseCode, name: PHASE_CODES.find((p) => p.code === phaseCode)!.name },
})

/** A live project with its four phases K, P, R, B. */
export const aProject = (projectId = PROJECT, overrides: Partial<Created> = {}): ProjectEvent[] => [
  projectCreated(projectId, overrides),
  ...PHASE_CODES.map((p) => phaseAdded(phaseIdOf[p.code], p.code)),
]

export const milestoneCreated = (milestoneId: number, phaseId: number, name: string, seq = 1): ProjectEvent => ({
  type: "MilestoneCreated",
  data: { milestoneId, phaseId, name, desc: null, seq },
})

export const processCreated = (processId: number, milestoneId: number, name: string, seq = 1): ProjectEvent => ({
  type: "ProcessCreated",
  data: { processId, milestoneId, name, shortName: null, desc: null, seq, copiedFromProcessId: null },
})

export type Roles = { provider?: number | null; receiver?: number | null }

export const activityCreated = (
  activityId: number,
  processId: number,
  name: string,
  roles: Roles = {},
  seq = 1,
): ProjectEvent => ({
  type: "ActivityCreated",
  data: {
    activityId,
    processId,
    name,
    desc: null,
    providerRoleId: roles.provider ?? null,
    receiverRoleId: roles.receiver ?? null,
    seq,
  },
})

export const roleCreated = (roleId: number, name: string, roleType: RoleTypeCode = "company"): ProjectEvent => ({
  type: "RoleCreated",
  data: { roleId, name, desc: null, roleType },
})

/** Milestones created one after another in one phase (each at the end of it). */
export const milestones = (phaseId: number, ...items: [id: number, name: string][]): ProjectEvent[] =>
  items.map(([id, name], i) => milestoneCreated(id, phaseId, name, i + 1))

/** Processes created one after another in one milestone. */
export const processes = (milestoneId: number, ...items: [id: number, name: string][]): ProjectEvent[] =>
  items.map(([id, name], i) => processCreated(id, milestoneId, name, i + 1))

/** Activities created one after another in one process. */
export const activities = (processId: number, ...items: [id: number, name: string, roles?: Roles][]): ProjectEvent[] =>
  items.map(([id, name, roles], i) => activityCreated(id, processId, name, roles ?? {}, i + 1))

export const projectDeleted = (projectId = PROJECT): ProjectEvent => ({ type: "ProjectDeleted", data: { projectId } })

export const createProjectCommand = (overrides: Partial<Omit<CreateProject, "type">> = {}): CreateProject => ({
  type: "CreateProject",
  projectId: PROJECT,
  name: "Schulhaus Aarau",
  desc: null,
  orgId: 7,
  personal: false,
  typeCode: "pro-usr",
  accessAll: false,
  ifcSchemaId: 3,
  creatorId: CREATOR,
  ...overrides,
})

export const copyProjectCommand = (overrides: Partial<Omit<CopyProject, "type">> = {}): CopyProject => ({
  type: "CopyProject",
  projectId: 2,
  name: "Kopie",
  desc: null,
  orgId: 7,
  personal: false,
  typeCode: "pro-usr",
  accessAll: false,
  ifcSchemaId: 3,
  selection: null,
  creatorId: CREATOR,
  withRequirements: true,
  ...overrides,
})

export const permissionGranted = (userId: number, roles: ProjectRole[], projectId = PROJECT): ProjectEvent => ({
  type: "ProjectPermissionGranted",
  data: { projectId, userId, roles },
})
