/**
 * @module `POST /1.2/profile/processes/{id}/copy {prc_name, prc_mst_id}`: a copy with its activities. A
 * milestone of another project than the source's makes it an import (roles matched by name, or created).
 */
import type { CopyProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { post } from "../../lib/api-client"
import { type ProjectMutationOptions, useProjectMutation } from "../project-mutation"

export type CopyProcess = { readonly processId: number; readonly body: CopyProcessBody }

export const copyProcess = ({ processId, body }: CopyProcess) =>
  post<typeof ProcessAnswer.Type>(`/1.2/profile/processes/${processId}/copy`, body, { quiet: true })

/** `projectId` is the target project (the one whose milestone receives the copy). */
export const useCopyProcess = <V extends CopyProcess>(projectId: number, options?: ProjectMutationOptions<V>) =>
  useProjectMutation(projectId, ["processes", "activities", "roles"], (variables: V) => copyProcess(variables), options)
