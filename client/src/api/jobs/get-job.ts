/** @module `GET /1.2/profile/jobs/{id}`: a job's state (docs/jobs.md); polled while it is not finished. */
import type { JobDto } from "@bimprofile/contracts/dto/job-dto"
import { isFinished } from "@bimprofile/contracts/live/job-notice"
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { jobNotice$ } from "../../lib/job-notices"
import { get } from "../../lib/api-client"

export const getJob = (jobId: number) => get<JobDto>(`/1.2/profile/jobs/${jobId}`)

export const jobQuery = (jobId: number) => queryOptions({ queryKey: ["jobs", jobId] as const, queryFn: () => getJob(jobId) })

/**
 * Follows the job through the live stream's notices; reads it again when it completed (the notice has no
 * result) and, should notices not come, every `pollMs` until it is finished.
 */
export const useJob = (jobId: number, pollMs = 3_000) => {
  const client = useQueryClient()
  useEffect(() => {
    const subscription = jobNotice$.subscribe((notice) => {
      if (notice.job_id !== jobId) return
      const key = jobQuery(jobId).queryKey
      if (notice.job_state === "completed") void client.invalidateQueries({ queryKey: key })
      else client.setQueryData(key, (job) => (job ? { ...job, ...notice } : job))
    })
    return () => subscription.unsubscribe()
  }, [client, jobId])
  return useQuery({ ...jobQuery(jobId), refetchInterval: (query) => (query.state.data && isFinished(query.state.data.job_state) ? false : pollMs) })
}
