/**
 * @module The Excel profile import's calls (docs/exports.md «Excel profile»):
 * - `POST /1.2/profile/projects/{id}/profile.xlsx` — the workbook as the body (XLSX or application/octet-stream)
 *   or a multipart form with one file, at most 50 MB: checked that the caller may write the project, kept in the
 *   blob store, handed to the job "profile-import" (profile-import-job.ts), which answers with the preview;
 *   201 {job_id} at once.
 * - `POST /1.2/profile/projects/{id}/profile.xlsx/apply` `{job_id, remove?}` — applies that preview as one
 *   command (apply-profile-import.ts): 409 when the project changed since the preview (preview again).
 */
import { ProfileImportApplyBody, type ProfileImportApplyAnswer } from "@bimprofile/contracts/bodies/profile-import-bodies"
import type { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { HttpProblem, notFoundProblem, notFoundRoute } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { type Context, Hono } from "hono"
import { type CommandEnv, viewerOf } from "../../shared/command-env"
import { authorise, mayRead } from "../project-access"
import { run } from "../project-command-routes"
import { declaredUnpackedBytes } from "../lists/upload/read-xlsx"
import { idsOfPlan, planProfileImport } from "./profile-plan"
import { PROFILE_IMPORT_JOB, type ProfileImportInput, type ProfileImportResult, referenceOf, workbookOf } from "./profile-import-job"
import { ProfileRefused } from "./read-profile-workbook"

export const PROFILE_UPLOAD_MEDIA_TYPES = ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream", "multipart/form-data"] as const

const WRONG_TYPE = "Erwartet wird eine Excel-Arbeitsmappe (XLSX, als application/vnd.openxmlformats-officedocument.spreadsheetml.sheet oder application/octet-stream) oder ein Formular mit einer Datei (multipart/form-data)."
const ONE_FILE = "Das Formular muss genau eine Datei enthalten."
const EMPTY = "Die Datei ist leer."
const NOT_XLSX = "Die Datei ist keine Excel-Arbeitsmappe (XLSX)."

/** The project of the path and its state, once the caller may write it: 404 unknown or unreadable, 401 AUTH_PRO a reader. */
const writableProject = async (c: Context<CommandEnv>) => {
  const projectId = pathId(c)
  const [viewer, state] = await Promise.all([viewerOf(c), c.get("projects").state(projectId)])
  if (state.status !== "active" || !mayRead(viewer, state)) throw notFoundProblem("project", projectId)
  const refusal = authorise(viewer, { type: "CreateRole", name: "", desc: null, roleType: "company" }, state)
  if (refusal) throw new HttpProblem(401, "AUTH_PRO", refusal.message)
  return { projectId, state }
}

/** The file's bytes: the body, or the one file of a form. */
const fileBytes = async (c: Context): Promise<Uint8Array> => {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase()
  if (!(PROFILE_UPLOAD_MEDIA_TYPES as readonly string[]).includes(mediaType)) throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", WRONG_TYPE)
  if (mediaType !== "multipart/form-data") return new Uint8Array(await c.req.arrayBuffer())
  const form = await c.req.formData().catch(() => undefined)
  const files: Blob[] = []
  form?.forEach((value) => {
    if (typeof value !== "string") files.push(value as unknown as Blob)
  })
  if (files.length !== 1) throw new HttpProblem(400, "VALIDATION", ONE_FILE, { file: ONE_FILE })
  return new Uint8Array(await files[0]!.arrayBuffer())
}

const completedImport = async (jobs: Pick<JobStore, "get">, c: Context<CommandEnv>, jobId: number, projectId: number) => {
  const job = await jobs.get(jobId)
  if (!job || job.userId !== c.get("caller").userId || job.kind !== PROFILE_IMPORT_JOB || job.projectId !== projectId) {
    const text = `Der Import ${jobId} dieses Projekts existiert nicht.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { job_id: text })
  }
  if (job.state !== "completed") {
    const text = job.state === "failed" ? `Die Arbeitsmappe wurde nicht eingelesen: ${job.error ?? ""}`.trim() : "Die Vorschau ist noch nicht fertig. Bitte warten Sie, bis der Import abgeschlossen ist."
    throw new HttpProblem(409, "PROFILE_IMPORT_CONFLICT", text)
  }
  return { input: job.input as ProfileImportInput, result: job.result as ProfileImportResult }
}

export const profileImportRoutes = (jobs: Pick<JobStore, "submit" | "get">, blobs: Pick<BlobStore, "put" | "get">) =>
  new Hono<CommandEnv>()
    .use("/:id/profile.xlsx/*", async (c, next) => {
      if (c.req.method !== "POST") return notFoundRoute(c)
      await next()
    })
    .post("/:id/profile.xlsx", async (c) => {
      // The project and the right to change it first (404, 401), then what was sent (415, 400).
      const { projectId } = await writableProject(c)
      const bytes = await fileBytes(c)
      if (bytes.length === 0) throw new HttpProblem(400, "VALIDATION", EMPTY, { file: EMPTY })
      if (declaredUnpackedBytes(bytes) === undefined) throw new HttpProblem(400, "VALIDATION", NOT_XLSX, { file: NOT_XLSX })
      // Whether it is the profile's layout is the job's to judge: its failure names the sheet or the column.
      const stored = await blobs.put(bytes)
      const input: ProfileImportInput = { projectId, sha256: stored.sha256, size: stored.size }
      const job = await jobs.submit({ kind: PROFILE_IMPORT_JOB, input, userId: c.get("caller").userId, projectId, maxAttempts: 2 })
      // 201: the job is created (the spec's client takes a 202 as a rejection, §8).
      return c.json({ job_id: job.id }, 201)
    })
    .post("/:id/profile.xlsx/apply", jsonBody(ProfileImportApplyBody), async (c) => {
      const { projectId, state } = await writableProject(c)
      const body = c.req.valid("json")
      const { input, result } = await completedImport(jobs, c, body.job_id, projectId)
      let workbook
      try {
        workbook = await workbookOf(blobs, input)
      } catch (failure) {
        if (failure instanceof ProfileRefused) throw new HttpProblem(409, "PROFILE_IMPORT_CONFLICT", failure.message)
        throw failure
      }
      const remove = body.remove === true
      const reference = await referenceOf(c.get("projects"), state)
      const idNeeds = idsOfPlan(planProfileImport(workbook, state, reference))
      const answer: ProfileImportApplyAnswer = { job_id: body.job_id, pro_id: projectId, added: result.counts.added, changed: result.counts.changed, removed: remove ? result.counts.removed : 0 }
      return run(c, projectId, { type: "ApplyProfileImport", workbook, reference, fingerprint: result.fingerprint, remove, idNeeds }, () => answer)
    })
