/**
 * @module Job notices on the live stream: `event: job` messages (docs/jobs.md) for the job's starter and,
 * for a job of a project, whoever may read the project now. They carry no `id:`, so a reconnect's
 * Last-Event-ID stays the read models' position; a client that reconnects reads its jobs' state again.
 */
import { JOB_EVENT, type JobNotice } from "@bimprofile/contracts/live/job-notice"
import { type AddressedJobNotice, decodeJobNotice } from "@bimprofile/infra/jobs/job-notices"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import type { LiveAccess } from "./live-access"

export interface JobNoticeSource {
  subscribe(listener: (notice: AddressedJobNotice) => void): () => void
}

/** The notices of every process's jobs, from the `bimp_jobs` channel. */
export const jobNoticesOf = (bus: Pick<NotificationBus, "subscribe">): JobNoticeSource => ({
  subscribe: (listener) =>
    bus.subscribe("bimp_jobs", (payload) => {
      const notice = decodeJobNotice(payload)
      if (notice) listener(notice)
    }),
})

export const jobMessage = (notice: JobNotice) => `event: ${JOB_EVENT}\ndata: ${JSON.stringify(notice)}\n\n`

/** May `userId` receive this notice: the starter always, a reader of the job's project while they read it. */
export const mayReceiveJob = async (access: Pick<LiveAccess, "visibleTo">, userId: number, { userId: starter, projectId }: AddressedJobNotice): Promise<boolean> => {
  if (starter === userId) return true
  if (projectId === null) return false
  return (await access.visibleTo(userId, [{ position: 0, project_id: projectId, kinds: [] }])).length > 0
}
