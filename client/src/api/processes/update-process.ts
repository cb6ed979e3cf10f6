/** @module `PATCH /1.2/profile/processes/{id}`: sends only the fields given. */
import type { PatchProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { patch } from "../../lib/api-client"
import { type ProjectMutationOptions, useProjectMutation } from "../project-mutation"

export type UpdateProcess = { readonly processId: number; readonly body: PatchProcessBody }

export const updateProcess = ({ processId, body }: UpdateProcess) =>
  patch<typeof ProcessAnswer.Type>(`/1.2/profile/processes/${processId}`, body, { quiet: true })

export const useUpdateProcess = (projectId: number, options?: ProjectMutationOptions<UpdateProcess>) =>
  useProjectMutation(projectId, ["processes"], updateProcess, options)
