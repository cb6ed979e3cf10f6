import type { CreateActivityBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

/** Quiet: the form dialog shows the refusal beside its fields. */
export const createActivity = (body: CreateActivityBody) => post<typeof ActivityAnswer.Type>("/1.2/profile/activities", body, { quiet: true })

export const useCreateActivity = (projectId: number) => useProjectMutation(projectId, ["activities"], createActivity)
