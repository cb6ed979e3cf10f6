/**
 * @module A change of one project's read models: after the call, every answer that may show the change is
 * invalidated once, by the rule a live notice follows (`invalidateAnswers`). Calls are quiet: the dialogs
 * show refusals beside their fields.
 */
import type { LiveKind } from "@bimprofile/contracts/live/live-kinds"
import { type Query, useMutation, useQueryClient } from "@tanstack/react-query"
import { invalidateAnswers } from "../lib/invalidate-answers"

export type ProjectMutationOptions<V> = {
  /** After success and before the answers are read again (a toast). */
  readonly onSuccess?: (variables: V) => void
  /** A query not to read again (a deleted item's own, which would answer 404). */
  readonly keep?: (variables: V) => (query: Query) => boolean
  /** A refusal may mean the screen is stale (what it names was deleted meanwhile): read the answers again then too. */
  readonly refreshOnFailure?: boolean
}

export const useProjectMutation = <V, T>(
  projectId: number,
  kinds: readonly LiveKind[],
  send: (variables: V) => Promise<T>,
  options: ProjectMutationOptions<V> = {},
) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, variables) => {
      options.onSuccess?.(variables)
      await invalidateAnswers(queryClient, projectId, kinds, options.keep?.(variables))
    },
    ...(options.refreshOnFailure && { onError: () => invalidateAnswers(queryClient, projectId, kinds) }),
  })
}
