/** @module Waiting for a job of the running stack (docs/jobs.md) to finish. */
import { one } from "./profile-fixtures"
import type { ApiClient } from "./stack"

/** The job once it is finished (completed, failed or cancelled); fails after 20 s. */
export const finishedJob = async (api: ApiClient, jobId: number) => {
  for (let i = 0; i < 200; i++) {
    const job = await one(api, `/1.2/profile/jobs/${jobId}`)
    if (["completed", "failed", "cancelled"].includes(job.job_state)) return job
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`job ${jobId} did not finish`)
}
