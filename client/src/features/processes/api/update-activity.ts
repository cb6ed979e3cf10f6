import type { PatchActivityBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import { activityKeys } from "./get-project-activities"
import { roleKeys } from "./get-roles"

export type UpdateActivity = { readonly activityId: number; readonly body: PatchActivityBody }

/** Sends only the fields given; quiet, the form dialog shows the refusal. */
export const updateActivity = ({ activityId, body }: UpdateActivity) =>
  patch<typeof ActivityAnswer.Type>(`/1.2/profile/activities/${activityId}`, body, { quiet: true })

export const useUpdateActivity = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys(projectId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys(projectId) }),
      ]),
  })
}
