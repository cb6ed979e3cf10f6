import type { GrantPermissionBody } from "@bimprofile/contracts/bodies/permission-bodies"
import type { ProjectPermissionDto } from "@bimprofile/contracts/dto/permission-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../../lib/api-client"
import { permissionsQuery } from "./get-permissions"

/**
 * POST /1.2/profile/projects/{id}/permissions: gives a registered person roles, or replaces their roles
 * with a new set. Quiet: the form shows a refusal (unknown e-mail, no role) beside its field.
 */
export const grantPermission = (projectId: number, body: GrantPermissionBody) =>
  post<ProjectPermissionDto>(`/1.2/profile/projects/${projectId}/permissions`, body, { quiet: true })

export const useGrantPermission = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: GrantPermissionBody) => grantPermission(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionsQuery(projectId).queryKey }),
  })
}
