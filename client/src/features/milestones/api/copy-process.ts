/** @module A copy of a process with its activities (an import from another project), confirmed by a toast. */
import { type CopyProcess as Copy, useCopyProcess as useCopy } from "../../../api/processes/copy-process"
import { t } from "../../../lib/i18n"
import { planToast } from "./plan-mutation"

export type CopyProcess = Copy & { readonly imported: boolean }

export const useCopyProcess = (projectId: number) =>
  useCopy(
    projectId,
    planToast<CopyProcess>(({ body, imported }) => t(imported ? "plan:toast.processImported" : "plan:toast.processCopied", { name: body.prc_name })),
  )
