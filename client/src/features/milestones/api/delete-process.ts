/** @module A process with its activities deleted, confirmed by a toast. */
import { type DeleteProcess as Delete, useDeleteProcess as useDelete } from "../../../api/processes/delete-process"
import { t } from "../../../lib/i18n"
import { planToast } from "./plan-mutation"

export type DeleteProcess = Delete & { readonly name: string }

export const useDeleteProcess = (projectId: number) => useDelete(projectId, planToast<DeleteProcess>(({ name }) => t("plan:toast.processDeleted", { name })))
