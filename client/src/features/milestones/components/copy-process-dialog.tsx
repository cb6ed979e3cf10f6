/**
 * @module Copy a process with its activities into a milestone of this project; the same dialog finishes an
 * import, whose source is another project's process. A name already used in the target milestone is refused.
 */
import { FormDialog } from "../../../components/form-dialog"
import { useT } from "../../../lib/i18n"
import { useCopyProcess } from "../api/copy-process"
import { idOf, requireName } from "../form-values"
import { milestonesInOrder, type Plan } from "../plan-model"
import { milestoneOptions } from "../plan-options"

type Props = {
  plan: Plan
  projectId: number
  source: { readonly id: number; readonly name: string; readonly milestoneId?: number }
  imported: boolean
  onClose: () => void
}

export function CopyProcessDialog({ plan, projectId, source, imported, onClose }: Props) {
  const { t } = useT()
  const copy = useCopyProcess(projectId)
  const milestoneId = source.milestoneId ?? milestonesInOrder(plan)[0]?.id
  return (
    <FormDialog
      isOpen
      title={t(imported ? "plan:dialogs.importProcess" : "plan:dialogs.copyProcess", { name: source.name })}
      submitLabel={t(imported ? "plan:dialogs.import" : "plan:dialogs.copy")}
      fields={[
        { name: "prc_name", label: t("plan:fields.newName"), validate: requireName("process"), autoFocus: true },
        { name: "prc_mst_id", label: t("plan:fields.targetMilestone"), kind: "select", options: milestoneOptions(plan) },
      ]}
      initial={{ prc_name: imported ? source.name : t("plan:dialogs.copyName", { name: source.name }), prc_mst_id: String(milestoneId ?? "") }}
      onSubmit={(values) =>
        copy.mutateAsync({ processId: source.id, imported, body: { prc_name: values.prc_name!.trim(), prc_mst_id: idOf(values.prc_mst_id) } })
      }
      onClose={onClose}
    />
  )
}
