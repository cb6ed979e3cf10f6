import type { CreateRoleBody } from "@bimprofile/contracts/bodies/role-bodies"
import type { RoleAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

/** Quiet: the form dialog shows a refusal (a taken name) beside the name field. */
export const createRole = (body: CreateRoleBody) => post<typeof RoleAnswer.Type>("/1.2/profile/roles_project", body, { quiet: true })

export const useCreateRole = (projectId: number) => useProjectMutation(projectId, ["roles"], createRole)
