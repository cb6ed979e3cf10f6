import { useMutation, useQueryClient } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { sharesQuery } from "./get-shares"

/**
 * PATCH /1.2/profile/projects/{id} {pro_access_all}: share with all users or stop. Not quiet: a refusal is
 * a toast, and the switch goes back to the server's value.
 */
export const setAccessAll = (projectId: number, accessAll: boolean) => patch<unknown>(`/1.2/profile/projects/${projectId}`, { pro_access_all: accessAll })

export const useSetAccessAll = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (accessAll: boolean) => setAccessAll(projectId, accessAll),
    // The project itself shows the flag too (its tags, the lists): refresh all of the project's answers.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharesQuery(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ["project", projectId] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projectLists }),
      ]),
  })
}
