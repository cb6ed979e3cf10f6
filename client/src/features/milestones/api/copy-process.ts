/**
 * @module `POST /1.2/profile/processes/{id}/copy {prc_name, prc_mst_id}`: a copy with its activities; a
 * milestone of another project than the source's makes it an import.
 */
import type { CopyProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { post } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export type CopyProcess = { readonly sourceId: number; readonly body: CopyProcessBody; readonly imported: boolean }

export const copyProcess = ({ sourceId, body }: CopyProcess) =>
  post<typeof ProcessAnswer.Type>(`/1.2/profile/processes/${sourceId}/copy`, body, { quiet: true })

export const useCopyProcess = (projectId: number) =>
  usePlanMutation(projectId, copyProcess, ({ body, imported }) =>
    t(imported ? "plan:toast.processImported" : "plan:toast.processCopied", { name: body.prc_name }),
  )
