import type { PatchRoleBody } from "@bimprofile/contracts/bodies/role-bodies"
import type { RoleAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { patch } from "../../../lib/api-client"

export type UpdateRole = { readonly roleId: number; readonly body: PatchRoleBody }

/** Rename, describe or retype a role (only the fields sent); quiet, the form dialog shows refusals. */
export const updateRole = ({ roleId, body }: UpdateRole) => patch<typeof RoleAnswer.Type>(`/1.2/profile/roles_project/${roleId}`, body, { quiet: true })

export const useUpdateRole = (projectId: number) => useProjectMutation(projectId, ["roles"], updateRole)
