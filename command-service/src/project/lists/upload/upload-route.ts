/**
 * @module POST /1.2/profile/classifications/{id}/items/upload — the file as the body (text/csv or XLSX, at
 * most 20 MB): checked that the caller may write the list's project, then handed to the job "list-upload"
 * (list-upload-job.ts), which reads it and imports it; answers 201 {job_id} at once.
 */
import { UPLOAD_MEDIA_TYPES, type UploadMediaType } from "@bimprofile/contracts/catalogue/upload-media"
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { HttpProblem, notFoundRoute } from "@bimprofile/infra/http/problem"
import { pathId } from "@bimprofile/infra/http/validation"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { Hono } from "hono"
import type { CommandEnv } from "../../../shared/command-env"
import { authoriseEarly, projectOfPath } from "../../project-command-routes"
import { LIST_UPLOAD_JOB, type ListUploadInput } from "./list-upload-job"

export const uploadRoutes = (kind: ListKind, jobs: Pick<JobStore, "submit">) =>
  new Hono<CommandEnv>()
    // Not an item called "upload": other methods on this path are the documented path's 405, before the item routes see it.
    .use("/:id/items/upload", async (c, next) => {
      if (c.req.method !== "POST") return notFoundRoute(c)
      await next()
    })
    .post("/:id/items/upload", async (c) => {
    // The list and the right to change it first (404, 401), then what was sent (415).
    const listId = pathId(c)
    const projectId = await projectOfPath(c, kind, listId)
    await authoriseEarly(c, projectId, { type: "ImportListItems", kind, listId, rows: [] })
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase()
    if (!(UPLOAD_MEDIA_TYPES as readonly string[]).includes(mediaType))
      throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", "Erwartet wird eine CSV-Datei (text/csv) oder eine Excel-Arbeitsmappe (XLSX).")
    // What the file holds — nothing, even — is the job's to judge: its failure names the line and the reason.
    const bytes = Buffer.from(await c.req.arrayBuffer())
    const input: ListUploadInput = { projectId, kind, listId, mediaType: mediaType as UploadMediaType, data: bytes.toString("base64") }
    const job = await jobs.submit({ kind: LIST_UPLOAD_JOB, input, userId: c.get("caller").userId, projectId, maxAttempts: 2 })
    // 201: the job is created (the spec's client takes a 202 as a rejection, §8).
    return c.json({ job_id: job.id }, 201)
  })
