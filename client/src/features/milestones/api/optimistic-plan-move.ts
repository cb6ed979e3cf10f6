/**
 * @module The optimistic half of a move: the renumbered plan goes into the cache at once, the list PATCH
 * follows; a refusal puts the plan back as it was, and either way the plan is read again afterwards.
 */
import { type UseMutationOptions, useQueryClient } from "@tanstack/react-query"
import type { MoveResult } from "../move-in-plan"
import type { Plan } from "../plan-model"
import { milestonePlanQuery } from "./get-milestone-plan"

export const useOptimisticPlanMove = <T>(
  projectId: number,
  send: (changes: MoveResult["changes"]) => Promise<T>,
): UseMutationOptions<T, Error, MoveResult, { before: Plan | undefined }> => {
  const queryClient = useQueryClient()
  const { queryKey } = milestonePlanQuery(projectId)
  return {
    mutationFn: (result) => send(result.changes),
    onMutate: async (result) => {
      await queryClient.cancelQueries({ queryKey })
      const before = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, result.plan)
      return { before }
    },
    onError: (_error, _result, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  }
}
