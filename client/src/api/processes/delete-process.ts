/** @module `DELETE /1.2/profile/processes/{id}`: the process with its activities. */
import { hashKey } from "@tanstack/react-query"
import { del } from "../../lib/api-client"
import { type ProjectMutationOptions, useProjectMutation } from "../project-mutation"
import { processQuery } from "./get-process"

export type DeleteProcess = { readonly processId: number }

export const deleteProcess = ({ processId }: DeleteProcess) => del<{ prc_id: number; deleted: true }>(`/1.2/profile/processes/${processId}`, { quiet: true })

export const useDeleteProcess = <V extends DeleteProcess>(projectId: number, options: ProjectMutationOptions<V> = {}) =>
  useProjectMutation(projectId, ["processes", "activities"], (variables: V) => deleteProcess(variables), {
    ...options,
    // Not the deleted process's own query: refetched while its page is still open, it would answer
    // 404 and the API client would leave for the not-found page instead of the list.
    keep: ({ processId }) => {
      const deleted = hashKey(processQuery(projectId, processId).queryKey)
      return (query) => query.queryHash === deleted
    },
  })
