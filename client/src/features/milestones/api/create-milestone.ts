/** @module `POST /1.2/profile/milestones`: a new milestone at the end of a phase. */
import type { CreateMilestoneBody } from "@bimprofile/contracts/bodies/milestone-bodies"
import type { MilestoneAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { post } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export const createMilestone = (body: CreateMilestoneBody) => post<typeof MilestoneAnswer.Type>("/1.2/profile/milestones", body, { quiet: true })

export const useCreateMilestone = (projectId: number) =>
  usePlanMutation(projectId, ["milestones"], createMilestone, (body) => t("plan:toast.milestoneCreated", { name: body.mst_name }))
