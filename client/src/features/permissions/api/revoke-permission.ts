import { useMutation, useQueryClient } from "@tanstack/react-query"
import { del } from "../../../lib/api-client"
import { getSession } from "../../../lib/session"
import { permissionsQuery } from "./get-permissions"

/** DELETE /1.2/profile/projects/{id}/permissions/{usr_id}; quiet: the confirm dialog shows a refusal. */
export const revokePermission = (projectId: number, userId: number) =>
  del<{ usr_id: number }>(`/1.2/profile/projects/${projectId}/permissions/${userId}`, { quiet: true })

export const useRevokePermission = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => revokePermission(projectId, userId),
    // Who removed themselves may no longer read the list: asking again would answer 401 → not-authorized.
    onSuccess: (_answer, userId) =>
      userId === getSession().user?.usr_id ? undefined : queryClient.invalidateQueries({ queryKey: permissionsQuery(projectId).queryKey }),
  })
}
