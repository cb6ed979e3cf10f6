import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCopyActivity } from "../api/copy-activity"
import type { Option } from "../milestone-options"
import { requireName } from "../../../lib/name-rule"

/** Copy an activity into a process of this project (this one by default); the name must be new there. */
export function CopyActivityDialog({
  projectId,
  activity,
  processes,
  onClose,
}: {
  projectId: number
  activity: ActivityDto | null
  processes: readonly Option[]
  onClose: () => void
}) {
  const { t } = useT()
  const copy = useCopyActivity(projectId)
  const initial: FormValues = activity ? { act_name: t("processes:dialog.copyName", { name: activity.act_name }), act_prc_id: String(activity.act_prc_id) } : {}
  const submit = async (values: FormValues) => {
    if (!activity) return
    const name = values.act_name ?? ""
    await copy.mutateAsync({ activityId: activity.act_id, body: { act_name: name, act_prc_id: Number(values.act_prc_id) } })
    toast("success", t("processes:toast.activityCopied", { name }))
  }
  return (
    <FormDialog
      isOpen={activity !== null}
      title={t("processes:activityDialog.copyTitle")}
      fields={[
        { name: "act_name", label: t("processes:activityFields.name"), autoFocus: true, validate: requireName("activity") },
        { name: "act_prc_id", label: t("processes:activityFields.targetProcess"), kind: "select", options: processes },
      ]}
      initial={initial}
      submitLabel={t("actions.copy")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
