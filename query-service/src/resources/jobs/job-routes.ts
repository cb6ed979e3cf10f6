/**
 * @module GET /1.2/profile/jobs/{id}: a job's state for its starter and, for a job of a project, for whoever
 * may read the project; a 404 for everyone else, as for an unknown job.
 */
import { projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import { pathId } from "@bimprofile/infra/http/validation"
import { jobDto, jobNotFound } from "@bimprofile/infra/jobs/job-dto"
import type { JobStore, StoredJob } from "@bimprofile/infra/jobs/job-store"
import { readProjectAccessFacts } from "@bimprofile/infra/read-models/project-access"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"

/** The starter, or a reader of the job's project. */
export const maySeeJob = async (sql: SqlQuery, viewer: Viewer, job: Pick<StoredJob, "userId" | "projectId">): Promise<boolean> => {
  if (job.userId === viewer.userId) return true
  if (job.projectId === null) return false
  const facts = (await readProjectAccessFacts(sql, [job.projectId])).get(job.projectId)
  return facts !== undefined && projectAccess(viewer, facts).role !== null
}

export const jobRoutes = (sql: SqlQuery, jobs: Pick<JobStore, "get">) =>
  new Hono<ViewerEnv>().get("/:id", async (c) => {
    const id = pathId(c)
    const job = await jobs.get(id)
    if (!job || !(await maySeeJob(sql, c.get("viewer"), job))) throw jobNotFound(id)
    return c.json(jobDto(job))
  })
