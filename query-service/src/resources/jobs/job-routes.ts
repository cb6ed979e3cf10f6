/**
 * @module GET /1.2/profile/jobs/{id}: a job's state for its starter and, for a job of a project, for whoever
 * may read the project; a 404 for everyone else, as for an unknown job. GET /1.2/profile/jobs/{id}/file: the file
 * a completed export job built (docs/exports.md), for its starter only — the one way to a reader's export, which
 * is no document of the project; the bytes from the blob store, named by the result's SHA-256, with its media type
 * and file name. A 404 for anyone else, another kind of job, or a job not completed.
 */
import { projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import { EXPORT_JOB } from "@bimprofile/contracts/jobs/export-jobs"
import type { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { pathId } from "@bimprofile/infra/http/validation"
import { jobDto, jobNotFound } from "@bimprofile/infra/jobs/job-dto"
import type { JobStore, StoredJob } from "@bimprofile/infra/jobs/job-store"
import { readProjectAccessFacts } from "@bimprofile/infra/read-models/project-access"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { attachment } from "../exports/ids-routes"

/** The starter, or a reader of the job's project. */
export const maySeeJob = async (sql: SqlQuery, viewer: Viewer, job: Pick<StoredJob, "userId" | "projectId">): Promise<boolean> => {
  if (job.userId === viewer.userId) return true
  if (job.projectId === null) return false
  const facts = (await readProjectAccessFacts(sql, [job.projectId])).get(job.projectId)
  return facts !== undefined && projectAccess(viewer, facts).role !== null
}

/** The file of an export's result (an `ExportResult`, also one written before `kept` was), or undefined. */
const exportedFile = (result: unknown): { fileName: string; mediaType: string; sha256: string } | undefined => {
  if (result === null || typeof result !== "object") return undefined
  const { file_name: fileName, media_type: mediaType, sha256 } = result as Record<string, unknown>
  if (typeof fileName !== "string" || typeof mediaType !== "string" || typeof sha256 !== "string" || !/^[0-9a-f]{64}$/u.test(sha256)) return undefined
  return { fileName, mediaType, sha256 }
}

export const jobRoutes = (sql: SqlQuery, jobs: Pick<JobStore, "get">, blobs: Pick<BlobStore, "get">) =>
  new Hono<ViewerEnv>()
    .get("/:id", async (c) => {
      const id = pathId(c)
      const job = await jobs.get(id)
      if (!job || !(await maySeeJob(sql, c.get("viewer"), job))) throw jobNotFound(id)
      return c.json(jobDto(job))
    })
    .get("/:id/file", async (c) => {
      const id = pathId(c)
      const job = await jobs.get(id)
      // Its starter's only, also for a job of a project: a reader of the project sees the job, not a reader's file.
      if (!job || job.userId !== c.get("viewer").userId || job.kind !== EXPORT_JOB || job.state !== "completed") throw jobNotFound(id)
      const file = exportedFile(job.result)
      if (!file) throw jobNotFound(id)
      const bytes = await blobs.get(file.sha256)
      if (!bytes) throw new HttpProblem(500, "EXPORT_LOST", `Die Datei des Vorgangs ${id} ist nicht mehr vorhanden.`)
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": file.mediaType,
        "content-disposition": attachment(file.fileName),
        "content-length": String(bytes.length),
        etag: `"${file.sha256}"`,
      })
    })
