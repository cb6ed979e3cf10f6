import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query"
import { del } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { roleQuery } from "./get-role"

/**
 * Deletes a role. The server refuses while activities are linked (409 ROLE_LINKED, 'Die Rolle kann nicht
 * gelöscht werden …'); quiet, so the confirm dialog shows that refusal itself.
 */
export const deleteRole = (roleId: number) => del<{ rop_id: number; deleted: true }>(`/1.2/profile/roles_project/${roleId}`, { quiet: true })

export const useDeleteRole = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_answer, roleId) => {
      // Not the deleted role's own query: refetched while its page is open, it would answer 404.
      const deleted = hashKey(roleQuery(projectId, roleId).queryKey)
      return queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId, "roles"), predicate: (query) => query.queryHash !== deleted })
    },
  })
}
