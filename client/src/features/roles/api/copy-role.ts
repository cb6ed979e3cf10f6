import type { CopyRoleBody } from "@bimprofile/contracts/bodies/role-bodies"
import type { RoleAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

export type CopyRole = { readonly roleId: number; readonly body: CopyRoleBody }

/**
 * Copies a role within its project, or imports a role of another project (`rop_pro_id` = this project).
 * A taken name is refused; quiet, the dialog shows it beside the name and asks for another.
 */
export const copyRole = ({ roleId, body }: CopyRole) => post<typeof RoleAnswer.Type>(`/1.2/profile/roles_project/${roleId}/copy`, body, { quiet: true })

/** `projectId` is the project that receives the copy. */
export const useCopyRole = (projectId: number) => useProjectMutation(projectId, ["roles"], copyRole)
