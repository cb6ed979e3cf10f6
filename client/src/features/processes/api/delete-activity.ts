import { useProjectMutation } from "../../../api/project-mutation"
import { del } from "../../../lib/api-client"

/** Quiet: the confirm dialog shows a refusal. */
export const deleteActivity = (activityId: number) => del<{ act_id: number; deleted: true }>(`/1.2/profile/activities/${activityId}`, { quiet: true })

export const useDeleteActivity = (projectId: number) => useProjectMutation(projectId, ["activities"], deleteActivity)
