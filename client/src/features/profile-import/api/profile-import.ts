/**
 * @module The Excel profile import's calls (docs/exports.md «Import (the same layout back)»):
 * - `POST /1.2/profile/projects/{id}/profile.xlsx` — the workbook as the body → 201 `{job_id}` of the job
 *   `profile-import`, which completes with the preview (`ProfileImportPreview`);
 * - `POST /1.2/profile/projects/{id}/profile.xlsx/apply` `{job_id, remove}` — applies that preview; 409
 *   `PROFILE_IMPORT_CONFLICT` when the project changed since (read the file again).
 * The preview's shape is the job's result, `ProfileImportResult` (contracts/src/jobs/profile-import-result.ts).
 */
import type { ProfileImportApplyAnswer, ProfileImportApplyBody } from "@bimprofile/contracts/bodies/profile-import-bodies"
import { XLSX_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/upload-media"
import type { ProfileImportResult } from "@bimprofile/contracts/jobs/profile-import-result"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

export type { FieldChange, PreviewItem } from "@bimprofile/contracts/jobs/profile-import-result"
export { PLAN_KINDS as PREVIEW_KINDS } from "@bimprofile/contracts/jobs/profile-import-result"
/** What a completed `profile-import` job holds: what applying adds, changes and removes, and what it cannot do. */
export type ProfileImportPreview = ProfileImportResult

/** The preview in a job's result, or undefined when the result is none. */
export const previewOf = (result: unknown): ProfileImportPreview | undefined => {
  const value = result as Partial<ProfileImportPreview> | null | undefined
  return value && typeof value === "object" && value.counts && value.changes ? (value as ProfileImportPreview) : undefined
}

/** The server's limit for the workbook (50 MB). */
export const PROFILE_IMPORT_MAX_BYTES = 50 * 1024 * 1024
/** From this size on the upload shows how much was sent (it then goes by XMLHttpRequest). */
const PROGRESS_FROM_BYTES = 2 * 1024 * 1024

export const startProfileImport = (projectId: number, file: Blob, onProgress?: (sent: number, total: number) => void) =>
  post<{ job_id: number }>(`/1.2/profile/projects/${projectId}/profile.xlsx`, undefined, {
    file: { bytes: file, type: XLSX_MEDIA_TYPE },
    quiet: true,
    ...(onProgress && file.size >= PROGRESS_FROM_BYTES && { onProgress }),
  })

/** What an apply changes: the plan, the roles and the catalogue the workbook holds (the live updates say so too). */
const APPLIED_KINDS = ["phases", "milestones", "processes", "activities", "roles", "element_classes", "properties", "value_lists", "requirements"] as const

export const useApplyProfileImport = (projectId: number) =>
  useProjectMutation(projectId, APPLIED_KINDS, (body: ProfileImportApplyBody) =>
    post<ProfileImportApplyAnswer>(`/1.2/profile/projects/${projectId}/profile.xlsx/apply`, body, { quiet: true }),
  )
