/** @module `POST /1.2/profile/processes`: a new process at the end of a milestone. */
import type { CreateProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { post } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export const createProcess = (body: CreateProcessBody) => post<typeof ProcessAnswer.Type>("/1.2/profile/processes", body, { quiet: true })

export const useCreateProcess = (projectId: number) =>
  usePlanMutation(projectId, createProcess, (body) => t("plan:toast.processCreated", { name: body.prc_name }))
