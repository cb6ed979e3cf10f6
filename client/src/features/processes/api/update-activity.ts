import type { PatchActivityBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { patch } from "../../../lib/api-client"

export type UpdateActivity = { readonly activityId: number; readonly body: PatchActivityBody }

/** Sends only the fields given; quiet, the form dialog shows the refusal. */
export const updateActivity = ({ activityId, body }: UpdateActivity) =>
  patch<typeof ActivityAnswer.Type>(`/1.2/profile/activities/${activityId}`, body, { quiet: true })

export const useUpdateActivity = (projectId: number) => useProjectMutation(projectId, ["activities"], updateActivity)
