import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query"
import { del } from "../../../lib/api-client"
import { processQuery } from "./get-process"
import { activityKeys } from "./get-project-activities"
import { processKeys } from "./get-processes"
import { roleKeys } from "./get-roles"

/** Deletes the process with its activities; quiet, the confirm dialog shows a refusal. */
export const deleteProcess = (processId: number) => del<{ prc_id: number; deleted: true }>(`/1.2/profile/processes/${processId}`, { quiet: true })

export const useDeleteProcess = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProcess,
    onSuccess: (_answer, processId) => {
      // Not the deleted process's own query: refetched while its page is still open, it would answer
      // 404 and the API client would leave for the not-found page instead of the list.
      const deleted = hashKey(processQuery(projectId, processId).queryKey)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: processKeys(projectId), predicate: (query) => query.queryHash !== deleted }),
        queryClient.invalidateQueries({ queryKey: activityKeys(projectId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys(projectId) }),
      ])
    },
  })
}
