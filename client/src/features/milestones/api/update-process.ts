/** @module `PATCH /1.2/profile/processes/{id}`: name, short name and description. */
import type { PatchProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { patch } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export type UpdateProcess = { readonly processId: number; readonly body: PatchProcessBody }

export const updateProcess = ({ processId, body }: UpdateProcess) =>
  patch<typeof ProcessAnswer.Type>(`/1.2/profile/processes/${processId}`, body, { quiet: true })

export const useUpdateProcess = (projectId: number) =>
  usePlanMutation(projectId, updateProcess, ({ body }) => t("plan:toast.processSaved", { name: body.prc_name ?? "" }))
