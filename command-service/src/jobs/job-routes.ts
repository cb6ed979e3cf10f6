/**
 * @module POST /1.2/profile/jobs/{id}/cancel and …/retry: only the job's starter; for anyone else the job does
 * not exist (404), as for an unknown one. A finished job cannot be cancelled, nor a running or completed one
 * retried (409).
 */
import { type AuthEnv, authenticate } from "@bimprofile/infra/http/authenticate"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { JobActionBody } from "@bimprofile/contracts/bodies/job-bodies"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { jobDto, jobNotFound, jobRefused } from "@bimprofile/infra/jobs/job-dto"
import { isRefusal, type JobStore } from "@bimprofile/infra/jobs/job-store"
import { type Context, Hono } from "hono"

export const jobRoutes = (signer: TokenSigner, jobs: Pick<JobStore, "get" | "cancel" | "retry">) => {
  const change = (action: "cancel" | "retry") =>
    async function changeJob(c: Context<AuthEnv>) {
      const id = pathId(c)
      const job = await jobs.get(id)
      if (!job || job.userId !== c.get("caller").userId) throw jobNotFound(id)
      const outcome = await jobs[action](id)
      if (!outcome) throw jobNotFound(id)
      if (isRefusal(outcome)) throw jobRefused(id, outcome)
      return c.json(jobDto(outcome))
    }
  return new Hono<AuthEnv>().use(authenticate(signer)).post("/:id/cancel", jsonBody(JobActionBody), change("cancel")).post("/:id/retry", jsonBody(JobActionBody), change("retry"))
}
