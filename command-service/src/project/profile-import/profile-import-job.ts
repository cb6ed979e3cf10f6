/**
 * @module The job "profile-import" (docs/jobs.md): an uploaded Excel profile read and compared with the
 * project, as its starter — allowed while they may write the project. It reads the workbook
 * (read-profile-workbook.ts; a file that is not the layout fails the job with the sheet or column it lacks)
 * and completes with the preview (profile-plan.ts): per kind what applying would add, change (each field
 * before → after) and remove, and the problems by sheet, row and column. It stores nothing:
 * `POST …/profile.xlsx/apply` applies the preview (profile-import-routes.ts).
 */
import type { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { type JobKind, JobFailed } from "@bimprofile/infra/jobs/job-kinds"
import type { ProfileImportResult } from "@bimprofile/contracts/jobs/profile-import-result"
import type { StreamDirectory } from "../../identity/stream-directory"
import type { CatalogueState } from "../catalogue-state"
import { decideProject } from "../decide-project"
import { authorise } from "../project-access"
import type { ProjectService } from "../project-service"
import type { ProjectState } from "../project-state"
import { previewProfileImport } from "./profile-plan"
import type { ProfileWorkbook } from "./profile-workbook"
import { ProfileRefused, readProfileWorkbook } from "./read-profile-workbook"

export const PROFILE_IMPORT_JOB = "profile-import"

/** The uploaded file, kept in the blob store by its SHA-256 until the preview is applied. */
export type ProfileImportInput = { readonly projectId: number; readonly sha256: string; readonly size: number }
export type { ProfileImportResult }

const decodeInput = (input: unknown): ProfileImportInput => {
  const value = input as Partial<ProfileImportInput> | null
  if (!value || typeof value.sha256 !== "string" || !Number.isSafeInteger(value.projectId)) throw new JobFailed("Die Angaben des Imports sind unvollständig.")
  return value as ProfileImportInput
}

/** The workbook of an upload, or the reason it is no Excel profile. */
export const workbookOf = async (blobs: Pick<BlobStore, "get">, input: ProfileImportInput): Promise<ProfileWorkbook> => {
  const bytes = await blobs.get(input.sha256)
  if (!bytes) throw new ProfileRefused("Die hochgeladene Datei ist nicht mehr vorhanden. Bitte laden Sie sie noch einmal hoch.")
  return readProfileWorkbook(bytes)
}

/** The reference project's catalogue, whose items a project's export lists beside its own. */
export const referenceOf = async (projects: ProjectService, state: ProjectState): Promise<CatalogueState | null> =>
  state.referenceProjectId === null || state.referenceProjectId === state.id ? null : projects.state(state.referenceProjectId)

export const profileImportJob = (projects: ProjectService, directory: StreamDirectory, blobs: Pick<BlobStore, "get">): JobKind<ProfileImportInput, ProfileImportResult> => ({
  kind: PROFILE_IMPORT_JOB,
  maxAttempts: 2,
  decodeInput,
  async run(input, { userId, signal, reportProgress }) {
    reportProgress(5, "Die Arbeitsmappe wird gelesen …")
    const viewer = await directory.viewer(userId)
    if (!viewer) throw new JobFailed("Der Benutzer, der den Import gestartet hat, existiert nicht mehr.")
    let workbook: ProfileWorkbook
    try {
      workbook = await workbookOf(blobs, input)
    } catch (failure) {
      if (failure instanceof ProfileRefused) throw new JobFailed(failure.message)
      throw failure
    }
    signal.throwIfAborted()
    reportProgress(50, "Die Arbeitsmappe wird mit dem Projekt verglichen …")
    const state = await projects.state(input.projectId)
    if (state.status !== "active") throw new JobFailed("Das Projekt existiert nicht mehr.")
    const refusal = authorise(viewer, { type: "ApplyProfileImport", workbook, reference: null, fingerprint: "", remove: false, idNeeds: {} }, state)
    if (refusal) throw new JobFailed(refusal.message)
    const { preview } = previewProfileImport(workbook, state, await referenceOf(projects, state), decideProject)
    return { pro_id: input.projectId, language: workbook.locale, not_imported: [], ...preview }
  },
})
