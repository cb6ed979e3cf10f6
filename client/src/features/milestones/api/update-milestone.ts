/** @module `PATCH /1.2/profile/milestones/{id}`: name and description. */
import type { PatchMilestoneBody } from "@bimprofile/contracts/bodies/milestone-bodies"
import type { MilestoneAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { patch } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export type UpdateMilestone = { readonly milestoneId: number; readonly body: PatchMilestoneBody }

export const updateMilestone = ({ milestoneId, body }: UpdateMilestone) =>
  patch<typeof MilestoneAnswer.Type>(`/1.2/profile/milestones/${milestoneId}`, body, { quiet: true })

export const useUpdateMilestone = (projectId: number) =>
  usePlanMutation(projectId, ["milestones"], updateMilestone, ({ body }) => t("plan:toast.milestoneSaved", { name: body.mst_name ?? "" }))
