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
  onDeleting,
  onDeleted,
}: {
  projectId: number
  process: ProcessDto | null
  activityCount: number
  onClose: () => void
  /** Told when the delete starts (true) and when it failed (false), so the page stops reading the process. */
  onDeleting?: (deleting: boolean) => void
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
        onDeleting?.(true)
        await remove.mutateAsync({ processId: process.prc_id }).catch((failure: unknown) => {
          onDeleting?.(false)
          throw failure
        })
        toast("success", t("processes:toast.deleted", { name: process.prc_name }))
        onDeleted?.()
      }}
      onClose={onClose}
    />
  )
}
