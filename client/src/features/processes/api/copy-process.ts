import type { CopyProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../../lib/api-client"
import { activityKeys } from "./get-project-activities"
import { processKeys } from "./get-processes"
import { roleKeys } from "./get-roles"

export type CopyProcess = { readonly processId: number; readonly body: CopyProcessBody }

/**
 * Copies a process with its activities into a milestone of this project. A source process of another
 * project makes it an import (its roles are matched by name, or created). Quiet: the dialog shows refusals.
 */
export const copyProcess = ({ processId, body }: CopyProcess) =>
  post<typeof ProcessAnswer.Type>(`/1.2/profile/processes/${processId}/copy`, body, { quiet: true })

/** `projectId` is the target project (the one whose milestone receives the copy). */
export const useCopyProcess = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: copyProcess,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: processKeys(projectId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys(projectId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys(projectId) }),
      ]),
  })
}
