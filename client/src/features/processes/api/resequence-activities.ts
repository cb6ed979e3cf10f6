import type { ResequenceActivitiesBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { applySequence } from "../activity-order"
import { processActivitiesQuery } from "./get-process-activities"

/** Sends the changed id and sequence pairs as one list (spec §4). Errors are toasted by the API client. */
export const resequenceActivities = (pairs: ResequenceActivitiesBody) => patch<unknown>("/1.2/profile/activities", pairs)

/** Shows the new order at once, and puts the old one back when the server refuses. */
export const useResequenceActivities = (projectId: number, processId: number) => {
  const queryClient = useQueryClient()
  const { queryKey } = processActivitiesQuery(projectId, processId)
  return useMutation({
    mutationFn: resequenceActivities,
    onMutate: async (pairs) => {
      await queryClient.cancelQueries({ queryKey })
      const before = queryClient.getQueryData<ActivityDto[]>(queryKey)
      if (before) queryClient.setQueryData(queryKey, applySequence(before, pairs))
      return { before }
    },
    onError: (_error, _pairs, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId, "activities") }),
  })
}
