/** @module `DELETE /1.2/profile/processes/{id}`: the process with its activities. */
import { del } from "../../../lib/api-client"
import { t } from "../../../lib/i18n"
import { usePlanMutation } from "./plan-mutation"

export type DeleteProcess = { readonly processId: number; readonly name: string }

export const deleteProcess = ({ processId }: DeleteProcess) => del<unknown>(`/1.2/profile/processes/${processId}`, { quiet: true })

export const useDeleteProcess = (projectId: number) => usePlanMutation(projectId, deleteProcess, ({ name }) => t("plan:toast.processDeleted", { name }))
