/** @module Writes of an activity's requirements; each invalidates the answers that show them (`useProjectMutation`). */
import type { CreateRequirementBody, PatchRequirementBody } from "@bimprofile/contracts/bodies/requirement-bodies"
import type { RequirementAnswer } from "@bimprofile/contracts/dto/requirement-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { del, patch, post } from "../../../lib/api-client"

/** Quiet: the editor shows a refusal (the same class twice, a facet IDS does not allow) beside what it concerns. */
export const createRequirement = (body: CreateRequirementBody) => post<RequirementAnswer>("/1.2/profile/requirements", body, { quiet: true })
export const updateRequirement = ({ id, body }: { id: number; body: PatchRequirementBody }) =>
  patch<RequirementAnswer>(`/1.2/profile/requirements/${id}`, body, { quiet: true })
/** Quiet: the confirm dialog shows a refusal itself. */
export const deleteRequirement = (id: number) => del<{ req_id: number; deleted: true }>(`/1.2/profile/requirements/${id}`, { quiet: true })

export const useCreateRequirement = (projectId: number) => useProjectMutation(projectId, ["requirements"], createRequirement)
export const useUpdateRequirement = (projectId: number) => useProjectMutation(projectId, ["requirements"], updateRequirement)
export const useDeleteRequirement = (projectId: number) => useProjectMutation(projectId, ["requirements"], deleteRequirement)
