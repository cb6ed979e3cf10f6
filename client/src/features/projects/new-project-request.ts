/**
 * @module The "new project" form as values (spec §1, §7): where the project comes from (empty, the
 * reference project, a template, a copy), which source /projects/{id}/new preselects, what the form
 * starts with, and the request it sends. Pure.
 */
import { DEFAULT_IFC_SCHEMA_ID } from "@bimprofile/contracts/codes"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { PhaseSelectionBody } from "./copy-selection"

export const sourceKinds = ["empty", "reference", "template", "copy"] as const
export type SourceKind = (typeof sourceKinds)[number]

/** Where the new project comes from; `projectId` is the source project (none for an empty one). */
export type ProjectSource = { readonly kind: SourceKind; readonly projectId: number | null }

export type NewProjectValues = {
  readonly source: ProjectSource
  readonly name: string
  readonly desc: string
  readonly ifcSchemaId: number
  /** The owning organisation; null: the user's personal one. */
  readonly orgId: number | null
  readonly accessAll: boolean
  /** What of the source to take over (copy-selection.ts `selectionBody`); null: everything. */
  readonly phases: readonly PhaseSelectionBody[] | null
  /** Whether a copy's activities keep their requirements. */
  readonly withRequirements: boolean
}

export type ProjectRequest = {
  readonly path: string
  readonly body: {
    pro_name: string
    pro_desc: string | null
    pro_isc_id: number
    pro_pers: boolean
    pro_org_id: number | null
    pro_access_all: boolean
    pro_pha_nested?: readonly PhaseSelectionBody[]
    pro_with_requirements?: false
  }
}

type Source = Pick<ProjectDto, "pro_id" | "is_template">

/** The source /projects/{id}/new starts with: the reference project, a template, or a copy of that project. */
export const preselectedSource = (project: Source | undefined, referenceProjectId: number | null): ProjectSource => {
  if (!project) return { kind: "empty", projectId: null }
  if (project.pro_id === referenceProjectId) return { kind: "reference", projectId: project.pro_id }
  return { kind: project.is_template ? "template" : "copy", projectId: project.pro_id }
}

/** Choosing a kind: the reference kind takes the reference project, the others wait for a choice. */
export const sourceOfKind = (kind: SourceKind, referenceProjectId: number | null, current: ProjectSource): ProjectSource => {
  if (kind === current.kind) return current
  if (kind === "reference") return { kind, projectId: referenceProjectId }
  return { kind, projectId: null }
}

/** What description and IFC version the form shows until the user changes them: the source's. */
export const sourceDefaults = (project: Pick<ProjectDto, "pro_desc" | "pro_isc_id"> | undefined) => ({
  desc: project?.pro_desc ?? "",
  ifcSchemaId: project?.pro_isc_id ?? DEFAULT_IFC_SCHEMA_ID,
})

/** The source is complete: an empty project needs none, the others need their project. */
export const hasSource = (source: ProjectSource) => source.kind === "empty" || source.projectId !== null

/**
 * POST /1.2/profile/projects for an empty project, POST /1.2/profile/projects/{id}/copy otherwise (spec §7),
 * with the owner (personal, or `pro_org_id`), sharing with all, and for a copy what it takes over (the
 * requirements unless left out: the server's default).
 */
export const projectRequest = ({ source, name, desc, ifcSchemaId, orgId, accessAll, phases, withRequirements }: NewProjectValues): ProjectRequest => {
  const body = {
    pro_name: name,
    pro_desc: desc.trim() === "" ? null : desc,
    pro_isc_id: ifcSchemaId,
    pro_pers: orgId === null,
    pro_org_id: orgId,
    pro_access_all: accessAll,
  }
  if (source.kind === "empty") return { path: "/1.2/profile/projects", body }
  if (source.projectId === null) throw new Error(`a ${source.kind} project needs its source project`)
  return {
    path: `/1.2/profile/projects/${source.projectId}/copy`,
    body: { ...body, ...(phases !== null && { pro_pha_nested: phases }), ...(!withRequirements && { pro_with_requirements: false as const }) },
  }
}
