/** @module Create a process in a milestone, or edit a process's name, short name and description. */
import { FormDialog, type FieldSpec } from "../../../components/form-dialog"
import { useT } from "../../../lib/i18n"
import { useCreateProcess } from "../api/create-process"
import { useUpdateProcess } from "../api/update-process"
import { idOf, requireName, textOrNull } from "../form-values"
import type { Plan, PlanProcess } from "../plan-model"
import { milestoneOptions } from "../plan-options"

type Props = { plan: Plan; projectId: number; onClose: () => void } & ({ milestoneId: number; process?: never } | { process: PlanProcess; milestoneId?: never })

export function ProcessFormDialog({ plan, projectId, onClose, milestoneId, process }: Props) {
  const { t } = useT()
  const create = useCreateProcess(projectId)
  const update = useUpdateProcess(projectId)
  const fields: FieldSpec[] = [
    { name: "prc_name", label: t("plan:fields.name"), validate: requireName("process"), autoFocus: true },
    { name: "prc_short_name", label: t("plan:fields.shortName") },
    { name: "prc_desc", label: t("plan:fields.desc"), kind: "textarea" },
    ...(process ? [] : [{ name: "prc_mst_id", label: t("plan:fields.milestone"), kind: "select", options: milestoneOptions(plan) } as const]),
  ]
  if (process) {
    return (
      <FormDialog
        isOpen
        title={t("plan:dialogs.editProcess")}
        submitLabel={t("plan:dialogs.save")}
        fields={fields}
        initial={{ prc_name: process.name, prc_short_name: process.shortName ?? "", prc_desc: process.desc ?? "" }}
        onSubmit={(values) =>
          update.mutateAsync({
            processId: process.id,
            body: { prc_name: values.prc_name!.trim(), prc_short_name: textOrNull(values.prc_short_name), prc_desc: textOrNull(values.prc_desc) },
          })
        }
        onClose={onClose}
      />
    )
  }
  return (
    <FormDialog
      isOpen
      title={t("plan:dialogs.createProcess")}
      submitLabel={t("plan:dialogs.create")}
      fields={fields}
      initial={{ prc_name: "", prc_short_name: "", prc_desc: "", prc_mst_id: String(milestoneId) }}
      onSubmit={(values) =>
        create.mutateAsync({
          prc_pro_id: projectId,
          prc_mst_id: idOf(values.prc_mst_id),
          prc_name: values.prc_name!.trim(),
          prc_short_name: textOrNull(values.prc_short_name),
          prc_desc: textOrNull(values.prc_desc),
        })
      }
      onClose={onClose}
    />
  )
}
