/**
 * @module What every create, edit, copy and delete of the plan does after the call: read the plan again
 * (through its query options) and confirm with a success toast (spec §7). Calls are quiet: the dialogs
 * show refusals beside their fields.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { toast } from "../../../lib/app-events"
import { milestonePlanQuery } from "./get-milestone-plan"

export const usePlanMutation = <V, T>(projectId: number, send: (variables: V) => Promise<T>, success: (variables: V) => string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, variables) => {
      toast("success", success(variables))
      await queryClient.invalidateQueries({ queryKey: milestonePlanQuery(projectId).queryKey })
    },
  })
}
