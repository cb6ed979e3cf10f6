/**
 * @module Copy a milestone with its processes and activities to a phase of this project, under a new name;
 * the same dialog finishes an import, whose source is another project's milestone.
 */
import { FormDialog } from "../../../components/form-dialog"
import { useT } from "../../../lib/i18n"
import { useCopyMilestone } from "../api/copy-milestone"
import { idOf, requireName } from "../form-values"
import type { Plan } from "../plan-model"
import { phaseOptions } from "../plan-options"

type Props = {
  plan: Plan
  projectId: number
  source: { readonly id: number; readonly name: string; readonly phaseId?: number }
  imported: boolean
  onClose: () => void
}

export function CopyMilestoneDialog({ plan, projectId, source, imported, onClose }: Props) {
  const { t } = useT()
  const copy = useCopyMilestone(projectId)
  const phaseId = source.phaseId ?? plan.phases[0]?.id
  return (
    <FormDialog
      isOpen
      title={t(imported ? "plan:dialogs.importMilestone" : "plan:dialogs.copyMilestone", { name: source.name })}
      submitLabel={t(imported ? "plan:dialogs.import" : "plan:dialogs.copy")}
      fields={[
        { name: "mst_name", label: t("plan:fields.newName"), validate: requireName("milestone"), autoFocus: true },
        { name: "mst_pha_id", label: t("plan:fields.targetPhase"), kind: "select", options: phaseOptions(plan) },
      ]}
      initial={{ mst_name: imported ? source.name : t("plan:dialogs.copyName", { name: source.name }), mst_pha_id: String(phaseId ?? "") }}
      onSubmit={(values) =>
        copy.mutateAsync({ sourceId: source.id, imported, body: { mst_name: values.mst_name!.trim(), mst_pha_id: idOf(values.mst_pha_id) } })
      }
      onClose={onClose}
    />
  )
}
