import type { CopyActivityBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

export type CopyActivity = { readonly activityId: number; readonly body: CopyActivityBody }

/**
 * Copies an activity into a process of this project; a source activity of another project makes it an
 * import (roles matched by name, or created). Quiet: the dialog shows refusals beside the fields.
 */
export const copyActivity = ({ activityId, body }: CopyActivity) =>
  post<typeof ActivityAnswer.Type>(`/1.2/profile/activities/${activityId}/copy`, body, { quiet: true })

/** `projectId` is the target project; an import may create roles there. */
export const useCopyActivity = (projectId: number) => useProjectMutation(projectId, ["activities", "roles"], copyActivity)
