/**
 * @module `POST /1.2/profile/milestones/{id}/copy {mst_name, mst_pha_id}`: a copy with its processes and
 * activities; a phase of another project than the source's makes it an import.
 */
import type { CopyMilestoneBody } from "@bimprofile/contracts/bodies/milestone-bodies"
import type { MilestoneAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { post } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export type CopyMilestone = { readonly sourceId: number; readonly body: CopyMilestoneBody; readonly imported: boolean }

export const copyMilestone = ({ sourceId, body }: CopyMilestone) =>
  post<typeof MilestoneAnswer.Type>(`/1.2/profile/milestones/${sourceId}/copy`, body, { quiet: true })

export const useCopyMilestone = (projectId: number) =>
  usePlanMutation(projectId, ["milestones", "processes", "activities", "roles"], copyMilestone, ({ body, imported }) =>
    t(imported ? "plan:toast.milestoneImported" : "plan:toast.milestoneCopied", { name: body.mst_name }),
  )
