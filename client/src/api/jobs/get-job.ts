/** @module `GET /1.2/profile/jobs/{id}`: a job's state (docs/jobs.md); polled while it is not finished. */
import type { JobDto } from "@bimprofile/contracts/dto/job-dto"
import { isFinished } from "@bimprofile/contracts/live/job-notice"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"

export const getJob = (jobId: number) => get<JobDto>(`/1.2/profile/jobs/${jobId}`)

export const jobQuery = (jobId: number) => queryOptions({ queryKey: ["jobs", jobId] as const, queryFn: () => getJob(jobId) })

/** Reads the job again every `pollMs` until it is finished. */
export const useJob = (jobId: number, pollMs = 1_000) =>
  useQuery({ ...jobQuery(jobId), refetchInterval: (query) => (query.state.data && isFinished(query.state.data.job_state) ? false : pollMs) })
