import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useDeleteActivity } from "../api/delete-activity"

/** Asks before deleting an activity (permanent); a refusal shows in the dialog. */
export function DeleteActivityDialog({ projectId, activity, onClose }: { projectId: number; activity: ActivityDto | null; onClose: () => void }) {
  const { t } = useT()
  const remove = useDeleteActivity(projectId)
  return (
    <ConfirmDialog
      isOpen={activity !== null}
      text={activity ? t("processes:activityDialog.deleteText", { name: activity.act_name }) : ""}
      confirmLabel={t("actions.delete")}
      onConfirm={async () => {
        if (!activity) return
        await remove.mutateAsync(activity.act_id)
        toast("success", t("processes:toast.activityDeleted", { name: activity.act_name }))
      }}
      onClose={onClose}
    />
  )
}
