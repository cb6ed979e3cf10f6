import type { CreateActivityBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../../lib/api-client"
import { activityKeys } from "./get-project-activities"
import { roleKeys } from "./get-roles"

/** Quiet: the form dialog shows the refusal beside its fields. */
export const createActivity = (body: CreateActivityBody) => post<typeof ActivityAnswer.Type>("/1.2/profile/activities", body, { quiet: true })

export const useCreateActivity = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys(projectId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys(projectId) }),
      ]),
  })
}
