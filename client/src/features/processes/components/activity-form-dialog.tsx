import type { PatchActivityBody } from "@bimprofile/contracts/bodies/activity-bodies"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { FormDialog, type FieldSpec, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCreateActivity } from "../api/create-activity"
import { useUpdateActivity } from "../api/update-activity"
import { roleOptions, roleRef } from "../role-links"
import { requireName } from "../../../lib/name-rule"

const orNull = (value: string | undefined) => (value && value.trim() ? value : null)

/** Create an activity at the end of a process, or edit one: name, provider and receiver role, description. */
export function ActivityFormDialog({
  projectId,
  processId,
  isOpen,
  activity,
  roles,
  onClose,
}: {
  projectId: number
  processId: number
  isOpen: boolean
  /** The activity to edit; absent: create. */
  activity?: ActivityDto | undefined
  roles: readonly RoleDto[] | undefined
  onClose: () => void
}) {
  const { t } = useT()
  const create = useCreateActivity(projectId)
  const update = useUpdateActivity(projectId)
  const options = roleOptions(roles, t("processes:activities.noRole"))
  const fields: FieldSpec[] = [
    { name: "act_name", label: t("processes:activityFields.name"), autoFocus: true, validate: requireName("activity") },
    { name: "act_rop_provider_id", label: t("processes:activityFields.provider"), kind: "select", options },
    { name: "act_rop_receiver_id", label: t("processes:activityFields.receiver"), kind: "select", options },
    { name: "act_desc", label: t("processes:activityFields.description"), kind: "textarea" },
  ]
  const initial: FormValues = activity
    ? {
        act_name: activity.act_name,
        act_rop_provider_id: activity.act_rop_provider_id === null ? "" : String(activity.act_rop_provider_id),
        act_rop_receiver_id: activity.act_rop_receiver_id === null ? "" : String(activity.act_rop_receiver_id),
        act_desc: activity.act_desc ?? "",
      }
    : { act_name: "", act_rop_provider_id: "", act_rop_receiver_id: "", act_desc: "" }

  const submit = async (values: FormValues) => {
    const name = values.act_name ?? ""
    const provider = roleRef(values.act_rop_provider_id)
    const receiver = roleRef(values.act_rop_receiver_id)
    if (!activity) {
      await create.mutateAsync({
        act_prc_id: processId,
        act_name: name,
        act_desc: orNull(values.act_desc),
        act_rop_provider_id: provider,
        act_rop_receiver_id: receiver,
      })
      toast("success", t("processes:toast.activityCreated", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchActivityBody]: PatchActivityBody[K] } = {}
    if (name !== activity.act_name) body.act_name = name
    if (orNull(values.act_desc) !== activity.act_desc) body.act_desc = orNull(values.act_desc)
    if (provider !== activity.act_rop_provider_id) body.act_rop_provider_id = provider
    if (receiver !== activity.act_rop_receiver_id) body.act_rop_receiver_id = receiver
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ activityId: activity.act_id, body })
    toast("success", t("processes:toast.activityUpdated", { name }))
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={activity ? t("processes:activityDialog.editTitle") : t("processes:activityDialog.createTitle")}
      fields={fields}
      initial={initial}
      submitLabel={activity ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
