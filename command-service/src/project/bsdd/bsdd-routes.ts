/**
 * @module POST /1.2/profile/projects/{id}/bsdd — a bSDD dictionary in bSDD's JSON import model as the body
 * (application/json, at most 20 MB): checked that the caller may write the project, then handed to the job
 * "bsdd-import" (bsdd-import-job.ts), which reads, checks and imports it; answers 201 {job_id} at once.
 */
import { BSDD_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/bsdd-dictionary"
import { HttpProblem, notFoundProblem, notFoundRoute } from "@bimprofile/infra/http/problem"
import { pathId } from "@bimprofile/infra/http/validation"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { Hono } from "hono"
import { type CommandEnv, viewerOf } from "../../shared/command-env"
import { authorise, mayRead } from "../project-access"
import { BSDD_IMPORT_JOB, type BsddImportInput } from "./bsdd-import-job"

const NOT_AN_OBJECT = "Ein bSDD-Wörterbuch ist ein JSON-Objekt (mit Classes und Properties), keine Liste und kein einzelner Wert."

const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

export const bsddRoutes = (jobs: Pick<JobStore, "submit">) =>
  new Hono<CommandEnv>()
    .use("/:id/bsdd", async (c, next) => {
      if (c.req.method !== "POST") return notFoundRoute(c)
      await next()
    })
    .post("/:id/bsdd", async (c) => {
      // The project and the right to change it first (404, 401), then what was sent (415).
      const projectId = pathId(c)
      const [viewer, state] = await Promise.all([viewerOf(c), c.get("projects").state(projectId)])
      // A project the caller may not read is answered as a missing one.
      if (state.status !== "active" || !mayRead(viewer, state)) throw notFoundProblem("project", projectId)
      const refusal = authorise(viewer, { type: "CreateValueList", name: "", desc: null, ifc: [] }, state)
      if (refusal) throw new HttpProblem(401, "AUTH_PRO", refusal.message)
      const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase()
      if (mediaType !== BSDD_MEDIA_TYPE) throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", "Erwartet wird ein bSDD-Wörterbuch im JSON-Importformat (application/json).")
      const text = await c.req.text()
      // JSON that is no object is no dictionary: refused now. Text that is no JSON at all goes to the job, which names the line.
      if (!text.trimStart().startsWith("{") && isJson(text))
        throw new HttpProblem(400, "VALIDATION", NOT_AN_OBJECT, { body: NOT_AN_OBJECT })
      const input: BsddImportInput = { projectId, text }
      const job = await jobs.submit({ kind: BSDD_IMPORT_JOB, input, userId: c.get("caller").userId, projectId, maxAttempts: 2 })
      return c.json({ job_id: job.id }, 201)
    })
