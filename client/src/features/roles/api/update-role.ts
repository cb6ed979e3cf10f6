import type { PatchRoleBody } from "@bimprofile/contracts/bodies/role-bodies"
import type { RoleAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import { activityKeys } from "./get-project-activities"
import { roleKeys } from "./get-roles"

export type UpdateRole = { readonly roleId: number; readonly body: PatchRoleBody }

/** Rename, describe or retype a role (only the fields sent); quiet, the form dialog shows refusals. */
export const updateRole = ({ roleId, body }: UpdateRole) => patch<typeof RoleAnswer.Type>(`/1.2/profile/roles_project/${roleId}`, body, { quiet: true })

export const useUpdateRole = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateRole,
    // Activities repeat their roles' names.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: roleKeys(projectId) }), queryClient.invalidateQueries({ queryKey: activityKeys(projectId) })]),
  })
}
