/**
 * @module The job "export" (docs/exports.md, docs/jobs.md), run by the query side since it reads the read models:
 * it waits until they show the project as its user last changed it, builds the file as that user reads the
 * project (export-build.ts) from one position of the read models — built again should the project change
 * meanwhile — keeps the bytes (infra/src/blobs), and has them kept as a document through the command path (the
 * job "export-keep", which it waits for, at most KEEP_WAIT_MS: after that it completes with `doc_id` null and the
 * keep still happens), and then until the read models list the document. Only a writer's export is kept so: the
 * command side decided it when the export was asked for (the input's `keep`); a reader's export keeps the bytes
 * only and completes with `doc_id` null and `kept: false`, its file downloadable by its starter alone
 * (`GET /1.2/profile/jobs/{id}/file`, jobs/job-routes.ts). Its result is an `ExportResult`. A refusal of the build
 * (no requirements, no access any more, no Chromium for a PDF) fails the job with the download's reason.
 */
import type { ExportResult } from "@bimprofile/contracts/dto/export-dto"
import {
  EXPORT_JOB,
  EXPORT_KEEP_JOB,
  EXPORT_KEEP_MAX_ATTEMPTS,
  EXPORT_MAX_ATTEMPTS,
  ExportJobInput,
  type ExportKeepInput,
  type ExportKeepResult,
} from "@bimprofile/contracts/jobs/export-jobs"
import type { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { decodeJobInput, JobFailed, type JobKind } from "@bimprofile/infra/jobs/job-kinds"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { readViewer } from "@bimprofile/infra/read-models/viewer"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { setTimeout as sleep } from "node:timers/promises"
import type { PositionWatcher } from "../../middleware/position-watcher"
import type { QueryDeps } from "../query-deps"
import { BEFORE_PROJECT_TEXT, pointAt } from "../../as-of/as-of-middleware"
import { readingAsOf } from "../../as-of/as-of-sql"
import { type BuiltExport, buildExport, type ExportProgress } from "./export-build"
import { EXPORT_TEXTS } from "./export-texts"

export type ExportJobOptions = {
  readonly deps: QueryDeps
  /** How far the read models are (their checkpoint). */
  readonly watcher: Pick<PositionWatcher, "refresh" | "waitFor">
  readonly jobs: Pick<JobStore, "submit" | "get">
  readonly blobs: Pick<BlobStore, "put">
  /** How long the job waits for its keep (default KEEP_WAIT_MS). */
  readonly keepWaitMs?: number
}

/** How long the read models may take to show the project as its user last changed it, or the kept document. */
const MIN_POSITION_WAIT_MS = 10_000
export const KEEP_WAIT_MS = 60_000
const KEEP_POLL_MS = 100
/** Builds at most: a project changed during each of them is exported as the last one read it. */
const MAX_BUILDS = 3

const USER_GONE = "Der Benutzer, der exportiert hat, existiert nicht mehr."
const NOT_KEPT = "Die Datei wurde erstellt, aber nicht als Dokument abgelegt"

/** The position of the last change of the project or of the reference project it inherits its catalogue from. */
const lastChangeOf = async (sql: SqlQuery, projectId: number): Promise<number> => {
  const [row] = await sql.query<{ last: string | number | null }>(
    `SELECT GREATEST((p.data->>'lastPosition')::bigint, COALESCE((r.data->>'lastPosition')::bigint, 0)) AS last
       FROM rm_projects p LEFT JOIN rm_projects r ON r.id = (p.data->>'referenceProjectId')::bigint WHERE p.id = $1`,
    [projectId],
  )
  return Number(row?.last ?? 0)
}

/** What the keep job answered; null when it did not finish in `waitMs`. */
const kept = async (jobs: ExportJobOptions["jobs"], keepId: number, signal: AbortSignal, waitMs: number): Promise<ExportKeepResult | null> => {
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    const keep = await jobs.get(keepId)
    if (keep?.state === "completed") return keep.result as ExportKeepResult
    if (!keep || keep.state === "failed" || keep.state === "cancelled") throw new JobFailed(`${NOT_KEPT}: ${keep?.error ?? "der Vorgang wurde abgebrochen."}`)
    await sleep(KEEP_POLL_MS, undefined, { signal })
  }
  return null
}

export const exportJob = ({ deps, watcher, jobs, blobs, keepWaitMs = KEEP_WAIT_MS }: ExportJobOptions): JobKind<ExportJobInput, ExportResult> => ({
  kind: EXPORT_JOB,
  maxAttempts: EXPORT_MAX_ATTEMPTS,
  decodeInput: decodeJobInput(ExportJobInput, "Die Angaben des Exports sind unvollständig."),
  async run(input, { jobId, signal, reportProgress }) {
    const texts = EXPORT_TEXTS[input.language]
    const progress: ExportProgress = (percent, message) => {
      signal.throwIfAborted()
      reportProgress(percent, message)
    }
    progress(1, texts.waiting)
    await watcher.waitFor(input.minPosition, MIN_POSITION_WAIT_MS)
    const viewer = await readViewer(deps.sql, input.userId)
    if (!viewer) throw new JobFailed(USER_GONE)

    let file: BuiltExport
    let position: number
    try {
      const asOf = input.request.exp_as_of
      if (asOf !== undefined) {
        // As of a point: the snapshot of then, which never changes — built once.
        progress(3, texts.reading)
        const point = await pointAt(deps, deps.asOf, input.projectId, { position: asOf })
        if (point.position === 0) throw new JobFailed(BEFORE_PROJECT_TEXT)
        position = Math.max(point.position, point.reference?.position ?? 0)
        const read = { schema: await deps.asOf.snapshots.schemaOf(point), position }
        file = await readingAsOf(read, () => buildExport(deps, viewer, input.request, input.language, progress))
      } else for (let build = 1; ; build++) {
        progress(3, texts.reading)
        position = await watcher.refresh()
        file = await buildExport(deps, viewer, input.request, input.language, progress)
        if (build === MAX_BUILDS || (await lastChangeOf(deps.sql, input.projectId)) <= position) break
      }
    } catch (error) {
      // The download's refusal (no requirements, no access any more, no Chromium for a PDF) is the job's reason.
      if (error instanceof HttpProblem) throw new JobFailed(error.message)
      throw error
    }

    progress(90, input.keep ? texts.keeping : texts.saving)
    const { sha256, size } = await blobs.put(file.bytes)
    const facts = { file_name: file.fileName, media_type: file.mediaType, size, sha256, position, checks: file.checks, check: file.check }
    // A reader's export is no document of the project: the bytes are kept for its starter's download only.
    if (!input.keep) return { doc_id: null, kept: false, ...facts }
    const keep: ExportKeepInput = {
      projectId: input.projectId,
      userId: input.userId,
      exportJobId: jobId,
      fileName: file.fileName,
      mediaType: file.mediaType,
      size,
      sha256,
      check: file.check,
      position,
    }
    const keeping = await jobs.submit({ kind: EXPORT_KEEP_JOB, input: keep, userId: input.userId, projectId: input.projectId, maxAttempts: EXPORT_KEEP_MAX_ATTEMPTS })
    const document = await kept(jobs, keeping.id, signal, keepWaitMs)
    // Completed once the read models list the document: whoever follows the job finds it there.
    if (document) await watcher.waitFor(document.position, MIN_POSITION_WAIT_MS)
    return { doc_id: document?.doc_id ?? null, kept: true, ...facts }
  },
})
