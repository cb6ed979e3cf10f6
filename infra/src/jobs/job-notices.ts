/**
 * @module A job's notice on the `bimp_jobs` channel: what the live stream sends (`JobNotice`) plus who may
 * receive it, which stays in the services. Runners in other processes take a `queued` notice as a wake-up.
 */
import { type JobNotice, parseJobNotice } from "@bimprofile/contracts/live/job-notice"
import type { Job } from "./job-machine"

export type AddressedJobNotice = { readonly notice: JobNotice; readonly userId: number; readonly projectId: number | null }

export const jobNotice = (job: Job): JobNotice => ({
  job_id: job.id,
  job_kind: job.kind,
  job_state: job.state,
  job_percent: job.percent,
  job_message: job.message,
  job_error: job.error,
  job_cancel_requested: job.cancelRequested,
})

export const encodeJobNotice = (job: Job): string => JSON.stringify({ ...jobNotice(job), user_id: job.userId, project_id: job.projectId })

export const decodeJobNotice = (payload: string): AddressedJobNotice | undefined => {
  const notice = parseJobNotice(payload)
  if (!notice) return undefined
  const { user_id, project_id } = JSON.parse(payload) as { user_id?: unknown; project_id?: unknown }
  if (!Number.isSafeInteger(user_id) || !(project_id === null || Number.isSafeInteger(project_id))) return undefined
  return { notice, userId: user_id as number, projectId: project_id as number | null }
}
