/** @module Create a milestone in a phase, or edit a milestone's name and description. */
import { FormDialog, type FieldSpec } from "../../../components/form-dialog"
import { useT } from "../../../lib/i18n"
import { useCreateMilestone } from "../api/create-milestone"
import { useUpdateMilestone } from "../api/update-milestone"
import { idOf, requireName, textOrNull } from "../form-values"
import type { Plan, PlanMilestone } from "../plan-model"
import { phaseOptions } from "../plan-options"

type Props = { plan: Plan; projectId: number; onClose: () => void } & ({ phaseId: number; milestone?: never } | { milestone: PlanMilestone; phaseId?: never })

export function MilestoneFormDialog({ plan, projectId, onClose, phaseId, milestone }: Props) {
  const { t } = useT()
  const create = useCreateMilestone(projectId)
  const update = useUpdateMilestone(projectId)
  const fields: FieldSpec[] = [
    { name: "mst_name", label: t("plan:fields.name"), validate: requireName("milestone"), autoFocus: true },
    { name: "mst_desc", label: t("plan:fields.desc"), kind: "textarea" },
    ...(milestone ? [] : [{ name: "mst_pha_id", label: t("plan:fields.phase"), kind: "select", options: phaseOptions(plan) } as const]),
  ]
  if (milestone) {
    return (
      <FormDialog
        isOpen
        title={t("plan:dialogs.editMilestone")}
        submitLabel={t("plan:dialogs.save")}
        fields={fields}
        initial={{ mst_name: milestone.name, mst_desc: milestone.desc ?? "" }}
        onSubmit={(values) =>
          update.mutateAsync({ milestoneId: milestone.id, body: { mst_name: values.mst_name!.trim(), mst_desc: textOrNull(values.mst_desc) } })
        }
        onClose={onClose}
      />
    )
  }
  return (
    <FormDialog
      isOpen
      title={t("plan:dialogs.createMilestone")}
      submitLabel={t("plan:dialogs.create")}
      fields={fields}
      initial={{ mst_name: "", mst_desc: "", mst_pha_id: String(phaseId) }}
      onSubmit={(values) =>
        create.mutateAsync({
          mst_pro_id: projectId,
          mst_pha_id: idOf(values.mst_pha_id),
          mst_name: values.mst_name!.trim(),
          mst_desc: textOrNull(values.mst_desc),
        })
      }
      onClose={onClose}
    />
  )
}
