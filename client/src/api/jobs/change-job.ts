/** @module `POST /1.2/profile/jobs/{id}/cancel` and `…/retry` (body `{}`): the answer is the job as it now stands. */
import type { JobDto } from "@bimprofile/contracts/dto/job-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../lib/api-client"
import { jobQuery } from "./get-job"

export const cancelJob = (jobId: number) => post<JobDto>(`/1.2/profile/jobs/${jobId}/cancel`, {})
export const retryJob = (jobId: number) => post<JobDto>(`/1.2/profile/jobs/${jobId}/retry`, {})

export const useChangeJob = (jobId: number, action: "cancel" | "retry") => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => (action === "cancel" ? cancelJob(jobId) : retryJob(jobId)),
    onSuccess: (job) => client.setQueryData(jobQuery(jobId).queryKey, job),
  })
}
