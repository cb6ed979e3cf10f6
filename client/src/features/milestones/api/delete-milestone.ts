/**
 * @module `DELETE /1.2/profile/milestones/{id}`: refused with 409 MST_NOT_EMPTY while the milestone has
 * processes, unless `cascade` (then its processes and their activities go with it).
 */
import { del } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export const MILESTONE_NOT_EMPTY = "MST_NOT_EMPTY"

export type DeleteMilestone = { readonly milestoneId: number; readonly name: string; readonly cascade: boolean }

export const deleteMilestone = ({ milestoneId, cascade }: DeleteMilestone) =>
  del<unknown>(`/1.2/profile/milestones/${milestoneId}${cascade ? "?cascade=true" : ""}`, { quiet: true })

export const useDeleteMilestone = (projectId: number) =>
  usePlanMutation(projectId, ["milestones", "processes", "activities"], deleteMilestone, ({ name }) => t("plan:toast.milestoneDeleted", { name }))
