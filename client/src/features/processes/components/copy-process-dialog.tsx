import { emptyNameMessage, isBlankName } from "@bimprofile/contracts/names"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { useCopyProcess } from "../../../api/processes/copy-process"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import type { Option } from "../milestone-options"

/**
 * Copy a process with its activities into a milestone of the same project. The name must be new in the
 * target milestone: the server's refusal appears beside the name field.
 */
export function CopyProcessDialog({
  projectId,
  process,
  milestones,
  onClose,
}: {
  projectId: number
  process: ProcessDto | null
  milestones: readonly Option[]
  onClose: () => void
}) {
  const { t } = useT()
  const copy = useCopyProcess(projectId)
  const initial: FormValues = process ? { prc_name: t("processes:dialog.copyName", { name: process.prc_name }), prc_mst_id: String(process.prc_mst_id) } : {}
  const submit = async (values: FormValues) => {
    if (!process) return
    const name = values.prc_name ?? ""
    await copy.mutateAsync({ processId: process.prc_id, body: { prc_name: name, prc_mst_id: Number(values.prc_mst_id) } })
    toast("success", t("processes:toast.copied", { name }))
  }
  return (
    <FormDialog
      isOpen={process !== null}
      title={t("processes:dialog.copyTitle")}
      fields={[
        { name: "prc_name", label: t("processes:fields.name"), autoFocus: true, validate: (v) => (isBlankName(v) ? emptyNameMessage("process") : undefined) },
        { name: "prc_mst_id", label: t("processes:fields.targetMilestone"), kind: "select", options: milestones },
      ]}
      initial={initial}
      submitLabel={t("actions.copy")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
