import { emptyNameMessage, isBlankName } from "@bimprofile/contracts/names"
import type { PatchProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { useCreateProcess } from "../../../api/processes/create-process"
import { useUpdateProcess } from "../../../api/processes/update-process"
import { FormDialog, type FieldSpec, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import type { Option } from "../milestone-options"

const orNull = (value: string | undefined) => (value && value.trim() ? value : null)

/** Create a process (in a chosen milestone), or edit one: name, short name, milestone, description. */
export function ProcessFormDialog({
  projectId,
  isOpen,
  process,
  milestoneId,
  milestones,
  onClose,
}: {
  projectId: number
  isOpen: boolean
  /** The process to edit; absent: create. */
  process?: ProcessDto | undefined
  /** The milestone a new process goes into by default. */
  milestoneId?: number | undefined
  milestones: readonly Option[]
  onClose: () => void
}) {
  const { t } = useT()
  const create = useCreateProcess(projectId)
  const update = useUpdateProcess(projectId)
  const fields: FieldSpec[] = [
    { name: "prc_name", label: t("processes:fields.name"), autoFocus: true, validate: (v) => (isBlankName(v) ? emptyNameMessage("process") : undefined) },
    { name: "prc_short_name", label: t("processes:fields.shortName") },
    {
      name: "prc_mst_id",
      label: t("processes:fields.milestone"),
      kind: "select",
      options: process ? milestones : [{ value: "", label: t("processes:dialog.pickMilestone") }, ...milestones],
      validate: (v) => (v ? undefined : t("processes:dialog.milestoneRequired")),
    },
    { name: "prc_desc", label: t("processes:fields.description"), kind: "textarea" },
  ]
  const initial: FormValues = process
    ? { prc_name: process.prc_name, prc_short_name: process.prc_short_name ?? "", prc_mst_id: String(process.prc_mst_id), prc_desc: process.prc_desc ?? "" }
    : { prc_name: "", prc_short_name: "", prc_mst_id: milestoneId ? String(milestoneId) : milestones.length === 1 ? milestones[0]!.value : "", prc_desc: "" }

  const submit = async (values: FormValues) => {
    const name = values.prc_name ?? ""
    if (!process) {
      await create.mutateAsync({
        prc_pro_id: projectId,
        prc_mst_id: Number(values.prc_mst_id),
        prc_name: name,
        prc_short_name: orNull(values.prc_short_name),
        prc_desc: orNull(values.prc_desc),
      })
      toast("success", t("processes:toast.created", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchProcessBody]: PatchProcessBody[K] } = {}
    if (name !== process.prc_name) body.prc_name = name
    if (orNull(values.prc_short_name) !== process.prc_short_name) body.prc_short_name = orNull(values.prc_short_name)
    if (orNull(values.prc_desc) !== process.prc_desc) body.prc_desc = orNull(values.prc_desc)
    if (Number(values.prc_mst_id) !== process.prc_mst_id) body.prc_mst_id = Number(values.prc_mst_id)
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ processId: process.prc_id, body })
    toast("success", t("processes:toast.updated", { name }))
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={process ? t("processes:dialog.editTitle") : t("processes:dialog.createTitle")}
      fields={fields}
      initial={initial}
      submitLabel={process ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
