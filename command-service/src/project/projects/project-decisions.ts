/** @module Rules for a project itself: create (with its four phases), change settings, delete. */
import { IFC_SCHEMAS, PHASE_CODES, REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { invalidValue, nameEmpty, notFound, projectDeleted } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank } from "../names"
import type { ChangeProject, CreateProject, DeleteProject } from "../project-commands"
import type { ProjectState } from "../project-state"

type D = Decision<ProjectEvent>

export const isTemplateType = (typeCode: string) => typeCode === REFERENCE_PROJECT_TYPE_CODE
export const isKnownIfcSchema = (id: number) => IFC_SCHEMAS.some((s) => s.id === id)

/** The project must exist and not be deleted for any command but its creation. */
export const checkProjectLive = (state: ProjectState): D | undefined => {
  if (state.status === "none") return rejected(notFound("project", state.id))
  if (state.status === "deleted") return rejected(projectDeleted(state.id))
  return undefined
}

/** The settings a new project starts with, whether created empty or as a copy. */
type NewProjectSettings = Pick<CreateProject, "projectId" | "name" | "desc" | "orgId" | "personal" | "typeCode" | "accessAll" | "ifcSchemaId">

/** The creator administers the project they made (spec §6), whichever organisation owns it. */
export const creatorGranted = (projectId: number, creatorId: number): ProjectEvent => ({
  type: "ProjectPermissionGranted",
  data: { projectId, userId: creatorId, roles: ["admin"] },
})

/** The ProjectCreated fact of a new project; `origin` names the projects it comes from, if any. */
export const projectCreated = (
  settings: NewProjectSettings,
  origin: { referenceProjectId: number | null; copiedFromProjectId: number | null },
): ProjectEvent => ({
  type: "ProjectCreated",
  data: {
    projectId: settings.projectId,
    name: settings.name.trim(),
    desc: settings.desc,
    orgId: settings.orgId,
    personal: settings.personal,
    typeCode: settings.typeCode,
    accessAll: settings.accessAll,
    ifcSchemaId: settings.ifcSchemaId,
    isTemplate: isTemplateType(settings.typeCode),
    ...origin,
  },
})

export const createProject = (cmd: CreateProject, state: ProjectState, ids: IdSupply): D => {
  if (state.status !== "none") return accepted()
  if (isBlank(cmd.name)) return rejected(nameEmpty("project"))
  if (!isKnownIfcSchema(cmd.ifcSchemaId)) return rejected(invalidValue("pro_isc_id", `Unbekannte IFC-Version ${cmd.ifcSchemaId}.`))
  return accepted(
    projectCreated(cmd, { referenceProjectId: null, copiedFromProjectId: null }),
    creatorGranted(cmd.projectId, cmd.creatorId),
    ...PHASE_CODES.map((phase): ProjectEvent => ({
      type: "PhaseAdded",
      data: { phaseId: ids.take("phase"), phaseCode: phase.code, name: phase.name },
    })),
  )
}

export const changeProject = (cmd: ChangeProject, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const projectId = state.id
  const events: ProjectEvent[] = []
  if (cmd.name !== undefined) {
    if (isBlank(cmd.name)) return rejected(nameEmpty("project"))
    if (cmd.name.trim() !== state.name) events.push({ type: "ProjectRenamed", data: { projectId, name: cmd.name.trim() } })
  }
  if (cmd.desc !== undefined && cmd.desc !== state.desc)
    events.push({ type: "ProjectDescriptionChanged", data: { projectId, desc: cmd.desc } })
  if (cmd.ifcSchemaId !== undefined && cmd.ifcSchemaId !== state.ifcSchemaId) {
    if (!isKnownIfcSchema(cmd.ifcSchemaId)) return rejected(invalidValue("pro_isc_id", `Unbekannte IFC-Version ${cmd.ifcSchemaId}.`))
    events.push({ type: "ProjectIfcSchemaChanged", data: { projectId, ifcSchemaId: cmd.ifcSchemaId } })
  }
  if (cmd.accessAll !== undefined && cmd.accessAll !== state.accessAll)
    events.push({ type: "ProjectSharingWithAllChanged", data: { projectId, accessAll: cmd.accessAll } })
  if (cmd.typeCode !== undefined && cmd.typeCode !== state.typeCode)
    events.push({ type: "ProjectTypeChanged", data: { projectId, typeCode: cmd.typeCode, isTemplate: isTemplateType(cmd.typeCode) } })
  const orgId = cmd.orgId === undefined ? state.orgId : cmd.orgId
  const personal = cmd.personal ?? state.personal
  if (orgId !== state.orgId || personal !== state.personal)
    events.push({ type: "ProjectOwnershipChanged", data: { projectId, orgId, personal } })
  return accepted(...events)
}

export const deleteProject = (_cmd: DeleteProject, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  return accepted({ type: "ProjectDeleted", data: { projectId: state.id } })
}
