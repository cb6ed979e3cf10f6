import { useMutation, useQueryClient } from "@tanstack/react-query"
import { del } from "../../../lib/api-client"
import { activityKeys } from "./get-project-activities"
import { roleKeys } from "./get-roles"

/** Quiet: the confirm dialog shows a refusal. */
export const deleteActivity = (activityId: number) => del<{ act_id: number; deleted: true }>(`/1.2/profile/activities/${activityId}`, { quiet: true })

export const useDeleteActivity = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys(projectId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys(projectId) }),
      ]),
  })
}
