import type { PatchProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import { processKeys } from "./get-processes"

export type UpdateProcess = { readonly processId: number; readonly body: PatchProcessBody }

/** Sends only the fields given; quiet, the form dialog shows the refusal. */
export const updateProcess = ({ processId, body }: UpdateProcess) =>
  patch<typeof ProcessAnswer.Type>(`/1.2/profile/processes/${processId}`, body, { quiet: true })

export const useUpdateProcess = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProcess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys(projectId) }),
  })
}
