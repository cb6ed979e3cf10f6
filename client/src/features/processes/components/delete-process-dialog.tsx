import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { useDeleteProcess } from "../../../api/processes/delete-process"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"

/** Asks before deleting a process with its activities (permanent); a refusal shows in the dialog. */
export function DeleteProcessDialog({
  projectId,
  process,
  activityCount,
  onClose,
  onDeleted,
}: {
  projectId: number
  process: ProcessDto | null
  activityCount: number
  onClose: () => void
  onDeleted?: () => void
}) {
  const { t } = useT()
  const remove = useDeleteProcess(projectId)
  return (
    <ConfirmDialog
      isOpen={process !== null}
      text={process ? t("processes:dialog.deleteText", { name: process.prc_name, count: activityCount }) : ""}
      confirmLabel={t("actions.delete")}
      onConfirm={async () => {
        if (!process) return
        await remove.mutateAsync({ processId: process.prc_id })
        toast("success", t("processes:toast.deleted", { name: process.prc_name }))
        onDeleted?.()
      }}
      onClose={onClose}
    />
  )
}
