import type { CreateProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../../lib/api-client"
import { processKeys } from "./get-processes"

/** Quiet: the form dialog shows the refusal beside its fields. */
export const createProcess = (body: CreateProcessBody) => post<typeof ProcessAnswer.Type>("/1.2/profile/processes", body, { quiet: true })

export const useCreateProcess = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProcess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys(projectId) }),
  })
}
