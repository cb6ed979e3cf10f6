/** @module `POST /1.2/profile/processes`: a new process at the end of a milestone. */
import type { CreateProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { post } from "../../lib/api-client"
import { type ProjectMutationOptions, useProjectMutation } from "../project-mutation"

export const createProcess = (body: CreateProcessBody) => post<typeof ProcessAnswer.Type>("/1.2/profile/processes", body, { quiet: true })

export const useCreateProcess = (projectId: number, options?: ProjectMutationOptions<CreateProcessBody>) =>
  useProjectMutation(projectId, ["processes"], createProcess, options)
